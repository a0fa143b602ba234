import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { Batch } from '@/contract/batches';
import type { HubEvent } from '@/contract/events';
import type { LegalDiscount } from '@/contract/legal-discounts';
import { RETENTION_OFFSET_FLOOR_DAYS_DEFAULT } from '@/contract/limits';
import type { Race, Vacancy } from '@/contract/races';
import type { RegistrationField } from '@/contract/registration-fields';
import type { RetentionPolicy } from '@/contract/retention';
import type { Salesperson } from '@/contract/salespeople';
import { BatchMatrix } from '@/web/components/batch-matrix';
import { review } from '@/web/i18n/features/review';
import { addMessages } from '@/web/i18n/messages';
import { WhenNear } from '@/web/components/when-near';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import { runChecklist, type Checklist } from './checklist';
import { readyData, sameSource, type Source } from './review-data';
import { PrinterIcon } from './review-icons';
import { RaceReviewTable } from './review-races';
import { ReviewChecklist } from './review-checklist';
import { ReviewSection, SourceView, UnavailableReads } from './review-section';
import { ReviewSummary } from './review-summary';
import { SalesTimeline } from './review-timeline';
import { usePrintLight } from './use-print-light';
import classes from './review.module.css';

// The review's labels travel with it: no other tab of the event shows them.
addMessages([review]);

/** What the law asks: its texts and checks load after the review's first render. */
/* Below the fold, after the overview's first render: the discounts, salesperson and retention. */
const extras = () => import('./review-extras');
const DiscountsReview = lazy(() => extras().then((m) => ({ default: m.DiscountsReviewFor })));
const SalespersonReview = lazy(() => extras().then((m) => ({ default: m.SalespersonReview })));
const RetentionReview = lazy(() => extras().then((m) => ({ default: m.RetentionReview })));
// The form as participants see it renders real selects (floating-ui and Combobox): after the rest.
const FieldPreview = lazy(() =>
  import('@/web/components/field-preview').then((m) => ({ default: m.FieldPreview })),
);
const lawGuidance = () => import('./law-guidance');
const LawGuidance = lazy(() => lawGuidance().then((m) => ({ default: m.LawGuidance })));

export interface EventReviewProps {
  event: HubEvent;
  races: Source<Race[]>;
  batches: Source<Batch[]>;
  fields: Source<RegistrationField[]>;
  discounts: Source<LegalDiscount[]>;
  /** `null`: the event has no override and the hub's default applies. */
  retention: Source<RetentionPolicy | null>;
  /** By race id. */
  vacancies: Source<Record<string, Vacancy>>;
  /** By race id: how many prize rules each race has. */
  prizeRuleCounts: Source<Record<string, number>>;
  salespeople: Source<Salesperson[]>;
  /** The event's own fields (fees, services, media, regulation), composed by the route. */
  details?: ReactNode;
  /** What the route offers beside printing (export, copy, settings). */
  actions?: ReactNode;
  /** Injected in tests. */
  now?: Date;
}

/** Batch ids a checklist item points at, read from the item ids (`check:batchId[:other]`). */
function problemBatches(checklist: Checklist | null): Set<string> {
  const ids = new Set<string>();
  for (const item of checklist?.items ?? []) {
    const [, first, second] = item.id.split(':');
    if (item.check === 'batch-overlap') [first, second].forEach((id) => id && ids.add(id));
    else if (
      item.check === 'batch-outside-registration' ||
      item.check === 'batch-after-race-start' ||
      item.check === 'zero-price-paid-event'
    )
      if (first) ids.add(first);
  }
  return ids;
}

/** The reads the review's body is made of. */
type Reads = Pick<
  EventReviewProps,
  | 'races'
  | 'batches'
  | 'fields'
  | 'discounts'
  | 'retention'
  | 'vacancies'
  | 'prizeRuleCounts'
  | 'salespeople'
>;
const LOADING = { status: 'loading' } as const;
/** What the body renders first, before it is rendered with the answers the page has. */
const NOTHING_READ: Reads = {
  races: LOADING,
  batches: LOADING,
  fields: LOADING,
  discounts: LOADING,
  retention: LOADING,
  vacancies: LOADING,
  prizeRuleCounts: LOADING,
  salespeople: LOADING,
};
/** Every read has answered (with data, an error, or "not on this hub"): the body can be drawn. */
const allAnswered = (reads: Reads) =>
  Object.values(reads).every((read) => read.status !== 'loading');

