import { prizeRuleQueries } from '@/web/api/prize-rules';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT } from '@/contract/limits';
import { raceQueries } from '@/web/api/races';
import { vacancyQueries } from '@/web/api/vacancy';
import { PrizesPage } from '@/web/features/prizes/prizes-page';
import { prizesSearchSchema } from '@/web/features/prizes/prizes-search';

export const Route = createFileRoute('/_app/events/$eventCode/prizes')({
  validateSearch: prizesSearchSchema,
  search: { middlewares: [stripSearchParams({ page: PAGE_DEFAULT, per_page: PER_PAGE_DEFAULT })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { eventCode } = params;
    const races = await context.queryClient.ensureQueryData(raceQueries.list(eventCode));
    const race = deps.race ?? (races.fromHub ? races.races[0]?.code : undefined);
    // Prefetch only: a race code typed wrong is the page's 404 message, not a route error.
    if (race)
      await Promise.all([
        context.queryClient.prefetchQuery(
          prizeRuleQueries.page(eventCode, race, { page: deps.page, per_page: deps.per_page }),
        ),
        context.queryClient.prefetchQuery(vacancyQueries.detail(eventCode, race)),
      ]);
  },
  component: PrizesRoute,
});

function PrizesRoute() {
  const { eventCode } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { session } = Route.useRouteContext();
  return (
    <PrizesPage
      eventCode={eventCode}
      extensions={session.extensions !== false}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
