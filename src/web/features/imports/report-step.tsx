import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import { OUTCOME_LABELS, type RowOutcome } from './pipeline/report';
import type { PipelineClient } from './pipeline-client';
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
  onRestart: () => void;
}

export const reportFileName = (fileName: string) =>
  `${fileName.replace(/\.[^.]+$/, '')}-relatorio.csv`;

export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ReportStep({
  client,
  fileName,
  progress,
  outcomes,
  csv,
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
  const title =
    progress.phase === 'cancelled'
      ? t('imports.report.cancelled')
      : progress.phase === 'failed'
        ? t('imports.report.failed')
        : t('imports.report.done');

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {t('imports.report.subtitle', {
                chunks: progress.chunksDone,
                total: progress.chunksTotal,
                duration: formatDuration(summary.duration_ms),
              })}
            </Text>
          </div>
          <Group>
            <Button variant="default" onClick={onRestart}>
              {t('imports.report.again')}
            </Button>
            <Button onClick={() => downloadText(csv, reportFileName(fileName))}>
              {t('imports.report.download')}
            </Button>
          </Group>
        </Group>
        {progress.error && (
          <Text c="red" size="sm">
            {progress.error}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <StatCard label={t('imports.outcome.created')} value={outcomes.created} color="teal" />
          <StatCard label={t('imports.outcome.updated')} value={outcomes.updated} color="blue" />
          <StatCard label={t('imports.outcome.imported')} value={outcomes.imported} color="cyan" />
          <StatCard
            label={t('imports.outcome.conflict')}
            value={outcomes.conflict}
            color="orange"
          />
          <StatCard label={t('imports.outcome.error')} value={outcomes.error} color="red" />
          <StatCard label={t('imports.outcome.skipped')} value={outcomes.skipped} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('imports.report.hub', {
            received: summary.total_received,
            created: summary.created,
            updated: summary.updated,
            conflicts: summary.conflicts,
            errors: summary.errors,
          })}
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
      </Stack>
    </Paper>
  );
}
