import { z } from 'zod';
import { pageSearch } from '@/web/lib/page-search';

export const salespeopleSearchSchema = z.object({
  ...pageSearch(),
});
export type SalespeopleSearch = z.infer<typeof salespeopleSearchSchema>;
