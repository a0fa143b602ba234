import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import { fetchImportStatus, importQueries, sendChunk } from './import-queries';
import { MappingStep } from './mapping-step';
import type { OpenedFile } from './opened-file';
import { recallMapping, rememberMapping } from './mapping-memory';
import type { Delimiter } from './pipeline/read-csv';
import type { RowOutcome } from './pipeline/report';
import type { ColumnMapping, ImportKind } from './pipeline/types';
import {
  createPipelineClient,
  createWorkerPort,
  type PipelineClient,
  type PipelinePort,
} from './pipeline-client';
import { PreviewStep } from './preview-step';
import { ReportStep } from './report-step';
import { ResumeNotice } from './resume-notice';
import { SourceStep } from './source-step';
import { replayEdits, useTableEdits } from './table-edits';
import { runUpload, type UploadProgress } from './upload-machine';
import { UploadStep } from './upload-step';
import {
  clearPendingUpload,
  knownImports,
  loadPendingUpload,
  newUploadId,
  recordSentChunk,
  savePendingUpload,
  type PendingUpload,
  uploadKey,
} from './upload-store';
import type { ChunkInfo } from './worker-host';

export const RANKING_FIELDS = ['overall_position', 'category_position'];

type Step =
  | { name: 'source' }
  | { name: 'opening'; rows: number }
  | { name: 'mapping' }
  | { name: 'preview' }
  | { name: 'sending'; progress: UploadProgress | null }
  | {
      name: 'report';
      progress: UploadProgress;
      outcomes: Record<RowOutcome, number>;
      csv: string;
      errorsCsv: string;
    };

const STEP_INDEX: Record<Step['name'], number> = {
  source: 0,
  opening: 0,
  mapping: 1,
  preview: 2,
  sending: 3,
  report: 4,
};

interface ImportWizardProps {
  eventCode: string;
  createPort?: () => PipelinePort;
}

/* Steps change in transitions: React renders a big step in slices, so no task blocks input. */
export function ImportWizard({ eventCode, createPort = createWorkerPort }: ImportWizardProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const races = useQuery(importQueries.races(eventCode));
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

  function withoutRanking(mapping: ColumnMapping): ColumnMapping {
    if (!hideRanking) return mapping;
    return {
      ...mapping,
      columns: mapping.columns.map((f) => (f && RANKING_FIELDS.includes(f) ? null : f)),
    };
  }

  async function openFile(
    next: File,
    options: { kind: ImportKind; delimiter?: Delimiter; sheet?: string },
  ): Promise<OpenedFile | null> {
    if (!client) return null;
    setError(null);
    setStep({ name: 'opening', rows: 0 });
    try {
      const source = { fileName: next.name, source: next, distanceKm: race?.distance ?? null };
      const answer = await client.open({ ...source, ...options }, (rows) =>
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
    const transport = {
      send: async (chunk: ChunkInfo) =>
        sendChunk(
          { eventCode, ...target },
          uploadKey(chunk.idempotencyKey, uploadId),
          (await client.body(chunk.number)).json,
        ),
      status: (importId: number) => fetchImportStatus(eventCode, target.kind, importId),
    };
    const progress = await runUpload({
      chunks,
      transport,
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
    void queryClient.invalidateQueries({ queryKey: importQueries.histories(eventCode) });
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
    const result = await openFile(next, {
      kind: saved.kind,
      delimiter: saved.delimiter,
      sheet: saved.sheet,
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
        <MappingStep
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
        <PreviewStep
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
        <ReportStep
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
