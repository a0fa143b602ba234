import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { EventConfig } from '@/contract/event-config';
import {
  problemsByItem,
  shiftEventConfig,
  type PlanItem,
  type PlanKind,
} from '@/contract/event-plan';
import { exportEventConfig, findEvent, planOnHub, readEventState } from '@/contract/event-sync';
import { applyPlan, type ItemResult } from '@/contract/event-apply';
import type { HubEvent } from '@/contract/events';
import { daysBetween } from '@/contract/time';
import { ErrorView } from '@/web/components/error-view';
import { lazyDialog } from '@/web/components/lazy-dialog';
import { ArrowLeftIcon } from '@/web/components/icons';
import { TabSection } from '@/web/components/tab-section';
import { eventConfig } from '@/web/i18n/features/event-config';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { sessionHubTransport as hub } from '@/web/lib/hub-transport';
import { ApplyProgress, DatesTable, PlanTable, writes } from './plan-view';
import type { ApplyConfirmProps } from './apply-confirm';
import { issueLine, Problems, SourceFileInput } from './source-inputs';

addMessages([eventConfig]);

// The event search (Mantine's Combobox and its popover) comes right after the page's first
// render; the confirmation when it is first asked.
const SourceEventSelect = lazy(() =>
  import('./source-event-select').then((m) => ({ default: m.SourceEventSelect })),
);
const ApplyConfirm = lazyDialog<ApplyConfirmProps>(
  () => import('./apply-confirm').then((m) => m.ApplyConfirm),
  (props) => props.opened,
);

/** Where the event search will be while it loads: its label over an input that waits. */
function SourceEventPending() {
  const { t } = useI18n();
  return <TextInput label={t('eventConfig.sourceEvent')} disabled aria-busy />;
}

type Source = { kind: 'event'; code: string } | { kind: 'file'; name: string; config: EventConfig };

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
  const { t, timeZone } = useI18n();
  const queryClient = useQueryClient();
  const [source, setSource] = useState<Source | null>(null);
  const [mode, setMode] = useState<'event' | 'file'>(extensions ? 'event' : 'file');
  const [shift, setShift] = useState(true);
  const [assumeEmpty, setAssumeEmpty] = useState(false);
  const [results, setResults] = useState<ItemResult[] | null>(null);
  const [confirming, setConfirming] = useState(false);

  const sourceKey = source?.kind === 'event' ? source.code : source ? `file:${source.name}` : null;
  const planQuery = useQuery({
    queryKey: ['event-config-plan', event.code, sourceKey, shift, assumeEmpty, timeZone],
    enabled: source !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const file = await sourceConfig(source!);
      const wanted = shift ? shiftEventConfig(file, event.date, timeZone) : file;
      const { state, plan } = await planOnHub(hub, event, wanted, { assumeEmpty });
      // A source event may hold what a file may not (a hub's older data): its items are left
      // behind, each with its problems; only what no item owns stops the copy.
      const problems = (problemsByItem(wanted).get('') ?? []).map((problem) =>
        issueLine({ path: [problem.field], message: problem.message }),
      );
      return { file, wanted, state, plan, problems };
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

  const sourceEvent = {
    current: event,
    value: source?.kind === 'event' ? source.code : null,
    onChange: (code: string | null) => {
      setResults(null);
      setSource(code ? { kind: 'event' as const, code } : null);
    },
  };

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
            <Suspense fallback={<SourceEventPending />}>
              <SourceEventSelect {...sourceEvent} />
            </Suspense>
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
          <PlanTable
            plan={data.plan}
            config={data.wanted}
            results={results}
            fromEvent={source?.kind === 'event'}
            fixLink={source?.kind === 'event' ? fixInSource(source.code) : undefined}
          />
        </TabSection>
      )}
      {results && data && (
        <ApplyProgress
          results={results}
          total={data.plan.length}
          running={apply.isPending}
          config={data.wanted}
        />
      )}

      <ApplyConfirm
        opened={confirming}
        count={toWrite.length}
        eventName={event.name}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          apply.mutate();
        }}
      />
    </Stack>
  );
}

/** The source event's tab where each kind of item is set. */
const TAB_OF: Record<PlanKind, string> = {
  race: 'races',
  batch: 'batches',
  registration_field: 'registration-fields',
  legal_discounts: 'legal-discounts',
  retention: 'retention',
  category: 'races',
  prize_rule: 'prizes',
};

/** A link to fix an item where it breaks a rule: the source event's tab for it. */
const fixInSource = (sourceCode: string) =>
  function FixInSource(item: PlanItem) {
    return <FixLink sourceCode={sourceCode} item={item} />;
  };

function FixLink({ sourceCode, item }: { sourceCode: string; item: PlanItem }) {
  const { t } = useI18n();
  return (
    <Anchor
      size="xs"
      href={`/events/${encodeURIComponent(sourceCode)}/${TAB_OF[item.kind]}`}
      target="_blank"
      rel="noopener"
    >
      {t('eventConfig.fixInSource')}
    </Anchor>
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
