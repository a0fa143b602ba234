import { Badge, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

export type KnownStatuses = Record<string, { label: MessageKey; color: string }>;

const GENERIC: KnownStatuses = {
  active: { label: 'status.active', color: 'teal' },
  inactive: { label: 'status.inactive', color: 'gray' },
  suspended: { label: 'status.suspended', color: 'orange' },
};

/**
 * Known statuses (the generic ones unless `known` names others) get a label and colour; anything
 * else a hub sends is shown as it came.
 */
export function StatusBadge({
  status,
  known: labels = GENERIC,
}: {
  status: string;
  known?: KnownStatuses;
}) {
  const { t } = useI18n();
  const known = labels[status];
  if (!known) return <Text size="sm">{status}</Text>;
  return (
    <Badge color={known.color} variant="light">
      {t(known.label)}
    </Badge>
  );
}
