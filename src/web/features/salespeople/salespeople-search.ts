import { z } from 'zod/mini';
import { lazySchema, pageSearch } from '@/web/lib/page-search';

export const salespeopleSearchSchema = lazySchema(() =>
  z.object({
    ...pageSearch(),
  }),
);
export type SalespeopleSearch = z.infer<typeof salespeopleSearchSchema>;
