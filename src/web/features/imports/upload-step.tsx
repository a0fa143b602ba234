import { Badge, Button, Group, Progress, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { StepPanel } from './step-panel';
import type { UploadProgress } from './upload-machine';

interface UploadStepProps {
  progress: UploadProgress | null;
  stopping: boolean;
  onCancel: () => void;
}

export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${(Math.max(0, ms) / 1000).toFixed(1).replace('.', ',')} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

export function UploadStep({ progress, stopping, onCancel }: UploadStepProps) {
  const { t, format } = useI18n();
  const percent =
    progress && progress.rowsTotal ? (progress.rowsDone / progress.rowsTotal) * 100 : 0;
  const reconnecting = progress?.phase === 'reconnecting';
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
            {progress?.phase === 'waiting'
              ? t('imports.sending.waiting', { n: progress.current ?? 0 })
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
