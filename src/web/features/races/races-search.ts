import { z } from 'zod/mini';
import { lazySchema, textSearch } from '@/web/lib/page-search';

/** `?edit=<id or code>`: the race the tab opens in its editor (the review links there). */
export const racesSearchSchema = lazySchema(() =>
  z.object({
    edit: textSearch(100),
  }),
);
