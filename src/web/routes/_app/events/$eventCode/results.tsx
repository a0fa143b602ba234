import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PAGE_DEFAULT } from '@/contract/limits';
import { raceQueries } from '@/web/api/races';
import { resultQueries } from '@/web/api/results';
import { ResultsPage } from '@/web/features/results/results-page';
import {
  filtersOf,
  RESULTS_PER_PAGE_DEFAULT,
  resultsSearchSchema,
} from '@/web/features/results/results-search';

export const Route = createFileRoute('/_app/events/$eventCode/results')({
  validateSearch: resultsSearchSchema,
  search: {
    middlewares: [stripSearchParams({ page: PAGE_DEFAULT, per_page: RESULTS_PER_PAGE_DEFAULT })],
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    if (context.session.extensions === false) return;
    const { eventCode } = params;
    const races = await context.queryClient.ensureQueryData(raceQueries.list(eventCode));
    const race = deps.race ?? races.races[0]?.code;
    // Prefetch only: a race code typed wrong is the table's 404 message, not a route error.
    if (races.fromHub && race)
      await context.queryClient.prefetchQuery(
        resultQueries.page(eventCode, race, {
          ...filtersOf(deps),
          page: deps.page,
          per_page: deps.per_page,
        }),
      );
  },
  component: ResultsRoute,
});

function ResultsRoute() {
  const { eventCode } = Route.useParams();
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ResultsPage
      eventCode={eventCode}
      search={search}
      extensions={session.extensions !== false}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
