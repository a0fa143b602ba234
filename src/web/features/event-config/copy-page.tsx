import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  FileInput,
  Group,
  Modal,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { eventConfigSchema, type EventConfig } from '@/contract/event-config';
import {
  daysBetween,
  shiftEventConfig,
  type PlanAction,
  type PlanItem,
} from '@/contract/event-plan';
import {
  applyPlan,
  exportEventConfig,
  findEvent,
  planOnHub,
  readEventState,
  type ItemResult,
} from '@/contract/event-sync';
import type { HubEvent } from '@/contract/events';
import { PER_PAGE_MAX } from '@/contract/limits';
import { eventQueries } from '@/web/api/events';
import { ErrorView } from '@/web/components/error-view';
import { ArrowLeftIcon } from '@/web/components/icons';
import { TabSection } from '@/web/components/tab-section';
import { eventConfig } from '@/web/i18n/features/event-config';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { localizeHubText } from '@/web/i18n/hub-text';
import { hubErrorText } from '@/web/lib/hub-error';
import { sessionHubTransport as hub } from '@/web/lib/hub-transport';
import { dateChanges } from './config-dates';

addMessages([eventConfig]);

type Source = { kind: 'event'; code: string } | { kind: 'file'; name: string; config: EventConfig };

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

/** One problem of a file: where, and what (in the reader's language). */
const issueLine = (issue: { path: PropertyKey[]; message: string }) =>
  `${issue.path.map(String).join('.') || '—'}: ${localizeHubText(issue.message)}`;

const writes = (plan: readonly PlanItem[]) =>
  plan.filter((item) => item.action === 'create' || item.action === 'update');

/** The file of the source: another event of this hub, read now, or the uploaded file. */
async function sourceConfig(source: Source): Promise<EventConfig> {
  if (source.kind === 'file') return source.config;
  const event = await findEvent(hub, source.code);
  if (!event) throw new Error(source.code);
  return exportEventConfig(await readEventState(hub, event));
}

interface CopyPageProps {
  event: HubEvent;
  /** False on a spec-only hub: no event can be read, only a file applied. */
  extensions: boolean;
  /** What applying changes: every resource the file touches. */
  invalidates: QueryKey[];
}

