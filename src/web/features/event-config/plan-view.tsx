import { Alert, Badge, Box, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import type { EventConfig } from '@/contract/event-config';
import type { PlanAction, PlanItem } from '@/contract/event-plan';
import type { ItemResult } from '@/contract/event-sync';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import { hubErrorText } from '@/web/lib/hub-error';
import { dateChanges } from './config-dates';

/* What the copy page shows of a plan: the dates moved, the plan per item, the apply's progress. */

const ACTION_COLOR: Record<PlanAction, string> = {
  create: 'teal',
  unchanged: 'gray',
  update: 'blue',
  cannot_update: 'orange',
  unknown: 'yellow',
};
const RESULT_COLOR: Record<ItemResult['outcome'], string> = {
  done: 'teal',
  unchanged: 'gray',
  skipped: 'orange',
  failed: 'red',
  not_tried: 'gray',
};

export const writes = (plan: readonly PlanItem[]) =>
  plan.filter((item) => item.action === 'create' || item.action === 'update');

export function DatesTable({ file, wanted }: { file: EventConfig; wanted: EventConfig }) {
  const { t, format } = useI18n();
  const changes = dateChanges(file, wanted);
  if (changes.length === 0) return null;
  return (
    <TabSection title={t('eventConfig.dates')}>
      <Box style={{ overflowX: 'auto' }}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('eventConfig.dates.item')}</Table.Th>
              <Table.Th>{t('eventConfig.dates.before')}</Table.Th>
              <Table.Th>{t('eventConfig.dates.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={`${change.kind}:${change.name}`}>
                <Table.Td>
                  {change.kind === 'raceStart'
                    ? t('eventConfig.dates.raceStart', { code: change.name })
                    : t(
                        change.kind === 'batchStart'
                          ? 'eventConfig.dates.batchStart'
                          : 'eventConfig.dates.batchEnd',
                        { name: change.name },
                      )}
                </Table.Td>
                <Table.Td c="dimmed">{format.dateTime(change.before)}</Table.Td>
                <Table.Td fw={600}>{format.dateTime(change.after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </TabSection>
  );
}

/** A value of the plan as a person reads it: dates formatted, discounts and payouts in words. */
function useShow() {
  const { t, format } = useI18n();
  const show = (value: unknown): string => {
    if (value === undefined || value === null || value === '') return t('eventConfig.none');
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value))
      return format.dateTime(value);
    if (typeof value === 'boolean') return value ? t('value.yes') : t('value.no');
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (Array.isArray(value))
      return value.length ? value.map(show).join('; ') : t('eventConfig.none');
    const item = value as Record<string, unknown>;
    if ('discount_type' in item) {
      // A word of another hub's (the spec leaves it open) is shown as it came.
      const amount =
        item.discount_type === 'percent'
          ? `${String(item.value)}%`
          : item.discount_type === 'fixed'
            ? format.money(Number(item.value))
            : `${String(item.value)} ${String(item.discount_type)}`;
      const type = `legalDiscounts.type.${String(item.type)}` as const;
      return `${t(type as 'legalDiscounts.type.pcd')} ${amount}${item.enabled === false ? ` (${t('eventConfig.off')})` : ''}`;
    }
    if ('offset_days' in item)
      return t('eventConfig.payout', {
        percent: String(item.percent),
        days: Number(item.offset_days),
      });
    return JSON.stringify(value);
  };
  return show;
}

export function PlanTable({ plan, results }: { plan: PlanItem[]; results: ItemResult[] | null }) {
  const { t } = useI18n();
  const show = useShow();
  const count = (action: PlanAction) => plan.filter((item) => item.action === action).length;
  const outcome = (index: number) => results?.[index];
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('eventConfig.plan.summary', {
          create: count('create'),
          update: count('update'),
          unchanged: count('unchanged'),
          cannot: count('cannot_update'),
          unknown: count('unknown'),
        })}
      </Text>
      {writes(plan).length === 0 && count('cannot_update') === 0 && count('unknown') === 0 && (
        <Alert color="teal" variant="light">
          {t('eventConfig.plan.nothing')}
        </Alert>
      )}
      {count('cannot_update') > 0 && (
        <Text size="sm" c="dimmed">
          {t('eventConfig.cannotUpdate.help')}
        </Text>
      )}
      <Box style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('eventConfig.plan.item')}</Table.Th>
              <Table.Th>{t('eventConfig.plan.action')}</Table.Th>
              <Table.Th>{t('eventConfig.plan.differs')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.map((item, index) => {
              const result = outcome(index);
              return (
                <Table.Tr key={`${item.kind}:${item.key}`} data-action={item.action}>
                  <Table.Td>
                    <Text size="sm" fw={600} span>
                      {t(`eventConfig.kind.${item.kind}`)}
                    </Text>
                    {item.kind !== item.key && (
                      <Text size="sm" span ff="monospace" ml={6}>
                        {item.key}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Badge variant="light" color={ACTION_COLOR[item.action]}>
                        {t(`eventConfig.action.${item.action}`)}
                      </Badge>
                      {result && (
                        <Badge variant="outline" color={RESULT_COLOR[result.outcome]}>
                          {t(`eventConfig.result.${result.outcome}`)}
                        </Badge>
                      )}
                    </Group>
                    {result?.error !== undefined && (
                      <Text size="xs" c="red.9" mt={4}>
                        {hubErrorText(result.error)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {item.differs.map((diff) => (
                      <Text key={diff.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {diff.field !== item.kind && (
                          <Text span size="xs" ff="monospace">
                            {diff.field}:{' '}
                          </Text>
                        )}
                        <Text span size="xs" c="dimmed">
                          {show(diff.before)}
                        </Text>
                        {' → '}
                        {show(diff.after)}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

export function ApplyProgress({
  results,
  total,
  running,
}: {
  results: ItemResult[];
  total: number;
  running: boolean;
}) {
  const { t } = useI18n();
  const written = results.filter((r) => r.outcome === 'done').length;
  const failed = results.find((r) => r.outcome === 'failed');
  return (
    <Paper withBorder p="md" aria-live="polite">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('eventConfig.apply.progress', { done: results.length, total })}
          </Text>
        </Group>
        <Progress
          value={total ? (results.length / total) * 100 : 100}
          color={failed ? 'red' : 'teal'}
          animated={running}
          aria-label={t('eventConfig.apply.progress', { done: results.length, total })}
        />
        {!running && failed && (
          <Alert color="red" variant="light" role="alert">
            {t('eventConfig.apply.stopped', {
              item: `${t(`eventConfig.kind.${failed.item.kind}`)} ${failed.item.key}`,
              count: written,
            })}
          </Alert>
        )}
        {!running && !failed && results.length === total && (
          <Alert color="teal" variant="light" role="status">
            {t('eventConfig.apply.done', { count: written })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
