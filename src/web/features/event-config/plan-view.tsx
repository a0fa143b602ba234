import { Alert, Badge, Box, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import type { EventConfig } from '@/contract/event-config';
import type { ReactNode } from 'react';
import { isWrite, planItemId, type PlanAction, type PlanItem } from '@/contract/event-plan';
import type { ItemResult } from '@/contract/event-apply';
import { useI18n } from '@/web/i18n/i18n';
import { localizeHubText } from '@/web/i18n/hub-text';
import { hubErrorText } from '@/web/lib/hub-error';
import { BeforeAfterDates } from './before-after-dates';
import { dateChanges } from './config-dates';
import { usePlanWords } from './plan-words';

/* What the copy page shows of a plan: the dates moved, the plan per item, the apply's progress. */

const ACTION_COLOR: Record<PlanAction, string> = {
  create: 'teal',
  unchanged: 'gray',
  update: 'blue',
  cannot_update: 'orange',
  unknown: 'yellow',
  unsupported: 'orange',
  invalid: 'red',
};
const RESULT_COLOR: Record<ItemResult['outcome'], string> = {
  done: 'teal',
  unchanged: 'gray',
  skipped: 'orange',
  failed: 'red',
  not_tried: 'gray',
};

export const writes = (plan: readonly PlanItem[]) => plan.filter(isWrite);

export function DatesTable({ file, wanted }: { file: EventConfig; wanted: EventConfig }) {
  const { t } = useI18n();
  const rows = dateChanges(file, wanted).map((change) => ({
    key: `${change.kind}:${change.name}`,
    label:
      change.kind === 'raceStart'
        ? t('eventConfig.dates.raceStart', { code: change.name })
        : t(
            change.kind === 'batchStart'
              ? 'eventConfig.dates.batchStart'
              : 'eventConfig.dates.batchEnd',
            { name: change.name },
          ),
    before: change.before,
    after: change.after,
  }));
  return (
    <BeforeAfterDates
      rows={rows}
      headers={{ before: t('eventConfig.dates.before'), after: t('eventConfig.dates.after') }}
    />
  );
}

/** Where a problem of the source is fixed: the source event's tab for the item. */
export type FixLink = (item: PlanItem) => ReactNode;

function ItemCell({ item, words }: { item: PlanItem; words: ReturnType<typeof usePlanWords> }) {
  const { t } = useI18n();
  const name = words.itemName(item);
  const race = words.itemRace(item);
  return (
    <>
      <Text size="sm" fw={600} span>
        {t(`eventConfig.kind.${item.kind}`)}
      </Text>
      {/* Spaces, not margins: the row's accessible name reads "Categoria M 18-29". */}
      {name && ' '}
      {name && (
        <Text size="sm" span>
          {name}
        </Text>
      )}
      {item.kind === 'race' && name !== item.key && ' '}
      {item.kind === 'race' && name !== item.key && (
        <Text size="xs" span c="dimmed" ff="monospace">
          {item.key}
        </Text>
      )}
      {race && (
        <Text size="xs" c="dimmed">
          {race}
        </Text>
      )}
    </>
  );
}

/** A sentence that may open with a list's word ("o repasse…"): its first letter upper case. */
const sentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** What the plan leaves behind, in a sentence per reason. */
function LeftBehind({
  plan,
  words,
  fromEvent,
}: {
  plan: PlanItem[];
  words: ReturnType<typeof usePlanWords>;
  fromEvent: boolean;
}) {
  const { t } = useI18n();
  // The lists' own words open the sentences: "o repasse fica para trás…" reads "O repasse…".
  const unsupported = sentence(words.counted(plan, 'unsupported'));
  const invalid = sentence(words.counted(plan, 'invalid'));
  if (!unsupported && !invalid) return null;
  return (
    <Alert color="orange" variant="light" title={t('eventConfig.leftBehind.title')}>
      <Stack gap={4}>
        {unsupported && (
          <Text size="sm">
            {t('eventConfig.leftBehind.unsupported', {
              items: unsupported,
              count: plan.filter((item) => item.action === 'unsupported').length,
            })}
          </Text>
        )}
        {invalid && (
          <Text size="sm">
            {t(
              fromEvent ? 'eventConfig.leftBehind.invalid' : 'eventConfig.leftBehind.invalidFile',
              {
                items: invalid,
                count: plan.filter((item) => item.action === 'invalid').length,
              },
            )}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

export function PlanTable({
  plan,
  config,
  results,
  fromEvent,
  fixLink,
}: {
  plan: PlanItem[];
  /** What the plan applies: it names the items (races, fields). */
  config: EventConfig;
  results: ItemResult[] | null;
  /** The source is another event ("evento de origem"), not a file. */
  fromEvent: boolean;
  fixLink?: FixLink;
}) {
  const { t } = useI18n();
  const words = usePlanWords(config);
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
      <LeftBehind plan={plan} words={words} fromEvent={fromEvent} />
      {writes(plan).length === 0 && plan.every((item) => item.action === 'unchanged') && (
        <Alert color="teal" variant="light">
          {t(fromEvent ? 'eventConfig.plan.nothing.event' : 'eventConfig.plan.nothing')}
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
              <Table.Th>
                {t(fromEvent ? 'eventConfig.plan.differs.event' : 'eventConfig.plan.differs')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.map((item, index) => {
              const result = outcome(index);
              return (
                <Table.Tr key={planItemId(item)} data-action={item.action}>
                  <Table.Td>
                    <ItemCell item={item} words={words} />
                  </Table.Td>
                  <Table.Td>
                    {/* One state per row: what will happen, then what happened. */}
                    {result ? (
                      <Badge variant="light" color={RESULT_COLOR[result.outcome]}>
                        {t(`eventConfig.result.${result.outcome}`)}
                      </Badge>
                    ) : (
                      <Badge variant="light" color={ACTION_COLOR[item.action]}>
                        {t(`eventConfig.action.${item.action}`)}
                      </Badge>
                    )}
                    {result?.error !== undefined && (
                      <Text size="xs" c="red.9" mt={4}>
                        {hubErrorText(result.error)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {item.problems?.map((problem) => (
                      <Text key={`${problem.field}:${problem.message}`} size="xs" c="red.9">
                        {problem.field && `${words.fieldLabel(item.kind, problem.field)}: `}
                        {localizeHubText(problem.message)}
                      </Text>
                    ))}
                    {item.action === 'invalid' && fixLink?.(item)}
                    {item.differs.map((diff) => (
                      <Text key={diff.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {diff.field !== item.kind && (
                          <Text span size="xs" fw={500}>
                            {words.fieldLabel(item.kind, diff.field)}:{' '}
                          </Text>
                        )}
                        <Text span size="xs" c="dimmed">
                          {words.show(diff.before, diff.field)}
                        </Text>
                        {' → '}
                        {words.show(diff.after, diff.field)}
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
  config,
}: {
  results: ItemResult[];
  total: number;
  running: boolean;
  config: EventConfig;
}) {
  const { t } = useI18n();
  const words = usePlanWords(config);
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
              item: `${t(`eventConfig.kind.${failed.item.kind}`)} ${words.itemName(failed.item) ?? ''}`.trim(),
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
