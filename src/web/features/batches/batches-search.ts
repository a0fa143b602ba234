import { z } from 'zod/mini';
import { lazySchema, textSearch } from '@/web/lib/page-search';

/** `?edit=<id>`: the batch the tab opens in its editor (the review links there). */
export const batchesSearchSchema = lazySchema(() =>
  z.object({
    edit: textSearch(100),
  }),
);
