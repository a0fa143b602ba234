import { Paper, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';

export function StatCard({
  label,
  value,
  color,
  hint,
}: {
  label: string;
  value: number | string;
  color?: string;
  /** A line under the value, e.g. where the errors come from. */
  hint?: string;
}) {
  const { format } = useI18n();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {typeof value === 'number' ? format.number(value) : value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
