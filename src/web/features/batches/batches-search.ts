import { z } from 'zod';

/** `?edit=<id>`: the batch the tab opens in its editor (the review links there). */
export const batchesSearchSchema = z.object({
  edit: z.string().trim().min(1).max(100).optional().catch(undefined),
});
