import { z } from 'zod';
import { lazySchema } from '@/web/lib/page-search';

/** `?edit=<id or code>`: the race the tab opens in its editor (the review links there). */
export const racesSearchSchema = lazySchema(() =>
  z.object({
    edit: z.string().trim().min(1).max(100).optional().catch(undefined),
  }),
);
