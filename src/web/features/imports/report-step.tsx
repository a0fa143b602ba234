import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import { downloadBlob, downloadText } from '@/web/lib/download';
import type { TranslateParams } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import type { ReportCounts } from '@/spreadsheet/report';
import { localizeRowText } from './row-text';
import type { PipelineClient } from './pipeline-client';
import { StepPanel } from './step-panel';
import { RowTable, type RowColumn } from './row-table';
import { RowCards } from './row-cards';
import classes from './row-table.module.css';
import { StatCard } from './stat-card';
import type { UploadProgress } from '@/spreadsheet/upload';
import { formatDuration } from './upload-step';

interface ReportStepProps {
  client: PipelineClient;
  fileName: string;
  progress: UploadProgress;
  counts: ReportCounts;
  csv: string;
  /** Only the rows that ended as error or conflict. */
  errorsCsv: string;
  /** The report as an `.xlsx`, its bad cells filled, built when asked. */
  xlsx: () => Promise<Blob>;
  onRestart: () => void;
}

export const reportFileName = (fileName: string, suffix = 'relatorio', extension = 'csv') =>
  `${fileName.replace(/\.[^.]+$/, '')}-${suffix}.${extension}`;

/** The counters, each a row's one outcome: together they are the file's rows. */
const COUNTER_CARDS: { counter: Counter; label: MessageKey; color?: string; always: boolean }[] = [
  { counter: 'created', label: 'imports.outcome.created', color: 'teal', always: true },
  { counter: 'updated', label: 'imports.outcome.updated', color: 'blue', always: true },
  { counter: 'unchanged', label: 'imports.outcome.unchanged', color: 'gray', always: true },
  { counter: 'imported', label: 'imports.outcome.imported', color: 'cyan', always: false },
  { counter: 'conflict', label: 'imports.outcome.conflict', color: 'orange', always: true },
  { counter: 'error', label: 'imports.outcome.error', color: 'red', always: true },
  { counter: 'notSent', label: 'imports.outcome.skipped', color: 'yellow', always: true },
  { counter: 'blank', label: 'imports.outcome.blank', always: false },
];
type Counter = Exclude<keyof ReportCounts, 'rows' | 'fileErrors' | 'hubErrors'>;

/** What happened, in one line: the report's title. */
export function reportTitle(
  t: (key: MessageKey, params?: TranslateParams) => string,
  phase: UploadProgress['phase'],
  counts: ReportCounts,
): string {
  const imported = counts.created + counts.updated + counts.unchanged + counts.imported;
  if (phase === 'cancelled') return t('imports.report.title.cancelled', { n: imported });
  if (phase === 'failed') return t('imports.report.title.failed', { n: imported });
  if (imported === 0) return t('imports.report.title.none');
  // Conflicts and errors are told apart, as the counters below tell them.
  if (counts.conflict > 0 && counts.error > 0)
    return t('imports.report.title.conflictsAndErrors', {
      conflicts: counts.conflict,
      errors: counts.error,
    });
  if (counts.conflict > 0) return t('imports.report.title.conflicts', { n: counts.conflict });
  if (counts.error > 0) return t('imports.report.title.problems', { n: counts.error });
  if (counts.notSent > 0) return t('imports.report.title.notSent', { n: counts.notSent });
  return t('imports.report.title.done', { n: imported });
}

