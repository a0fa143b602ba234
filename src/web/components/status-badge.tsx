import { Badge, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

const KNOWN: Record<string, { label: MessageKey; color: string }> = {
  active: { label: 'status.active', color: 'teal' },
  inactive: { label: 'status.inactive', color: 'gray' },
  suspended: { label: 'status.suspended', color: 'orange' },
};

/** Known statuses get a label and colour; anything else a hub sends is shown as it came. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const known = KNOWN[status];
  if (!known) return <Text size="sm">{status}</Text>;
  return (
    <Badge color={known.color} variant="light">
      {t(known.label)}
    </Badge>
  );
}
