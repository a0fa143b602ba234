import {
  Alert,
  Button,
  Group,
  Input,
  NativeSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { Race } from '@/contract/races';
import { useI18n } from '@/web/i18n/i18n';
import { fetchImportStatus, importQueries, sendChunk } from './import-queries';
import { MappingStep } from './mapping-step';
import { recallMapping, rememberMapping } from './mapping-memory';
import type { ColumnPreview, MappingIssue, ProposedMapping } from './pipeline/mapping';
import type { Delimiter } from './pipeline/read-csv';
import type { RowCounts, RowOutcome } from './pipeline/report';
import type { FileInfo } from './pipeline/session';
import type { ColumnMapping, ImportKind } from './pipeline/types';
import {
  createPipelineClient,
  createWorkerPort,
  type PipelineClient,
  type PipelinePort,
} from './pipeline-client';
import { PreviewStep } from './preview-step';
import { ReportStep } from './report-step';
import { runUpload, type UploadProgress } from './upload-machine';
import { UploadStep } from './upload-step';
import {
  clearPendingUpload,
  knownImports,
  loadPendingUpload,
  newUploadId,
  recordSentChunk,
  savePendingUpload,
  type CellFix,
  type PendingUpload,
  uploadKey,
} from './upload-store';
import type { ChunkInfo } from './worker-host';

export const RANKING_FIELDS = ['overall_position', 'category_position'];

export interface OpenedFile {
  file: FileInfo;
  columns: ColumnPreview[];
  mapping: ColumnMapping;
  issues: MappingIssue[];
  counts: RowCounts;
  remembered: boolean;
  /** Per column of a results file: what its values said, and how sure that is. */
  guesses: ProposedMapping['guesses'];
}

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
    };

const STEP_INDEX: Record<Step['name'], number> = {
  source: 0,
  opening: 0,
  mapping: 1,
  preview: 2,
  sending: 3,
  report: 4,
};

