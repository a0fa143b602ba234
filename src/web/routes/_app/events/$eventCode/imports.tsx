import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { raceQueries } from '@/web/api/races';
import { ImportsPage } from '@/web/features/imports/imports-page';
import { importsSearchSchema } from '@/web/features/imports/imports-search';

export const Route = createFileRoute('/_app/events/$eventCode/imports')({
  validateSearch: importsSearchSchema,
  search: { middlewares: [stripSearchParams({ history: 'registrations', page: 1 })] },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(raceQueries.list(params.eventCode)),
  component: ImportsRoute,
});

function ImportsRoute() {
  const { eventCode } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ImportsPage
      eventCode={eventCode}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
