import { createFileRoute } from '@tanstack/react-router';
import { CleanupPage } from '@/web/features/cleanup/cleanup-page';
import { cleanupQueries } from '@/web/features/cleanup/cleanup-queries';
import { eventQueries } from '@/web/features/events/event-queries';
import { prizeQueries } from '@/web/features/prizes/prize-queries';
import { raceQueries } from '@/web/api/races';

export const Route = createFileRoute('/_app/events/$eventCode/cleanup')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(raceQueries.list(params.eventCode)),
      context.queryClient.ensureQueryData(cleanupQueries.checkpoints(params.eventCode)),
    ]),
  component: CleanupRoute,
});

/* Deletes change what other tabs show: counters, vacancy, results status, checkpoints. */
const invalidates = [
  eventQueries.all(),
  raceQueries.all(),
  prizeQueries.all(),
  cleanupQueries.all(),
];

function CleanupRoute() {
  const { eventCode } = Route.useParams();
  const { session } = Route.useRouteContext();
  return (
    <CleanupPage
      eventCode={eventCode}
      extensions={session.extensions === true}
      invalidates={invalidates}
    />
  );
}