const ACCEPT = '.csv,.txt,.xlsx';
const DELIMITER_OPTIONS: { value: string; key: 'auto' | 'semicolon' | 'comma' | 'tab' }[] = [
  { value: '', key: 'auto' },
  { value: ';', key: 'semicolon' },
  { value: ',', key: 'comma' },
  { value: '\t', key: 'tab' },
];

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
  const [fixes, setFixes] = useState<CellFix[]>([]);
  const [modalityId, setModalityId] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'source' });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingUpload | null>(() => loadPendingUpload(eventCode));
  const [rowsVersion, setRowsVersion] = useState(0);
  const stopRef = useRef(false);
  const [stopping, setStopping] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => client.close(), [client]);

  const raceList = races.data ?? null;
  const race: Race | null = raceList?.find((r) => r.code === raceCode) ?? null;
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
      setFixes([]);
      setRowsVersion((v) => v + 1);
      startTransition(() => setStep({ name: 'mapping' }));
      return result;
    } catch (failure) {
      setOpened(null);
      setError(failure instanceof Error ? failure.message : String(failure));
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
      setFixes([]);
      setRowsVersion((v) => v + 1);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  async function fixCell(rowIndex: number, columnIndex: number, value: string) {
    if (!client) return;
    const { issues, counts } = await client.fix(rowIndex, columnIndex, value);
    setFixes((list) => [
      ...list.filter((f) => f.rowIndex !== rowIndex || f.columnIndex !== columnIndex),
      { rowIndex, columnIndex, value },
    ]);
    setOpened((current) => current && { ...current, issues, counts });
    setRowsVersion((v) => v + 1);
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
    startTransition(() =>
      setStep({ name: 'report', progress, outcomes: report.outcomes, csv: report.csv }),
    );
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
        fixes,
        chunksTotal: chunks.length,
        sent: {},
        savedAt: new Date().toISOString(),
      });
      await upload({ raceCode, kind }, chunks, {}, uploadId);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
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
      let counts = (await client.map(saved.mapping)).counts;
      for (const fix of saved.fixes)
        counts = (await client.fix(fix.rowIndex, fix.columnIndex, fix.value)).counts;
      setOpened({ ...result, mapping: saved.mapping, counts });
      setFixes(saved.fixes);
      const { chunks } = await client.chunks(saved.bodyExtras);
      await upload(
        { raceCode: saved.raceCode, kind: saved.kind },
        chunks,
        knownImports(saved),
        saved.uploadId,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
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
    setFixes([]);
    setSheet(undefined);
    setStep({ name: 'source' });
    if (fileInput.current) fileInput.current.value = '';
  }

  const raceOptions = (raceList ?? []).map((r) => ({
    value: r.code,
    label: `${r.code} · ${r.name}`,
  }));
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
      <Paper withBorder radius="md" p="lg">
        <Stack gap="lg">
          <Stepper active={STEP_INDEX[step.name]} size="sm" allowNextStepsSelect={false}>
            <Stepper.Step label={t('imports.step.file')} />
            <Stepper.Step label={t('imports.step.mapping')} />
            <Stepper.Step label={t('imports.step.preview')} />
            <Stepper.Step label={t('imports.step.sending')} />
            <Stepper.Step label={t('imports.step.report')} />
          </Stepper>
          <Group align="flex-end" gap="md" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="imports-kind-label">
                {t('imports.kind.label')}
              </Text>
              <SegmentedControl
                aria-labelledby="imports-kind-label"
                value={kind}
                disabled={busy}
                onChange={(value) => chooseKind(value as ImportKind)}
                data={[
                  { value: 'registrations', label: t('imports.kind.registrations') },
                  { value: 'results', label: t('imports.kind.results') },
                ]}
              />
            </Stack>
            {raceList === null && races.isSuccess ? (
              <TextInput
                label={t('imports.race.code')}
                description={t('imports.race.typed')}
                value={raceCode}
                disabled={busy}
                onChange={(event) => setRaceCode(event.currentTarget.value.trim())}
                w={220}
              />
            ) : (
              <Select
                label={t('imports.race.label')}
                placeholder={races.isPending ? t('imports.race.loading') : t('imports.race.pick')}
                data={raceOptions}
                value={raceCode || null}
                disabled={busy}
                onChange={(value) => {
                  setRaceCode(value ?? '');
                  setModalityId(null);
                }}
                searchable
                w={300}
              />
            )}
            <Input.Wrapper
              label={t('imports.file.label')}
              description={t('imports.file.help')}
              id="imports-file"
            >
              <input
                ref={fileInput}
                id="imports-file"
                aria-describedby="imports-file-description"
                type="file"
                accept={ACCEPT}
                disabled={busy}
                onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
                style={{ display: 'block', paddingTop: 6 }}
              />
            </Input.Wrapper>
            {opened?.file.format === 'csv' && (
              <NativeSelect
                label={t('imports.delimiter.label')}
                value={delimiter ?? ''}
                disabled={busy}
                data={DELIMITER_OPTIONS.map((o) => ({
                  value: o.value,
                  label:
                    o.value === ''
                      ? t('imports.delimiter.auto', {
                          detected: delimiterSymbol(opened.file.detectedDelimiter),
                        })
                      : t(`imports.delimiter.${o.key}`),
                }))}
                onChange={(event) => {
                  const value = (event.currentTarget.value || undefined) as Delimiter | undefined;
                  setDelimiter(value);
                  if (file) void openFile(file, { kind, delimiter: value });
                }}
                w={250}
              />
            )}
            {opened?.file.format === 'xlsx' && (opened.file.sheetNames?.length ?? 0) > 1 && (
              <NativeSelect
                label={t('imports.sheet.label')}
                value={opened.file.sheet ?? ''}
                disabled={busy}
                data={opened.file.sheetNames ?? []}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setSheet(value);
                  if (file) void openFile(file, { kind, sheet: value });
                }}
                w={200}
              />
            )}
          </Group>
          {error && (
            <Alert color="red" variant="light" title={t('imports.error.title')}>
              {error}
            </Alert>
          )}
          {step.name === 'source' && !opened && (
            <Text c="dimmed" size="sm">
              {t('imports.source.hint')}
            </Text>
          )}
          {step.name === 'opening' && (
            <Text role="status" size="sm">
              {step.rows > 0
                ? t('imports.opening.rows', { rows: step.rows.toLocaleString('pt-BR') })
                : t('imports.opening.start')}
            </Text>
          )}
        </Stack>
      </Paper>

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
          onFix={fixCell}
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
          onRestart={restart}
        />
      )}
    </Stack>
  );
}

function delimiterSymbol(delimiter: Delimiter | undefined) {
  return delimiter === '\t' ? 'Tab' : (delimiter ?? ';');
}

function ResumeNotice({
  pending,
  onFile,
  onDiscard,
}: {
  pending: PendingUpload;
  onFile: (file: File) => void;
  onDiscard: () => void;
}) {
  const { t, format } = useI18n();
  const accepted = Object.keys(pending.sent).length;
  return (
    <Alert color="orange" variant="light" title={t('imports.resume.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('imports.resume.description', {
            file: pending.fileName,
            race: pending.raceCode,
            accepted,
            total: pending.chunksTotal,
            date: format.dateTime(pending.savedAt),
          })}
        </Text>
        <Group align="flex-end" gap="md">
          <Input.Wrapper label={t('imports.resume.pick')} id="imports-resume-file">
            <input
              id="imports-resume-file"
              type="file"
              accept={ACCEPT}
              onChange={(event) => {
                const picked = event.currentTarget.files?.[0];
                if (picked) onFile(picked);
              }}
              style={{ display: 'block', paddingTop: 6 }}
            />
          </Input.Wrapper>
          <Button variant="default" onClick={onDiscard}>
            {t('imports.resume.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export function ImportsTitle() {
  const { t } = useI18n();
  return (
    <div>
      <Title order={2} size="h3">
        {t('imports.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('imports.subtitle')}
      </Text>
    </div>
  );
}