export function ReportStep({
  client,
  fileName,
  progress,
  counts,
  csv,
  errorsCsv,
  xlsx,
  onRestart,
}: ReportStepProps) {
  const { t, format, language } = useI18n();
  const [building, setBuilding] = useState(false);
  const [xlsxError, setXlsxError] = useState<string | null>(null);
  const downloadXlsx = () => {
    setBuilding(true);
    setXlsxError(null);
    xlsx()
      .then((blob) => downloadBlob(blob, reportFileName(fileName, 'relatorio', 'xlsx')))
      .catch((error: unknown) =>
        setXlsxError(
          t('imports.report.downloadXlsxFailed', {
            message: error instanceof Error ? error.message : String(error),
          }),
        ),
      )
      .finally(() => setBuilding(false));
  };
  const [indexes, setIndexes] = useState<Int32Array | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');

  useEffect(() => {
    let live = true;
    client.view('not-imported').then(
      (answer) => live && setIndexes(answer.indexes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);

  const columns = useMemo<RowColumn[]>(
    () => [
      {
        key: 'outcome',
        header: t('imports.report.outcome'),
        width: 'minmax(0, 10rem)',
        render: (row) => (
          <span
            className={classes.message}
            data-severity={row.outcome === 'skipped' ? 'warning' : 'error'}
          >
            {row.outcome ? t(`imports.rowOutcome.${row.outcome}`) : ''}
          </span>
        ),
      },
      {
        key: 'messages',
        header: t('imports.report.messages'),
        width: 'minmax(0, 1fr)',
        render: (row) => {
          const text = (row.messages ?? []).map((m) => localizeRowText(m, language)).join(' · ');
          return <span title={text}>{text}</span>;
        },
      },
    ],
    [t, language],
  );

  const { summary } = progress;
  const resultsOf = progress.statuses.find((s) => s?.kind === 'results' && s.race_code);
  const cards = COUNTER_CARDS.filter((card) => card.always || counts[card.counter] > 0);
  const toFix = counts.error + counts.conflict;
  const parts = cards.map(
    (card) => `${format.number(counts[card.counter])} ${t(card.label).toLowerCase()}`,
  );
  const title = reportTitle(t, progress.phase, counts);

  return (
    <StepPanel
      title={title}
      subtitle={t('imports.report.subtitle', {
        chunks: progress.chunksDone,
        total: progress.chunksTotal,
        duration: formatDuration(summary.duration_ms),
      })}
      align="flex-start"
      aside={
        <Group>
          {resultsOf && (
            <Button
              variant="light"
              renderRoot={(props) => (
                <Link
                  to="/events/$eventCode/results"
                  params={{ eventCode: resultsOf.event_code }}
                  search={{ race: resultsOf.race_code }}
                  {...props}
                />
              )}
            >
              {t('results.view')}
            </Button>
          )}
          <Button variant="default" onClick={onRestart}>
            {t('imports.report.again')}
          </Button>
          <Button
            variant="light"
            color="red"
            disabled={toFix === 0}
            onClick={() => downloadText(errorsCsv, reportFileName(fileName, 'erros'))}
          >
            {t('imports.report.downloadErrors')}
          </Button>
          <Button variant="light" loading={building} onClick={downloadXlsx}>
            {t('imports.report.downloadXlsx')}
          </Button>
          <Button onClick={() => downloadText(csv, reportFileName(fileName))}>
            {t('imports.report.download')}
          </Button>
        </Group>
      }
    >
      {progress.error && (
        <Text c="red" size="sm">
          {progress.error}
        </Text>
      )}
      {xlsxError && (
        <Text c="red" size="sm" role="alert">
          {xlsxError}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4, lg: cards.length }} spacing="sm">
        {cards.map(({ counter, label, color }) => (
          <StatCard
            key={counter}
            label={t(label)}
            value={counts[counter]}
            color={color}
            hint={
              counter === 'error' && counts.error > 0
                ? t('imports.report.errorSources', {
                    file: format.number(counts.fileErrors),
                    hub: format.number(counts.hubErrors),
                  })
                : undefined
            }
          />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('imports.report.sum', { rows: format.number(counts.rows), parts: parts.join(', ') })}
      </Text>
      <Title order={4} size="h5">
        {t('imports.report.notImported')}
      </Title>
      {indexes && phone && (
        <RowCards
          client={client}
          indexes={indexes}
          version={0}
          label={t('imports.report.table')}
          empty={t('imports.report.allImported')}
          render={(row) => (
            <Stack gap={4}>
              {columns.map((column) => (
                <div key={column.key}>{column.render(row)}</div>
              ))}
            </Stack>
          )}
        />
      )}
      {indexes && !phone && (
        <RowTable
          client={client}
          indexes={indexes}
          version={0}
          columns={columns}
          label={t('imports.report.table')}
          empty={t('imports.report.allImported')}
        />
      )}
    </StepPanel>
  );
}