/** "Copiar de outro evento": pick a source, see its dates moved and the plan, apply it. */
export function CopyConfigPage({ event, extensions, invalidates }: CopyPageProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [source, setSource] = useState<Source | null>(null);
  const [mode, setMode] = useState<'event' | 'file'>(extensions ? 'event' : 'file');
  const [shift, setShift] = useState(true);
  const [assumeEmpty, setAssumeEmpty] = useState(false);
  const [results, setResults] = useState<ItemResult[] | null>(null);
  const [confirming, setConfirming] = useState(false);

  const sourceKey = source?.kind === 'event' ? source.code : source ? `file:${source.name}` : null;
  const planQuery = useQuery({
    queryKey: ['event-config-plan', event.code, sourceKey, shift, assumeEmpty],
    enabled: source !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const file = await sourceConfig(source!);
      const wanted = shift ? shiftEventConfig(file, event.date) : file;
      const { state, plan } = await planOnHub(hub, event, wanted, { assumeEmpty });
      // A source event may hold what a file may not (a hub's older data): said before applying.
      const problems = eventConfigSchema.safeParse(wanted).error?.issues ?? [];
      return { file, wanted, state, plan, problems: problems.map(issueLine) };
    },
  });

  const apply = useMutation({
    mutationFn: async () => {
      const { state, wanted, plan } = planQuery.data!;
      const done: ItemResult[] = [];
      setResults([]);
      return applyPlan(hub, state, wanted, plan, (result) => {
        done.push(result);
        setResults([...done]);
      });
    },
    onSettled: async () => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      // "Empty" held for one apply: the event now has what was created, which a hub that
      // cannot list would never show, so a second apply must not create it again.
      if (assumeEmpty) setAssumeEmpty(false);
      // The plan again, now that the event has what was applied.
      else await planQuery.refetch();
    },
  });

  const chooseMode = (value: string) => {
    setMode(value as 'event' | 'file');
    setSource(null);
    setResults(null);
  };

  const data = planQuery.data;
  const toWrite = data ? writes(data.plan) : [];

  return (
    <Stack gap="lg">
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link to="/events/$eventCode" params={{ eventCode: event.code }} {...props} />
        )}
      >
        <Group gap={4} component="span">
          <ArrowLeftIcon size={14} />
          {t('eventConfig.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={2} size="h3">
          {t('eventConfig.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={760}>
          {t('eventConfig.intro')}
        </Text>
      </div>

      <Paper withBorder p="lg" component="section" aria-label={t('eventConfig.source')}>
        <Stack gap="md" maw={640}>
          <Text fw={600} id="copy-source-label">
            {t('eventConfig.source')}
          </Text>
          {extensions ? (
            <SegmentedControl
              aria-labelledby="copy-source-label"
              value={mode}
              onChange={chooseMode}
              data={[
                { value: 'event', label: t('eventConfig.source.event') },
                { value: 'file', label: t('eventConfig.source.file') },
              ]}
            />
          ) : (
            <Alert color="yellow" variant="light">
              {t('eventConfig.noReads')}
            </Alert>
          )}
          {mode === 'event' ? (
            <SourceEventSelect
              current={event}
              value={source?.kind === 'event' ? source.code : null}
              onChange={(code) => {
                setResults(null);
                setSource(code ? { kind: 'event', code } : null);
              }}
            />
          ) : (
            <SourceFileInput
              onChange={(file) => {
                setResults(null);
                setSource(file ? { kind: 'file', ...file } : null);
              }}
            />
          )}
          {source && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="copy-dates-label">
                {t('eventConfig.dates.choice')}
              </Text>
              <SegmentedControl
                aria-labelledby="copy-dates-label"
                value={shift ? 'shift' : 'keep'}
                onChange={(value) => setShift(value === 'shift')}
                data={[
                  { value: 'shift', label: t('eventConfig.shift') },
                  { value: 'keep', label: t('eventConfig.keep') },
                ]}
              />
              {data && shift && (
                <Text size="xs" c="dimmed">
                  <ShiftHelp from={data.file.event.date} to={event.date} />
                </Text>
              )}
            </Stack>
          )}
          {source && data && data.state.current.races === null && (
            <Alert color="yellow" variant="light" title={t('eventConfig.assumeEmpty')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('eventConfig.assumeEmpty.help')}</Text>
                <SegmentedControl
                  aria-label={t('eventConfig.assumeEmpty')}
                  value={assumeEmpty ? 'empty' : 'check'}
                  onChange={(value) => setAssumeEmpty(value === 'empty')}
                  data={[
                    { value: 'check', label: t('eventConfig.assumeEmpty.no') },
                    { value: 'empty', label: t('eventConfig.assumeEmpty.yes') },
                  ]}
                />
              </Stack>
            </Alert>
          )}
        </Stack>
      </Paper>

      {source && planQuery.isPending && <Text c="dimmed">{t('eventConfig.plan.loading')}</Text>}
      {planQuery.isError && (
        <ErrorView error={planQuery.error} onRetry={() => void planQuery.refetch()} />
      )}
      {data && shift && data.file.event.date !== event.date && (
        <DatesTable file={data.file} wanted={data.wanted} />
      )}
      {data && data.problems.length > 0 && (
        <Problems title={t('eventConfig.sourceInvalid')} problems={data.problems} />
      )}
      {data && (
        <TabSection
          title={t('eventConfig.plan')}
          actions={
            toWrite.length > 0 &&
            data.problems.length === 0 && (
              <Button
                onClick={() => setConfirming(true)}
                loading={apply.isPending}
                disabled={apply.isPending}
              >
                {t('eventConfig.apply', { count: toWrite.length })}
              </Button>
            )
          }
        >
          <PlanTable plan={data.plan} results={results} />
        </TabSection>
      )}
      {results && data && (
        <ApplyProgress results={results} total={data.plan.length} running={apply.isPending} />
      )}

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('eventConfig.apply.title')}
        centered
      >
        <Stack>
          <Text size="sm">
            {t('eventConfig.apply.confirm', { count: toWrite.length, event: event.name })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('eventConfig.cancel')}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                setConfirming(false);
                apply.mutate();
              }}
            >
              {t('eventConfig.apply', { count: toWrite.length })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** What a file (or a source event) breaks, a line per place, the first twenty. */
function Problems({ title, problems }: { title: string; problems: string[] }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap={2}>
        {problems.slice(0, 20).map((problem) => (
          <Text key={problem} size="sm">
            {problem}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function ShiftHelp({ from, to }: { from: string; to: string }) {
  const { t, format } = useI18n();
  const days = daysBetween(from, to);
  if (days === 0) return <>{t('eventConfig.shift.same')}</>;
  return (
    <>
      {t(days > 0 ? 'eventConfig.shift.help' : 'eventConfig.shift.helpBack', {
        days: Math.abs(days),
        from: format.date(from),
        to: format.date(to),
      })}
    </>
  );
}

function SourceEventSelect({
  current,
  value,
  onChange,
}: {
  current: HubEvent;
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t, format } = useI18n();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [typed] = useDebouncedValue(search.trim(), 300);
  // The hub searches (past the first page); the chosen event's own label is not a search.
  const term = typed && typed !== chosen?.label ? typed : '';
  const list = useQuery(
    eventQueries.list({ page: 1, per_page: PER_PAGE_MAX, ...(term ? { search: term } : {}) }),
  );
  const found = (list.data?.data ?? [])
    .filter((e) => e.code !== current.code)
    .map((e) => ({ value: e.code, label: `${e.name} · ${format.date(e.date)} (${e.code})` }));
  const options =
    chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      label={t('eventConfig.sourceEvent')}
      placeholder={t('eventConfig.sourceEvent.placeholder')}
      nothingFoundMessage={list.isFetching ? undefined : t('eventConfig.sourceEvent.empty')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      value={value}
      onChange={(code, option) => {
        setChosen(code ? option : null);
        onChange(code);
      }}
    />
  );
}

function SourceFileInput({
  onChange,
}: {
  onChange: (file: { name: string; config: EventConfig } | null) => void;
}) {
  const { t, format } = useI18n();
  const [problems, setProblems] = useState<string[] | null>(null);
  const [loaded, setLoaded] = useState<EventConfig | null>(null);

  const read = async (file: File | null) => {
    setProblems(null);
    setLoaded(null);
    onChange(null);
    if (!file) return;
    let raw: unknown;
    try {
      raw = JSON.parse(await file.text());
    } catch {
      setProblems([t('eventConfig.file.notJson')]);
      return;
    }
    const parsed = eventConfigSchema.safeParse(raw);
    if (!parsed.success) {
      setProblems(parsed.error.issues.map(issueLine));
      return;
    }
    setLoaded(parsed.data);
    onChange({ name: file.name, config: parsed.data });
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={t('eventConfig.file')}
        placeholder={t('eventConfig.file.placeholder')}
        accept="application/json,.json"
        clearable
        onChange={(file) => void read(file)}
      />
      {loaded && (
        <Text size="sm" c="dimmed">
          {t('eventConfig.file.from', {
            name: loaded.event.name,
            code: loaded.event.code,
            date: format.date(loaded.event.date),
          })}
        </Text>
      )}
      {problems && <Problems title={t('eventConfig.file.invalid')} problems={problems} />}
    </Stack>
  );
}

function DatesTable({ file, wanted }: { file: EventConfig; wanted: EventConfig }) {
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
      const amount =
        item.discount_type === 'percent'
          ? `${String(item.value)}%`
          : format.money(Number(item.value));
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

function PlanTable({ plan, results }: { plan: PlanItem[]; results: ItemResult[] | null }) {
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

function ApplyProgress({
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
