import { z } from 'zod';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@/contract/limits';

/** The tab's state in the URL: the race (code or id) and the prize rules' page. */
export const prizesSearchSchema = z.object({
  race: z.string().trim().min(1).max(100).optional().catch(undefined),
  page: z.number().int().min(1).default(PAGE_DEFAULT).catch(PAGE_DEFAULT),
  per_page: z
    .number()
    .int()
    .min(1)
    .max(PER_PAGE_MAX)
    .default(PER_PAGE_DEFAULT)
    .catch(PER_PAGE_DEFAULT),
});
export type PrizesSearch = z.infer<typeof prizesSearchSchema>;
