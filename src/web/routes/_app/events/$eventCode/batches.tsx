import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BatchesPage } from '@/web/features/batches/batches-page';
import { batchesSearchSchema } from '@/web/features/batches/batches-search';
import { batchQueries } from '@/web/api/batches';
import { eventQueries } from '@/web/api/events';
import { raceQueries } from '@/web/api/races';

export const Route = createFileRoute('/_app/events/$eventCode/batches')({
  validateSearch: batchesSearchSchema,
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(batchQueries.list(params.eventCode)),
      context.queryClient.ensureQueryData(raceQueries.list(params.eventCode)),
      context.queryClient.ensureQueryData(eventQueries.detail(params.eventCode)),
    ]),
  component: BatchesRoute,
});

const relatedKeys = [eventQueries.details()];

/* The grid and the matrix need the event's races: read here and handed down, so the batches
   feature does not import the races feature. */
function BatchesRoute() {
  const { eventCode } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: races } = useSuspenseQuery(raceQueries.list(eventCode));
  const { data: event } = useSuspenseQuery(eventQueries.detail(eventCode));
  return (
    <BatchesPage
      eventCode={eventCode}
      races={races.races}
      racesFromHub={races.fromHub}
      event={event}
      relatedKeys={relatedKeys}
      extensions={session.extensions !== false}
      edit={edit}
      onEditClosed={() => void navigate({ search: {}, replace: true })}
    />
  );
}
