import { prizeRuleQueries } from '@/web/api/prize-rules';
import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { lazyDialog } from '@/web/components/lazy-dialog';
import type { EventDialogProps } from '@/web/features/event-settings/event-dialog';
import type { MoveDatesDialogProps } from '@/web/features/event-config/move-dates';
import type { HubEvent } from '@/contract/events';
import { PER_PAGE_MAX } from '@/contract/limits';
import { batchQueries } from '@/web/api/batches';
import { legalDiscountQueries } from '@/web/api/legal-discounts';
import { eventQueries } from '@/web/api/events';
import { ConfigActions } from '@/web/features/event-config/config-actions';
import { EventOverview } from '@/web/features/events/event-overview';
import { registrationFieldQueries } from '@/web/api/registration-fields';
import { vacancyQueries } from '@/web/api/vacancy';
import { raceQueries } from '@/web/api/races';
import { retentionQueries } from '@/web/api/retention';
import { EventReview } from '@/web/features/review/event-review';
import { perRace, sourceOf } from '@/web/features/review/review-data';
import { salespersonQueries } from '@/web/api/salespeople';
import { useAfterFirstPaint } from '@/web/lib/after-paint';

const EventDialog = lazyDialog(
  () => import('@/web/features/event-settings/event-dialog').then((m) => m.EventDialogImpl),
  (props: EventDialogProps) => props.opened,
);

// The event-as-code plan that moves races and batches with the event's date: only when asked.
const MoveDatesDialog = lazyDialog(
  () => import('@/web/features/event-config/move-dates').then((m) => m.MoveDatesDialog),
  (props: MoveDatesDialogProps) => props.opened,
);

/** One rule per race is enough: the review shows how many there are, from `meta.total`. */
const RULE_COUNT = { page: 1, per_page: 1 };
const SALESPEOPLE = { page: 1, per_page: PER_PAGE_MAX };
/** A per-race read not asked yet: the page has not painted its first screen. */
const WAITING = { status: 'loading' } as const;

export const Route = createFileRoute('/_app/events/$eventCode/')({
  // Prefetch only, without waiting: the event's heading and summary paint as soon as the event is
  // in (the layout's loader), and the review's body once every read has answered (a section
  // shows its own failure, or a read the hub lacks). Each race's vacancy and rule count are
  // read by the page once its first screen has painted.
  loader: ({ context: { queryClient }, params: { eventCode } }) => {
    void queryClient.prefetchQuery(raceQueries.list(eventCode));
    void queryClient.prefetchQuery(batchQueries.list(eventCode));
    void queryClient.prefetchQuery(registrationFieldQueries.list(eventCode));
    void queryClient.prefetchQuery(legalDiscountQueries.list(eventCode));
    void queryClient.prefetchQuery(retentionQueries.detail(eventCode));
    void queryClient.prefetchQuery(salespersonQueries.list(SALESPEOPLE));
  },
  component: OverviewRoute,
});

/* The review reads every resource of the event; each resource's query factory says how. */
function OverviewRoute() {
  const { eventCode } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { data: event } = useSuspenseQuery(eventQueries.detail(eventCode));
  const extensions = session.extensions !== false;
  const navigate = Route.useNavigate();
  const [editing, setEditing] = useState(false);
  /** The event saved with a new date, and as it was: races and batches may follow. */
  const [moved, setMoved] = useState<{ event: HubEvent; before: HubEvent } | null>(null);
  const [moving, setMoving] = useState(false);

  const racesQuery = useQuery(raceQueries.list(eventCode));
  const races = sourceOf(racesQuery, (list) => (list.fromHub ? list.races : undefined));
  // Per race, for the body only: after the heading and the summary have painted, so on a phone
  // they do not share its first round trips (the body waits for every read anyway).
  const painted = useAfterFirstPaint();
  const listed = races.status === 'ready' && painted ? races.data : [];
  const vacancies = useQueries({
    queries: listed.map((race) => vacancyQueries.detail(eventCode, race.code)),
  });
  const ruleQueries = useQueries({
    queries: listed.map((race) => prizeRuleQueries.page(eventCode, race.code, RULE_COUNT)),
  });
  const batches = useQuery(batchQueries.list(eventCode));
  const fields = useQuery(registrationFieldQueries.list(eventCode));
  const discounts = useQuery(legalDiscountQueries.list(eventCode));
  const retention = useQuery(retentionQueries.detail(eventCode));
  const salespeople = useQuery(salespersonQueries.list(SALESPEOPLE));
  // The same element while the event is the same: the review's body is not drawn again for it.
  const details = useMemo(() => <EventOverview event={event} />, [event]);

  return (
    <EventReview
      event={event}
      races={races}
      batches={sourceOf(batches, (list) => (list.fromHub ? list.batches : undefined))}
      fields={sourceOf(fields, (list) => list ?? undefined)}
      discounts={sourceOf(discounts, (list) => list ?? undefined)}
      // A 404 is "no override" on a full hub, and "no such read" on a spec-only one.
      retention={sourceOf(retention, (policy) => (policy || extensions ? policy : undefined))}
      vacancies={painted ? perRace(races, vacancies, (vacancy) => vacancy) : WAITING}
      prizeRuleCounts={painted ? perRace(races, ruleQueries, (page) => page.meta.total) : WAITING}
      salespeople={sourceOf(salespeople, (page) => page.data)}
      details={details}
      actions={
        <>
          <ConfigActions
            eventCode={eventCode}
            extensions={extensions}
            onEdit={() => setEditing(true)}
          />
          <EventDialog
            opened={editing}
            event={event}
            extensions={extensions}
            onClose={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              if (saved.date !== event.date) {
                setMoved({ event: saved, before: event });
                setMoving(true);
              }
              // A new code is a new address.
              if (saved.code !== eventCode)
                void navigate({ to: '/events/$eventCode', params: { eventCode: saved.code } });
            }}
          />
          {moved && (
            <MoveDatesDialog
              // Another date saved: a new question, without the last one's progress.
              key={`${moved.before.date}>${moved.event.date}`}
              opened={moving}
              event={moved.event}
              before={moved.before}
              onClose={() => setMoving(false)}
            />
          )}
        </>
      }
    />
  );
}
