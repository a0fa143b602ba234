import { z } from 'zod/mini';
import { SIGN_IN_KEY_MAX } from './limits';

/** Dashboard sign-in (backend-for-frontend): the key goes to the server once, never to page storage. */
export const sessionCreateSchema = z.object({
  api_key: z
    .string()
    .check(z.trim(), z.minLength(1, 'Informe a chave de API'), z.maxLength(SIGN_IN_KEY_MAX)),
});
export type SessionCreate = z.infer<typeof sessionCreateSchema>;

export const sessionInfoSchema = z.object({
  signed_in: z.boolean(),
  key_hint: z.nullable(z.string()),
  hub_url: z.nullable(z.string()),
  /** False when the hub answers 404 to the extensions (a spec-only hub). */
  extensions: z.optional(z.boolean()),
  time_zone: z.optional(z.string()),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
