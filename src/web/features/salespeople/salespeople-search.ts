import { z } from 'zod';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@/contract/limits';

export const salespeopleSearchSchema = z.object({
  page: z.number().int().min(1).default(PAGE_DEFAULT).catch(PAGE_DEFAULT),
  per_page: z
    .number()
    .int()
    .min(1)
    .max(PER_PAGE_MAX)
    .default(PER_PAGE_DEFAULT)
    .catch(PER_PAGE_DEFAULT),
});
export type SalespeopleSearch = z.infer<typeof salespeopleSearchSchema>;
