import type { Context, MiddlewareHandler } from 'hono';
import { baseRoutePath } from 'hono/route';
import { logError } from '@/server/db/errors';
import { answerOf, subjectOf, type HubRead } from '@/server/store/change-names';
import { describePath } from '@/server/store/change-summary';
import type { HubEnvBindings } from '@/server/hub/context';
import { bodyIfRead } from '@/server/hub/json-body';
import type { ClientBindings } from './client-address';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The path under `/api/v1` as sent, percent-encoded (as the dashboard records an upstream's):
 * `%00` stays `%00`, which a text column can hold, where the decoded path would carry U+0000.
 */
function sentPath(c: Context) {
  const url = new URL(c.req.url);
  const base = baseRoutePath(c);
  const path = !base || base === '/' ? url.pathname : url.pathname.slice(base.length) || '/';
  return path + url.search;
}

/** What a created thing's answer says: an import's id (202), a new event's code (201). */
async function createdBy(c: Context, path: string) {
  const retried = /\/(?:registration|result)-imports\/(\d+)\//.exec(path);
  const made = {
    importId: retried ? Number(retried[1]) : null,
    createdEvent: null as string | null,
  };
  if (c.req.method !== 'POST' || (c.res.status !== 202 && c.res.status !== 201)) return made;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { import_id?: unknown; data?: { code?: unknown } } | null;
  if (typeof body?.import_id === 'number') made.importId = body.import_id;
  if (path.split('?')[0] === '/events' && typeof body?.data?.code === 'string')
    made.createdEvent = body.data.code;
  return made;
}

/**
 * Records every write a known key makes, after the hub has answered it, refused ones too (the
 * outcome is part of the history); a request without a valid key is no one's and is not kept.
 * Writes the dashboard's gateway sends count as `dashboard`. A failure to record never changes
 * the answer: it is logged with the request's id and counted (`ChangeLog.failed`).
 */
export function recordChanges(
  /** The hub's own reads, with the writer's key: what names the write, read before it. */
  readAs: (c: Context, path: string) => Promise<unknown>,
): MiddlewareHandler<HubEnvBindings> {
  return async (c, next) => {
    const write = Boolean(c.var.apiKey) && WRITES.has(c.req.method);
    const path = sentPath(c);
    const read: HubRead = (p) => readAs(c, p);
    const subject = write
      ? await subjectOf(c.req.method, path, read).catch((error: unknown) => {
          logError('history', error, 'what a write touched was not read');
          return null;
        })
      : null;
    await next();
    const key = c.var.apiKey;
    if (!key || !write) return;
    try {
      const replaced = c.var.replaced;
      const answer =
        !replaced && c.res.ok && c.res.status !== 204
          ? await c.res
              .clone()
              .json()
              .catch(() => null)
          : null;
      const { kind } = describePath(path);
      await c.var.services.changes.record({
        via: (c.env as ClientBindings | undefined)?.via ?? 'api',
        actor: key.name,
        keyFingerprint: key.fingerprint,
        method: c.req.method,
        path,
        body: await bodyIfRead(c),
        status: c.res.status,
        ...(await createdBy(c, path)),
        before: replaced ? replaced.before : subject?.before,
        after: replaced ? replaced.after : answerOf(kind, answer),
        names: subject?.names,
      });
    } catch (error) {
      c.var.services.changes.failed(error, c.var.requestId);
    }
  };
}
