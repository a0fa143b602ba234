import { Alert, Badge, Button, Group, Progress, Text } from '@mantine/core';
import { useState } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import { StepPanel } from './step-panel';
import { STALL_AFTER_MS, type UploadProgress } from '@/spreadsheet/upload';

interface UploadStepProps {
  progress: UploadProgress | null;
  stopping: boolean;
  onCancel: () => void;
  /** Stops polling a chunk the hub holds in a word of its own. */
  onStopWatching: () => void;
}

export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${(Math.max(0, ms) / 1000).toFixed(1).replace('.', ',')} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

export function UploadStep({ progress, stopping, onCancel, onStopWatching }: UploadStepProps) {
  const { t, format } = useI18n();
  // "Keep waiting" hides the notice for another bound of the same word.
  const [waitUntil, setWaitUntil] = useState<{ word: string; sinceMs: number } | null>(null);
  const percent =
    progress && progress.rowsTotal ? (progress.rowsDone / progress.rowsTotal) * 100 : 0;
  const reconnecting = progress?.phase === 'reconnecting';
  const says = progress?.phase === 'waiting' ? progress.hubSays : null;
  const stalled =
    says &&
    !says.known &&
    says.sinceMs >= STALL_AFTER_MS &&
    !(waitUntil?.word === says.word && says.sinceMs < waitUntil.sinceMs)
      ? says
      : null;
  const chunk = progress?.current ?? 0;
  return (
    <StepPanel
      title={t('imports.sending.title')}
      aside={
        reconnecting ? (
          <Badge color="orange" variant="light" size="lg">
            {t('imports.sending.reconnecting')}
          </Badge>
        ) : (
          <Badge variant="light" size="lg">
            {says && !says.known
              ? t('imports.sending.hubSays', { word: says.word, n: chunk })
              : progress?.phase === 'waiting'
                ? t('imports.sending.waiting', { n: chunk })
                : t('imports.sending.sending')}
          </Badge>
        )
      }
    >
      <Progress
        value={percent}
        size="xl"
        radius="md"
        striped
        animated={!reconnecting}
        color={reconnecting ? 'orange' : undefined}
        aria-label={t('imports.sending.progress')}
      />
      <Text role="status" size="sm">
        {progress
          ? t('imports.sending.status', {
              rows: format.number(progress.rowsDone),
              total: format.number(progress.rowsTotal),
              chunks: progress.chunksDone,
              chunksTotal: progress.chunksTotal,
            })
          : t('imports.sending.preparing')}
        {progress?.etaMs != null && progress.chunksDone < progress.chunksTotal
          ? ` · ${t('imports.sending.eta', { time: formatDuration(progress.etaMs) })}`
          : ''}
      </Text>
      {stalled && (
        <Alert
          color="yellow"
          title={t('imports.sending.stalled.title', {
            word: stalled.word,
            n: chunk,
            time: formatDuration(stalled.sinceMs),
          })}
        >
          <Text size="sm">{t('imports.sending.stalled.body')}</Text>
          <Group mt="sm" gap="sm">
            <Button
              size="xs"
              onClick={() =>
                setWaitUntil({ word: stalled.word, sinceMs: stalled.sinceMs + STALL_AFTER_MS })
              }
            >
              {t('imports.sending.stalled.wait')}
            </Button>
            <Button size="xs" variant="default" onClick={onStopWatching} disabled={stopping}>
              {t('imports.sending.stalled.stop')}
            </Button>
          </Group>
        </Alert>
      )}
      {reconnecting && (
        <Text size="sm" c="dimmed">
          {t('imports.sending.reconnectingHelp')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={onCancel} disabled={stopping}>
          {stopping ? t('imports.sending.stopping') : t('imports.sending.cancel')}
        </Button>
      </Group>
    </StepPanel>
  );
}
