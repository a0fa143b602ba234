import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { importQueries } from '@/web/features/imports/import-queries';
import { ImportsPage } from '@/web/features/imports/imports-page';
import { importsSearchSchema } from '@/web/features/imports/imports-search';

export const Route = createFileRoute('/_app/events/$eventCode/imports')({
  validateSearch: importsSearchSchema,
  search: { middlewares: [stripSearchParams({ history: 'registrations', page: 1 })] },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(importQueries.races(params.eventCode)),
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
