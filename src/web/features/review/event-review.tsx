import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, memo, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { HubEvent } from '@/contract/events';
import { review } from '@/web/i18n/features/review';
import { addMessages } from '@/web/i18n/messages';
import { WhenNear } from '@/web/components/when-near';
import { useI18n } from '@/web/i18n/i18n';
import { useAfterFirstPaint } from '@/web/lib/after-paint';
import { runChecklist } from './checklist';
import { readyData, sameSource, type ReviewReads } from './review-data';
import { PrinterIcon } from './review-icons';
import { ReviewChecklist } from './review-checklist';
import { ReviewSummary } from './review-summary';
import { usePrintLight } from './use-print-light';
import classes from './review.module.css';

// The review's labels travel with it: no other tab of the event shows them.
addMessages([review]);

export interface EventReviewProps extends ReviewReads {
  event: HubEvent;
  /** The event's own fields (fees, services, media, regulation), composed by the route. */
  details?: ReactNode;
  /** What the route offers beside printing (export, copy, settings). */
  actions?: ReactNode;
  /** Injected in tests. */
  now?: Date;
}

type Reads = ReviewReads;
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

/** The body's sections: their own chunk, fetched while the reads are answered. */
const reviewSections = () => import('./review-body');
const ReviewSections = lazy(() => reviewSections().then((m) => ({ default: m.ReviewSections })));

/** The event's whole set-up on one page: looked at, checked, printable. */
export function EventReview(props: EventReviewProps) {
  const { event } = props;
  const { t, format } = useI18n();
  const [now] = useState(() => props.now ?? new Date());
  usePrintLight();
  // Fetched while the reads are answered, so the body is not held for them; after the first
  // screen has painted, so they do not share its round trips.
  const painted = useAfterFirstPaint();
  // In a task of its own: not in the one that asks each race's reads.
  useEffect(() => {
    if (!painted) return;
    const timer = setTimeout(() => void reviewSections().then((m) => m.lawGuidance()));
    return () => clearTimeout(timer);
  }, [painted]);
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
  if (!allAnswered(reads)) return <ReviewChecklist eventCode={event.code} checklist={null} />;
  const checklist = runChecklist({
    event,
    races: readyData(reads.races),
    batches: readyData(reads.batches),
    fields: readyData(reads.fields),
    retention: readyData(reads.retention),
    vacancies: readyData(reads.vacancies),
    now,
  });
  return (
    <>
      <ReviewChecklist eventCode={event.code} checklist={checklist} />
      {/* No boundary of its own: the body is a background render, which keeps the checklist's
          waiting place until the sections' code has arrived too. */}
      <ReviewSections event={event} reads={reads} checklist={checklist} now={now} />
    </>
  );
}, sameBody);
