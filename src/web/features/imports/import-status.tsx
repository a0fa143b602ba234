import { Badge, Text } from '@mantine/core';
import type { ImportStatus } from '@/contract/imports';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

const STATUS: Record<string, { label: MessageKey; color: string }> = {
  queued: { label: 'imports.status.queued', color: 'gray' },
  processing: { label: 'imports.status.processing', color: 'blue' },
  completed: { label: 'imports.status.completed', color: 'teal' },
  failed: { label: 'imports.status.failed', color: 'red' },
};

/** The race of an import, whatever its kind (the spec names it for results only). */
export const raceOf = (item: ImportStatus): string => item.race ?? item.race_code ?? '—';
export function ImportStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const known = STATUS[status];
  if (!known) return <Text size="sm">{status}</Text>;
  return (
    <Badge color={known.color} variant="light">
      {t(known.label)}
    </Badge>
  );
}
