import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT } from '@/contract/limits';
import { raceQueries } from '@/web/api/races';
import { registrationQueries } from '@/web/api/registrations';
import { RegistrationsPage } from '@/web/features/registrations/registrations-page';
import {
  pageParamsOf,
  registrationsSearchSchema,
} from '@/web/features/registrations/registrations-search';

export const Route = createFileRoute('/_app/events/$eventCode/registrations')({
  validateSearch: registrationsSearchSchema,
  search: {
    middlewares: [stripSearchParams({ page: PAGE_DEFAULT, per_page: PER_PAGE_DEFAULT })],
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    if (context.session.extensions === false) return;
    const { eventCode } = params;
    // Prefetch only: a filter the hub refuses is the table's message, not a route error.
    await Promise.all([
      context.queryClient.ensureQueryData(raceQueries.list(eventCode)),
      context.queryClient.prefetchQuery(registrationQueries.page(eventCode, pageParamsOf(deps))),
    ]);
  },
  component: RegistrationsRoute,
});

function RegistrationsRoute() {
  const { eventCode } = Route.useParams();
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RegistrationsPage
      eventCode={eventCode}
      search={search}
      extensions={session.extensions !== false}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
