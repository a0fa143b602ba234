import { z } from 'zod/mini';
import { looseString, hubDateTime } from './common';

/**
 * `GET /me` (extension): the calling key as the hub knows it, never the key itself. The change
 * history names who wrote by it (issue 18).
 */
export const meSchema = z.object({
  name: looseString,
  scopes: z.array(looseString),
  created_at: hubDateTime,
});
export type Me = z.infer<typeof meSchema>;
