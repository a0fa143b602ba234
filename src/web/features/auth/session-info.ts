import type { SessionInfo } from '@/contract/session';
import { readerSchema } from '@/web/lib/api-client';

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * The console server's answer about the session (`sessionInfoSchema` of the contract), read by
 * hand: every page asks for it before anything renders, and zod there cost each first load
 * about 14 kB of gzip. `session-info.test.ts` holds this reading to the schema's.
 */
export function sessionInfoOf(value: unknown): SessionInfo | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const body = value as Record<string, unknown>;
  const { signed_in, key_hint, hub_url, extensions, time_zone } = body;
  if (typeof signed_in !== 'boolean' || !isStringOrNull(key_hint) || !isStringOrNull(hub_url))
    return null;
  if (extensions !== undefined && typeof extensions !== 'boolean') return null;
  if (time_zone !== undefined && typeof time_zone !== 'string') return null;
  const info: SessionInfo = { signed_in, key_hint, hub_url };
  if ('extensions' in body) info.extensions = extensions;
  if ('time_zone' in body) info.time_zone = time_zone;
  return info;
}

export const sessionInfoBody = readerSchema(sessionInfoOf);
