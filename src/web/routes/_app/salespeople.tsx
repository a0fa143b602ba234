import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT } from '@/contract/limits';
import { SalespeoplePage } from '@/web/features/salespeople/salespeople-page';
import { salespeopleSearchSchema } from '@/web/features/salespeople/salespeople-search';
import { salespersonQueries } from '@/web/api/salespeople';

export const Route = createFileRoute('/_app/salespeople')({
  validateSearch: salespeopleSearchSchema,
  search: { middlewares: [stripSearchParams({ page: PAGE_DEFAULT, per_page: PER_PAGE_DEFAULT })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(salespersonQueries.list(deps)),
  component: SalespeopleRoute,
});

function SalespeopleRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SalespeoplePage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
