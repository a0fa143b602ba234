import { defaultHubSettings, type HubSettings } from '../env';
import { createKey } from '../hub/keys';
import { openHub, type Hub } from '../runtime';

export interface TestHub extends Hub {
  manageKey: string;
  readKey: string;
  /** `app.request` with the manage key (or `key`), JSON body when `json` is given. */
  call(
    method: string,
    path: string,
    options?: { json?: unknown; key?: string | null; headers?: Record<string, string> },
  ): Promise<Response>;
}

/** A hub on in-memory PGlite with two keys; the worker only runs when a test asks it to. */
export async function createTestHub(
  settings: Partial<HubSettings> = {},
  { startWorker = false } = {},
): Promise<TestHub> {
  const hub = await openHub(
    { kind: 'memory' },
    { ...defaultHubSettings, rateLimitPerMinute: 0, ...settings },
    { startWorker },
  );
  const { manage, read } = await hub.database.run(async (db) => ({
    manage: await createKey(db, 'test manage', ['manage']),
    read: await createKey(db, 'test read', ['read']),
  }));
  return {
    ...hub,
    manageKey: manage.key,
    readKey: read.key,
    call(method, path, { json, key = manage.key, headers = {} } = {}) {
      const h: Record<string, string> = { ...headers };
      if (key) h.authorization = `Bearer ${key}`;
      if (json !== undefined) h['content-type'] = 'application/json';
      return Promise.resolve(
        hub.app.request(`http://hub.test${path}`, {
          method,
          headers: h,
          body:
            json === undefined ? undefined : typeof json === 'string' ? json : JSON.stringify(json),
        }),
      );
    },
  };
}
