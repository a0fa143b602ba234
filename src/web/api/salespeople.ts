import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pageEnvelope } from '@/contract/common';
import { salespersonSchema } from '@/contract/salespeople';
import { hubRequest } from '@/web/lib/api-client';

export interface SalespeopleParams {
  page: number;
  per_page: number;
}

const salespeoplePageSchema = pageEnvelope(salespersonSchema);

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
