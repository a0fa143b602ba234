import { z } from 'zod';
import { lazySchema } from '@/web/lib/page-search';

/** `?edit=<id>`: the batch the tab opens in its editor (the review links there). */
export const batchesSearchSchema = lazySchema(() =>
  z.object({
    edit: z.string().trim().min(1).max(100).optional().catch(undefined),
  }),
);
