import type { Context, MiddlewareHandler } from 'hono';
import { logError } from '@/server/db/errors';
import type { HubEnvBindings } from '@/server/hub/context';
import type { ClientBindings } from './client-address';
import { hubPath } from './request-shape';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The body the route already read, if it did: a refused body is never read again here. */
async function parsedBody(c: Context): Promise<unknown> {
  const { text } = (c.req as unknown as { bodyCache: { text?: Promise<string> } }).bodyCache;
  if (!text) return null;
  try {
    return JSON.parse(await text) as unknown;
  } catch {
    return null;
  }
}

/** An import's id, from the queued import the hub answers with (202) or the retried path. */
async function importIdOf(c: Context, path: string): Promise<number | null> {
  const retried = /\/(?:registration|result)-imports\/(\d+)\//.exec(path);
  if (retried) return Number(retried[1]);
  if (c.req.method !== 'POST' || c.res.status !== 202) return null;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { import_id?: unknown } | null;
  return typeof body?.import_id === 'number' ? body.import_id : null;
}

/**
 * Records every write a known key makes, after the hub has answered it, refused ones too (the
 * outcome is part of the history); a request without a valid key is no one's and is not kept.
 * Writes the dashboard's gateway sends count as `dashboard`. A failure to record is logged and
 * never changes the answer.
 */
export function recordChanges(): MiddlewareHandler<HubEnvBindings> {
  return async (c, next) => {
    await next();
    const key = c.var.apiKey;
    if (!key || !WRITES.has(c.req.method)) return;
    const path = hubPath(c) + new URL(c.req.url).search;
    try {
      const replaced = c.var.replaced;
      await c.var.services.changes.record({
        via: (c.env as ClientBindings | undefined)?.via === 'dashboard' ? 'dashboard' : 'api',
        actor: key.name,
        keyFingerprint: key.fingerprint,
        method: c.req.method,
        path,
        body: await parsedBody(c),
        status: c.res.status,
        importId: await importIdOf(c, path),
        before: replaced?.before,
        after: replaced?.after,
      });
    } catch (error) {
      logError('history', error, 'a write was not recorded');
    }
  };
}
