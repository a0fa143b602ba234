import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import { raceQueries, type RaceList } from '@/web/api/races';
import { eventQueries } from '@/web/api/events';
import { importQueries } from '@/web/api/imports';
import { withoutRankingFields, type OpenedFile } from './opened-file';
import { recallMapping, rememberMapping } from './mapping-memory';
import type { Delimiter } from './pipeline/read-csv';
import type { ColumnMapping, ImportKind } from './pipeline/types';
import {
  createPipelineClient,
  createWorkerPort,
  type PipelineClient,
  type PipelinePort,
} from './pipeline-client';
import { LazyMappingStep, LazyPreviewStep, LazyReportStep, preloadSteps } from './lazy-steps';
import { ResumeNotice } from './resume-notice';
import { SourceStep } from './source-step';
import { replayEdits, useTableEdits } from './table-edits';
import { runUpload, uploadTransport } from './upload-machine';
import { UploadStep } from './upload-step';
import {
  clearPendingUpload,
  knownImports,
  loadPendingUpload,
  newUploadId,
  recordSentChunk,
  savePendingUpload,
  type PendingUpload,
} from './upload-store';
import type { ChunkInfo } from './worker-host';
import { STEP_INDEX, type Step } from './wizard-steps';

const racesFromHub = (list: RaceList) => (list.fromHub ? list.races : null);

interface ImportWizardProps {
  eventCode: string;
  createPort?: () => PipelinePort;
}

