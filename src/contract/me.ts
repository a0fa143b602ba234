import { z } from 'zod/mini';

/**
 * `GET /me` (extension): the calling key as the hub knows it, never the key itself. The change
 * history names who wrote by it (issue 18).
 */
export const meSchema = z.object({
  name: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
});
export type Me = z.infer<typeof meSchema>;
