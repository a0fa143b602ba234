import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { hubRequest } from '@/web/lib/api-client';
import { schemaOnDemand } from '@/web/lib/schema-on-demand';

export interface SalespeopleParams {
  page: number;
  per_page: number;
}

// A page of the shell: its first load holds no zod (issue 19's 175 kB).
const salespeoplePageSchema = schemaOnDemand(() =>
  Promise.all([import('@/contract/common'), import('@/contract/salespeople')]).then(
    ([common, salespeople]) => common.pageEnvelope(salespeople.salespersonSchema),
  ),
);

export const salespersonQueries = {
  all: () => ['salespeople'] as const,
  list: (params: SalespeopleParams) =>
    queryOptions({
      queryKey: [...salespersonQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) =>
        hubRequest('/salespeople', { query: { ...params }, schema: salespeoplePageSchema, signal }),
      placeholderData: keepPreviousData,
    }),
};