/* Steps change in transitions: React renders a big step in slices, so no task blocks input. */
export function ImportWizard({ eventCode, createPort = createWorkerPort }: ImportWizardProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  // A spec-only hub lists no races: the code is typed (null).
  const races = useQuery({ ...raceQueries.list(eventCode), select: racesFromHub });
  const [client] = useState<PipelineClient>(() => createPipelineClient(createPort));
  const [kind, setKind] = useState<ImportKind>('registrations');
  const [raceCode, setRaceCode] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [delimiter, setDelimiter] = useState<Delimiter | undefined>();
  const [sheet, setSheet] = useState<string | undefined>();
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [modalityId, setModalityId] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'source' });
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<PendingUpload | null>(() => loadPendingUpload(eventCode));
  const [rowsVersion, setRowsVersion] = useState(0);
  const edits = useTableEdits(client, ({ issues, counts }) => {
    setOpened((current) => current && { ...current, issues, counts });
    setRowsVersion((v) => v + 1);
  });
  const stopRef = useRef(false);
  const [stopping, setStopping] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => client.close(), [client]);

  const race = races.data?.find((r) => r.code === raceCode) ?? null;
  const hideRanking = kind === 'results' && Boolean(race?.sem_classificacao);
  const busy = step.name === 'opening' || step.name === 'sending';

  const withoutRanking = (mapping: ColumnMapping) =>
    hideRanking ? withoutRankingFields(mapping) : mapping;

  /** What the results review checks against: the race's distance and the event's bibs. */
  async function reviewContext(kind: ImportKind, code: string) {
    const chosen = races.data?.find((r) => r.code === code) ?? null;
    if (kind !== 'results' || !code) return { distanceKm: chosen?.distance ?? null };
    // An extra check: when the hub cannot answer, the file opens without it.
    const bibs = await queryClient.fetchQuery(importQueries.bibs(eventCode)).catch(() => null);
    return {
      distanceKm: chosen?.distance ?? null,
      registered: bibs ? { race: code, races: bibs } : null,
    };
  }

  async function openFile(
    next: File,
    options: { kind: ImportKind; delimiter?: Delimiter; sheet?: string; raceCode?: string },
  ): Promise<OpenedFile | null> {
    if (!client) return null;
    preloadSteps();
    setError(null);
    setStep({ name: 'opening', rows: 0 });
    try {
      const { raceCode: code = raceCode, ...rest } = options;
      const source = {
        fileName: next.name,
        source: next,
        ...(await reviewContext(rest.kind, code)),
      };
      const answer = await client.open({ ...source, ...rest }, (rows) =>
        setStep({ name: 'opening', rows }),
      );
      const headers = answer.columns.map((c) => c.header);
      const recalled = recallMapping(options.kind, headers);
      const wanted = withoutRanking(
        recalled ? { kind: options.kind, columns: recalled } : answer.mapping,
      );
      let { issues, counts } = answer;
      if (JSON.stringify(wanted.columns) !== JSON.stringify(answer.mapping.columns))
        ({ issues, counts } = await client.map(wanted));
      const result: OpenedFile = {
        file: answer.file,
        columns: answer.columns,
        mapping: wanted,
        issues,
        counts,
        remembered: recalled !== null,
        guesses: answer.guesses,
      };
      setOpened(result);
      edits.setEdits([]);
      setRowsVersion((v) => v + 1);
      startTransition(() => setStep({ name: 'mapping' }));
      return result;
    } catch (failure) {
      setOpened(null);
      setError(failure);
      setStep({ name: 'source' });
      return null;
    }
  }

  function chooseFile(next: File | null) {
    setFile(next);
    setSheet(undefined);
    if (next) void openFile(next, { kind, delimiter });
    else {
      setOpened(null);
      setStep({ name: 'source' });
    }
  }

  function chooseKind(next: ImportKind) {
    setKind(next);
    setModalityId(null);
    if (file) void openFile(file, { kind: next, delimiter, sheet });
  }

  async function changeMapping(columns: (string | null)[]) {
    if (!client || !opened) return;
    const mapping = { kind: opened.mapping.kind, columns };
    setOpened({ ...opened, mapping });
    try {
      const { issues, counts } = await client.map(mapping);
      setOpened((current) => current && { ...current, mapping, issues, counts });
      setRowsVersion((v) => v + 1);
    } catch (failure) {
      setError(failure);
    }
  }

  const bodyExtras = useMemo(
    () => (kind === 'results' && modalityId ? { modality_id: Number(modalityId) } : undefined),
    [kind, modalityId],
  );

  async function upload(
    target: { raceCode: string; kind: ImportKind },
    chunks: ChunkInfo[],
    known: Record<number, number>,
    uploadId: string,
  ) {
    if (!client) return;
    stopRef.current = false;
    setStopping(false);
    setStep({ name: 'sending', progress: null });
    const progress = await runUpload({
      chunks,
      transport: uploadTransport({ eventCode, ...target }, uploadId, client),
      known,
      onAccepted: (n, id) => recordSentChunk(eventCode, n, id),
      onProgress: (p) => setStep({ name: 'sending', progress: p }),
      shouldStop: () => stopRef.current,
    });
    clearPendingUpload(eventCode);
    setPending(null);
    const report = await client.report(progress.statuses);
    const { outcomes, csv, errorsCsv } = report;
    startTransition(() => setStep({ name: 'report', progress, outcomes, csv, errorsCsv }));
    // The event's counters (overview, events list) count what was just imported.
    for (const queryKey of [importQueries.histories(eventCode), eventQueries.all()])
      void queryClient.invalidateQueries({ queryKey });
  }

  async function send() {
    if (!client || !opened || !raceCode) return;
    setError(null);
    try {
      const { chunks, counts } = await client.chunks(bodyExtras);
      setOpened((current) => current && { ...current, counts });
      const uploadId = newUploadId();
      savePendingUpload({
        uploadId,
        eventCode,
        raceCode,
        kind,
        fileName: opened.file.fileName,
        fileHash: opened.file.fileHash,
        mapping: opened.mapping,
        delimiter,
        sheet,
        bodyExtras,
        edits: edits.edits,
        chunksTotal: chunks.length,
        sent: {},
        savedAt: new Date().toISOString(),
      });
      await upload({ raceCode, kind }, chunks, {}, uploadId);
    } catch (failure) {
      setError(failure);
      setStep({ name: 'preview' });
    }
  }

  async function resume(next: File, saved: PendingUpload) {
    if (!client) return;
    setKind(saved.kind);
    setRaceCode(saved.raceCode);
    setFile(next);
    setDelimiter(saved.delimiter);
    setSheet(saved.sheet);
    const modality = saved.bodyExtras?.modality_id;
    setModalityId(typeof modality === 'number' ? String(modality) : null);
    const { kind: savedKind, delimiter: d, sheet: sh, raceCode: code } = saved;
    const result = await openFile(next, {
      kind: savedKind,
      delimiter: d,
      sheet: sh,
      raceCode: code,
    });
    if (!result) return;
    if (result.file.fileHash !== saved.fileHash) {
      setError(t('imports.resume.otherFile', { file: saved.fileName }));
      return;
    }
    try {
      const mapped = (await client.map(saved.mapping)).counts;
      const counts = (await replayEdits(client, saved.edits)) ?? mapped;
      setOpened({ ...result, mapping: saved.mapping, counts });
      edits.setEdits(saved.edits);
      const { chunks } = await client.chunks(saved.bodyExtras);
      await upload(
        { raceCode: saved.raceCode, kind: saved.kind },
        chunks,
        knownImports(saved),
        saved.uploadId,
      );
    } catch (failure) {
      setError(failure);
      setStep({ name: 'preview' });
    }
  }

  function discardPending() {
    clearPendingUpload(eventCode);
    setPending(null);
  }

  function restart() {
    setFile(null);
    setOpened(null);
    edits.setEdits([]);
    setSheet(undefined);
    setStep({ name: 'source' });
    if (fileInput.current) fileInput.current.value = '';
  }

  const modalityOptions = (race?.modalities ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.name} (#${m.id})`,
  }));
  const canSend = Boolean(
    opened && raceCode && opened.issues.length === 0 && opened.counts.valid > 0,
  );

  return (
    <Stack gap="lg">
      {pending && step.name !== 'sending' && (
        <ResumeNotice
          pending={pending}
          onFile={(f) => void resume(f, pending)}
          onDiscard={discardPending}
        />
      )}
      <SourceStep
        stepIndex={STEP_INDEX[step.name]}
        busy={busy}
        kind={kind}
        onKind={chooseKind}
        races={races.isSuccess ? races.data : undefined}
        racesPending={races.isPending}
        raceCode={raceCode}
        onRace={(code) => {
          setRaceCode(code);
          setModalityId(null);
          // The results review depends on the race: its distance and who holds each bib.
          if (file && kind === 'results')
            void openFile(file, { kind, delimiter, sheet, raceCode: code });
        }}
        fileInput={fileInput}
        onFile={chooseFile}
        file={opened?.file ?? null}
        delimiter={delimiter}
        onDelimiter={(value) => {
          setDelimiter(value);
          if (file) void openFile(file, { kind, delimiter: value });
        }}
        onSheet={(value) => {
          setSheet(value);
          if (file) void openFile(file, { kind, sheet: value });
        }}
        error={error}
        openingRows={step.name === 'opening' ? step.rows : null}
      />

      {client && opened && step.name === 'mapping' && (
        <LazyMappingStep
          opened={opened}
          hideRanking={hideRanking}
          onChange={(columns) => void changeMapping(columns)}
          onContinue={() => {
            rememberMapping(
              opened.mapping.kind,
              opened.columns.map((c) => c.header),
              opened.mapping.columns,
            );
            startTransition(() => setStep({ name: 'preview' }));
          }}
        />
      )}
      {client && opened && step.name === 'preview' && (
        <LazyPreviewStep
          client={client}
          opened={opened}
          kind={kind}
          version={rowsVersion}
          hideRanking={hideRanking}
          raceChosen={Boolean(raceCode)}
          modalityOptions={modalityOptions}
          modalityId={modalityId}
          onModality={setModalityId}
          onFix={edits.fix}
          onReplace={edits.replace}
          onBack={() => startTransition(() => setStep({ name: 'mapping' }))}
          onSend={() => void send()}
          canSend={canSend}
          podium={kind === 'results' && raceCode ? { eventCode, race: race ?? raceCode } : null}
        />
      )}
      {step.name === 'sending' && (
        <UploadStep
          progress={step.progress}
          stopping={stopping}
          onCancel={() => {
            stopRef.current = true;
            setStopping(true);
          }}
        />
      )}
      {client && opened && step.name === 'report' && (
        <LazyReportStep
          client={client}
          fileName={opened.file.fileName}
          progress={step.progress}
          outcomes={step.outcomes}
          csv={step.csv}
          errorsCsv={step.errorsCsv}
          onRestart={restart}
        />
      )}
    </Stack>
  );
}
