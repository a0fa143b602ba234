import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CleanupPage } from '@/web/features/cleanup/cleanup-page';
import { cleanupSearchSchema } from '@/web/features/cleanup/cleanup-search';
import { eventQueries } from '@/web/api/events';
import { checkpointQueries } from '@/web/api/checkpoints';
import { raceQueries } from '@/web/api/races';
import { vacancyQueries } from '@/web/api/vacancy';

export const Route = createFileRoute('/_app/events/$eventCode/cleanup')({
  validateSearch: cleanupSearchSchema,
  search: { middlewares: [stripSearchParams({ kind: 'registrations' })] },
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
  const search = Route.useSearch();
  return (
    <CleanupPage
      eventCode={eventCode}
      search={search}
      extensions={session.extensions === true}
      invalidates={invalidates}
    />
  );
}
