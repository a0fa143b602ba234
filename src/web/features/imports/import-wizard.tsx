import { Stack } from '@mantine/core';
import { LazyMappingStep, LazyPreviewStep, LazyReportStep, LazyTemplateSave } from './lazy-steps';
import { FileDrop } from './file-drop';
import { createWorkerPort, type PipelinePort } from './pipeline-client';
import { ResumeNotice } from './resume-notice';
import { SourceStep } from './source-step';
import { UploadStep } from './upload-step';
import { useImportWizard } from './use-import-wizard';
import { STEP_INDEX } from './wizard-steps';
import type { ImportKind } from '@/spreadsheet/types';

interface ImportWizardProps {
  eventCode: string;
  createPort?: () => PipelinePort;
  onImported?: (kind: ImportKind) => void;
}

/** The import's steps, one under the other; the session and its actions are `useImportWizard`. */
export function ImportWizard({
  eventCode,
  createPort = createWorkerPort,
  onImported,
}: ImportWizardProps) {
  const wizard = useImportWizard(eventCode, createPort, onImported);
  const { session, client, races, race, hideRanking, actions } = wizard;
  const { step, opened, kind, raceCode, pending } = session;
  const busy = step.name === 'opening' || step.name === 'sending';
  // Rows whose race cell is blank go to the file's race: without one, they need their own.
  const routed = Boolean(raceCode) || !opened?.counts.byRace[''];
  const canSend = Boolean(
    opened && routed && opened.issues.length === 0 && opened.counts.valid > 0,
  );

  return (
    <Stack gap="lg">
      <FileDrop busy={busy} onDrop={actions.dropFiles} />
      {pending && step.name !== 'sending' && (
        <ResumeNotice
          pending={pending}
          onFile={(f) => void actions.resume(f, pending)}
          onDiscard={actions.discardPending}
        />
      )}
      <SourceStep
        stepIndex={STEP_INDEX[step.name]}
        busy={busy}
        kind={kind}
        onKind={actions.chooseKind}
        races={races.isSuccess ? races.data : undefined}
        racesPending={races.isPending}
        raceCode={raceCode}
        onRace={actions.chooseRace}
        fileInput={wizard.fileInput}
        onFile={actions.chooseFile}
        file={opened?.file ?? null}
        delimiter={session.delimiter}
        onDelimiter={actions.chooseDelimiter}
        onSheet={actions.chooseSheet}
        error={session.error}
        openingRows={step.name === 'opening' ? step.rows : null}
      />
      {opened && step.name === 'mapping' && (
        <LazyMappingStep
          opened={opened}
          hideRanking={hideRanking}
          onChange={(columns) => void actions.changeMapping(columns)}
          onContinue={actions.confirmMapping}
          onUseSuggestion={() => void actions.useSuggestion()}
        />
      )}
      {opened && step.name === 'preview' && (
        <LazyPreviewStep
          client={client}
          opened={opened}
          kind={kind}
          version={session.rowsVersion}
          hideRanking={hideRanking}
          raceChosen={routed}
          raceCounts={{
            eventCode,
            byRace: opened.counts.byRace,
            races: races.isSuccess ? races.data : undefined,
            defaultRace: raceCode,
            sendAll: wizard.sendAll,
            onSendAll: actions.chooseSendAll,
            withVacancy: kind === 'registrations',
          }}
          modalityOptions={(race?.modalities ?? []).map((m) => ({
            value: String(m.id),
            label: `${m.name} (#${m.id})`,
          }))}
          modalityId={session.modalityId}
          onModality={actions.chooseModality}
          onFix={actions.fix}
          onReplace={actions.replace}
          onBack={actions.backToMapping}
          onSend={() => void actions.send()}
          canSend={canSend}
          podium={kind === 'results' && raceCode ? { eventCode, race: race ?? raceCode } : null}
        />
      )}
      {step.name === 'sending' && (
        <UploadStep
          progress={step.progress}
          stopping={session.stopping}
          onCancel={() => actions.stop()}
          onStopWatching={() => actions.stop('now')}
        />
      )}
      {opened && step.name === 'report' && (
        <LazyReportStep
          client={client}
          fileName={opened.file.fileName}
          progress={step.progress}
          counts={step.counts}
          csv={step.csv}
          errorsCsv={step.errorsCsv}
          xlsx={actions.reportXlsx}
          onRestart={actions.restart}
        />
      )}
      {opened && step.name === 'report' && step.counts.rows > step.counts.error && (
        <LazyTemplateSave
          key={opened.file.fileName}
          defaultName={opened.template?.name ?? opened.file.fileName.replace(/\.[^.]+$/, '')}
          onSave={actions.saveAsTemplate}
        />
      )}
    </Stack>
  );
}
