import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT } from '@/contract/limits';
import { eventQueries } from '@/web/api/events';
import { EventsPage, eventListParams } from '@/web/features/events/events-page';
import { eventsSearchSchema } from '@/web/features/events/events-search';

export const Route = createFileRoute('/_app/events/')({
  validateSearch: eventsSearchSchema,
  search: { middlewares: [stripSearchParams({ page: PAGE_DEFAULT, per_page: PER_PAGE_DEFAULT })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      eventQueries.list(eventListParams(deps, context.session.extensions !== false)),
    ),
  component: EventsRoute,
});

function EventsRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <EventsPage
      search={search}
      extensions={session.extensions !== false}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