const readsOf = (props: EventReviewProps): Reads => ({
  races: props.races,
  batches: props.batches,
  fields: props.fields,
  discounts: props.discounts,
  retention: props.retention,
  vacancies: props.vacancies,
  prizeRuleCounts: props.prizeRuleCounts,
  salespeople: props.salespeople,
});

/** The event's whole set-up on one page: looked at, checked, printable. */
export function EventReview(props: EventReviewProps) {
  const { event } = props;
  const { t, format } = useI18n();
  const [now] = useState(() => props.now ?? new Date());
  usePrintLight();
  // Fetched while the reads are answered, so the body is not held for it.
  useEffect(() => void lawGuidance(), []);
  // The body renders in the background, in a transition React splits into short tasks: the
  // heading and the summary paint first, and answers arriving one by one re-render the body
  // without holding a phone's main thread (a render of the whole review took 300 ms at 4×).
  const reads = useDeferredValue(readsOf(props), NOTHING_READ);
  const bodyShown = allAnswered(reads);

  return (
    <Stack gap="lg" className={classes.review}>
      <Group justify="space-between" align="flex-end" gap="sm" preventGrowOverflow={false}>
        <div>
          <Title order={2} size="h3">
            {t('review.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('review.subtitle', { date: format.dateTime(now.toISOString()) })}
          </Text>
        </div>
        <Group gap="xs" data-print="hide">
          {props.actions}
          <Button
            variant="default"
            leftSection={<PrinterIcon size={16} />}
            onClick={() => window.print()}
          >
            {t('review.print')}
          </Button>
        </Group>
      </Group>

      <ReviewSummary event={event} races={props.races} batches={props.batches} now={now} />

      <ReviewBody event={event} reads={reads} now={now} />

      {/* After the body, once it is there: nothing it shows moves what is below. */}
      {bodyShown && props.details && <WhenNear minHeight={400}>{props.details}</WhenNear>}
    </Stack>
  );
}

interface BodyProps {
  event: HubEvent;
  reads: Reads;
  now: Date;
}
const sameBody = (a: BodyProps, b: BodyProps) =>
  a.event === b.event &&
  a.now === b.now &&
  (Object.keys(a.reads) as (keyof Reads)[]).every((key) =>
    sameSource<unknown>(a.reads[key], b.reads[key]),
  );

/**
 * The checklist and every section, drawn once all reads have answered: until then the
 * checklist's place says it is checking, so nothing drawn early is pushed down by what comes.
 * Memoized on what the reads say: the page's own renders (a dialog opening) skip it.
 */
const ReviewBody = memo(function ReviewBody({ event, reads, now }: BodyProps) {
  const { races, batches, fields, discounts, retention, vacancies, prizeRuleCounts, salespeople } =
    reads;
  const { t } = useI18n();

  if (!allAnswered(reads)) return <ReviewChecklist eventCode={event.code} checklist={null} />;

  const checklist = runChecklist({
    event,
    races: readyData(races),
    batches: readyData(batches),
    fields: readyData(fields),
    retention: readyData(retention),
    vacancies: readyData(vacancies),
    now,
  });

  const unavailable: MessageKey[] = [
    ...(races.status === 'unavailable' ? (['review.unavailable.races'] as const) : []),
    ...(batches.status === 'unavailable' ? (['review.unavailable.batches'] as const) : []),
    ...(fields.status === 'unavailable' ? (['review.unavailable.fields'] as const) : []),
    ...(discounts.status === 'unavailable' ? (['review.unavailable.legalDiscounts'] as const) : []),
    ...(retention.status === 'unavailable' ? (['review.unavailable.retention'] as const) : []),
    ...(vacancies.status === 'unavailable' ? (['review.unavailable.vacancies'] as const) : []),
    ...(prizeRuleCounts.status === 'unavailable'
      ? (['review.unavailable.prizeRules'] as const)
      : []),
    ...(!event.counters ? (['review.unavailable.counters'] as const) : []),
    ...(salespeople.status === 'unavailable' ? (['review.unavailable.salespeople'] as const) : []),
  ];

  return (
    <>
      <ReviewChecklist eventCode={event.code} checklist={checklist} />

      {/* No boundary of its own: the body is a background render, which keeps the checklist's
          waiting place until this arrives too, instead of drawing it later above the races. */}
      <LawGuidance
        input={{
          event,
          races: readyData(races),
          batches: readyData(batches),
          fields: readyData(fields),
          discounts: readyData(discounts),
          retention: readyData(retention),
          prizeRuleCounts: readyData(prizeRuleCounts),
        }}
      />

      {unavailable.length > 0 && (
        <ReviewSection title={t('review.unavailable.title')} hint={t('review.unavailable.hint')}>
          <UnavailableReads reads={unavailable} />
        </ReviewSection>
      )}

      <ReviewSection title={t('overview.races')}>
        <SourceView source={races} what={t('overview.races')}>
          {(data) => (
            <RaceReviewTable races={data} vacancies={vacancies} prizeRuleCounts={prizeRuleCounts} />
          )}
        </SourceView>
      </ReviewSection>

      {/* Below the first screen of a phone: each part renders as the scroll nears it. */}
      <WhenNear minHeight={320}>
        <ReviewSection title={t('overview.batches')} hint={t('review.matrix.hint')}>
          <SourceView source={batches} what={t('overview.batches')}>
            {(data) =>
              data.length === 0 ? (
                <Text c="dimmed">{t('overview.noBatches')}</Text>
              ) : (
                <BatchMatrix batches={data} races={readyData(races) ?? []} now={now} />
              )
            }
          </SourceView>
        </ReviewSection>
      </WhenNear>

      <WhenNear minHeight={260}>
        <ReviewSection title={t('review.timeline.title')} hint={t('review.timeline.hint')}>
          <SalesTimeline
            event={event}
            batches={readyData(batches) ?? []}
            races={readyData(races)}
            problemBatchIds={problemBatches(checklist)}
            now={now}
          />
        </ReviewSection>
      </WhenNear>

      <WhenNear minHeight={480}>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {fields.status === 'ready' ? (
            <Suspense
              fallback={
                <ReviewSection title={t('review.form.title')} hint={t('review.form.hint')}>
                  <Skeleton height={240} radius="sm" aria-busy="true" />
                </ReviewSection>
              }
            >
              <FieldPreview
                fields={[...fields.data].sort((a, b) => a.sort_order - b.sort_order)}
                title={t('review.form.title')}
                hint={t('review.form.hint')}
                className={classes.section}
              />
            </Suspense>
          ) : (
            <ReviewSection title={t('review.form.title')} hint={t('review.form.hint')}>
              <SourceView source={fields} what={t('review.form.title')}>
                {() => null}
              </SourceView>
            </ReviewSection>
          )}
          <Stack gap="lg">
            <ReviewSection title={t('legalDiscounts.title')}>
              <SourceView source={discounts} what={t('legalDiscounts.title')}>
                {(data) => (
                  <Suspense fallback={null}>
                    <DiscountsReview
                      discounts={data}
                      batches={readyData(batches)}
                      races={readyData(races)}
                      now={now}
                    />
                  </Suspense>
                )}
              </SourceView>
            </ReviewSection>
            <ReviewSection title={t('review.salesperson.title')}>
              <SourceView source={salespeople} what={t('review.salesperson.title')}>
                {(data) => (
                  <Suspense fallback={null}>
                    <SalespersonReview personId={event.salesperson_person_id} salespeople={data} />
                  </Suspense>
                )}
              </SourceView>
            </ReviewSection>
          </Stack>
        </SimpleGrid>
      </WhenNear>

      <WhenNear minHeight={200}>
        <ReviewSection title={t('review.retention.title')}>
          <SourceView source={retention} what={t('review.retention.title')}>
            {(data) => (
              <Suspense fallback={null}>
                <RetentionReview
                  policy={data}
                  eventDate={event.date}
                  floor={RETENTION_OFFSET_FLOOR_DAYS_DEFAULT}
                  now={now}
                />
              </Suspense>
            )}
          </SourceView>
        </ReviewSection>
      </WhenNear>
    </>
  );
}, sameBody);
