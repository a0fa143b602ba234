import { Button, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import { downloadText } from '@/web/lib/csv';
import { OUTCOME_LABELS, type RowOutcome } from './pipeline/report';
import type { PipelineClient } from './pipeline-client';
import { StepPanel } from './step-panel';
import { RowTable, type RowColumn } from './row-table';
import classes from './row-table.module.css';
import { StatCard } from './stat-card';
import type { UploadProgress } from './upload-machine';
import { formatDuration } from './upload-step';

interface ReportStepProps {
  client: PipelineClient;
  fileName: string;
  progress: UploadProgress;
  outcomes: Record<RowOutcome, number>;
  csv: string;
  /** Only the rows that ended as error or conflict. */
  errorsCsv: string;
  onRestart: () => void;
}

export const reportFileName = (fileName: string, suffix = 'relatorio') =>
  `${fileName.replace(/\.[^.]+$/, '')}-${suffix}.csv`;

/** Every row ends as one of these; the rarer ones show only when some row did. */
const OUTCOME_CARDS: { outcome: RowOutcome; color?: string; always: boolean }[] = [
  { outcome: 'created', color: 'teal', always: true },
  { outcome: 'updated', color: 'blue', always: true },
  { outcome: 'unchanged', color: 'gray', always: true },
  { outcome: 'imported', color: 'cyan', always: false },
  { outcome: 'conflict', color: 'orange', always: true },
  { outcome: 'error', color: 'red', always: true },
  { outcome: 'blank', always: true },
  { outcome: 'skipped', color: 'yellow', always: false },
];

export function ReportStep({
  client,
  fileName,
  progress,
  outcomes,
  csv,
  errorsCsv,
  onRestart,
}: ReportStepProps) {
  const { t } = useI18n();
  const [indexes, setIndexes] = useState<Int32Array | null>(null);

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
            {row.outcome ? OUTCOME_LABELS[row.outcome] : ''}
          </span>
        ),
      },
      {
        key: 'messages',
        header: t('imports.report.messages'),
        width: 'minmax(0, 1fr)',
        render: (row) => {
          const text = (row.messages ?? []).join(' · ');
          return <span title={text}>{text}</span>;
        },
      },
    ],
    [t],
  );

  const { summary } = progress;
  const resultsOf = progress.statuses.find((s) => s?.kind === 'results' && s.race_code);
  const cards = OUTCOME_CARDS.filter((card) => card.always || outcomes[card.outcome] > 0);
  const toFix = outcomes.error + outcomes.conflict;
  const hub = {
    received: summary.total_received,
    created: summary.created,
    updated: summary.updated,
    conflicts: summary.conflicts,
    errors: summary.errors,
  };
  const title =
    progress.phase === 'cancelled'
      ? t('imports.report.cancelled')
      : progress.phase === 'failed'
        ? t('imports.report.failed')
        : t('imports.report.done');

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
      <SimpleGrid cols={{ base: 2, sm: 4, lg: cards.length }} spacing="sm">
        {cards.map(({ outcome, color }) => (
          <StatCard
            key={outcome}
            label={t(`imports.outcome.${outcome}`)}
            value={outcomes[outcome]}
            color={color}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {summary.unchanged === undefined
          ? t('imports.report.hub', hub)
          : t('imports.report.hubUnchanged', { ...hub, unchanged: summary.unchanged })}
      </Text>
      <Title order={4} size="h5">
        {t('imports.report.notImported')}
      </Title>
      {indexes && (
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
