import { createFileRoute } from '@tanstack/react-router';
import { CleanupPage } from '@/web/features/cleanup/cleanup-page';
import { eventQueries } from '@/web/api/events';
import { checkpointQueries } from '@/web/api/checkpoints';
import { raceQueries } from '@/web/api/races';
import { vacancyQueries } from '@/web/api/vacancy';

export const Route = createFileRoute('/_app/events/$eventCode/cleanup')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(raceQueries.list(params.eventCode)),
      context.queryClient.ensureQueryData(checkpointQueries.list(params.eventCode)),
    ]),
  component: CleanupRoute,
});

/* Deletes change what other tabs show: counters, vacancy, results status, checkpoints. */
const invalidates = [
  eventQueries.all(),
  raceQueries.all(),
  vacancyQueries.all(),
  checkpointQueries.all(),
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
