import { z } from 'zod/mini';
import { lazySchema, pageSearch, textSearch } from '@/web/lib/page-search';

/** The tab's state in the URL: the race (code or id) and the prize rules' page. */
export const prizesSearchSchema = lazySchema(() =>
  z.object({
    race: textSearch(100),
    ...pageSearch(),
  }),
);
export type PrizesSearch = z.infer<typeof prizesSearchSchema>;
