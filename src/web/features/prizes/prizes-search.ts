import { z } from 'zod';
import { lazySchema, pageSearch } from '@/web/lib/page-search';

/** The tab's state in the URL: the race (code or id) and the prize rules' page. */
export const prizesSearchSchema = lazySchema(() =>
  z.object({
    race: z.string().trim().min(1).max(100).optional().catch(undefined),
    ...pageSearch(),
  }),
);
export type PrizesSearch = z.infer<typeof prizesSearchSchema>;
