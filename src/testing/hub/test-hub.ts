import crypto from 'node:crypto';
import pg from 'pg';
import type { DatabaseOptions } from '@/server/db/database';
import { defaultHubSettings, type HubSettings } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import type { WorkerOptions } from '@/server/hub/imports/worker';
import { openHub, type Hub } from '@/server/runtime';

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

/**
 * With TEST_DATABASE_URL, each test hub gets a database of its own on that PostgreSQL server
 * (dropped on close); otherwise in-memory PGlite.
 */
export async function testDatabase(): Promise<{
  options: DatabaseOptions;
  dispose: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { options: { kind: 'memory' }, dispose: async () => undefined };
  const name = `hub_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** A hub on a fresh database with two keys; the worker only runs when a test asks it to. */
export async function createTestHub(
  settings: Partial<HubSettings> = {},
  { startWorker = false, worker }: { startWorker?: boolean; worker?: WorkerOptions } = {},
): Promise<TestHub> {
  const { options, dispose } = await testDatabase();
  const hub = await openHub(
    options,
    { ...defaultHubSettings, rateLimitPerMinute: 0, ...settings },
    { startWorker, worker },
  );
  const { manage, read } = await hub.database.run(async (db) => ({
    manage: await createKey(db, 'test manage', ['manage']),
    read: await createKey(db, 'test read', ['read']),
  }));
  return {
    ...hub,
    async close() {
      await hub.close();
      await dispose();
    },
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
