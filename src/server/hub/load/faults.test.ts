import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { importStatusSchema, type ImportStatus } from '@/contract/imports';
import { defaultHubSettings } from '@/server/env';
import { events } from '@/server/db/schema';
import type { DatabaseOptions } from '@/server/db/database';
import { openHub } from '@/server/runtime';
import { ensureCatalogue } from '@/testing/hub/fixtures';
import { spawnHub } from '@/testing/hub/spawn-hub';
import { testDatabase } from '@/testing/hub/test-hub';
import { rowsOf } from '@/server/db/database';
import { createKey } from '@/server/hub/keys';
import { allCreated, distinctRegistrations } from '@/testing/hub/load-items';

const RACES = 8;
const IMPORTS_PER_RACE = 3;
const ITEMS = 2000;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type CallApi = (method: string, p: string, json?: unknown) => Promise<Response>;

/** The real server in its own process group, with the key to call its API. */
async function startServer(env: Record<string, string>, key: string) {
  const hub = await spawnHub({ ...env, HUB_SEED: 'never', RATE_LIMIT_PER_MINUTE: '0' });
  cleanups.push(() => hub.kill('SIGKILL'));
  const call: CallApi = (method, p, json) =>
    fetch(`${hub.base}/api/v1${p}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  return { call, kill: hub.kill, output: hub.output };
}

/** The database the server will use: a PGlite data dir, or a PostgreSQL database of its own. */
async function serverDatabase(): Promise<{
  options: DatabaseOptions;
  env: Record<string, string>;
}> {
  if (process.env.TEST_DATABASE_URL) {
    const { options, dispose } = await testDatabase();
    cleanups.push(dispose);
    if (options.kind !== 'postgres') throw new Error('expected PostgreSQL');
    return { options, env: { DATABASE_URL: options.url } };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-faults-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { options: { kind: 'pglite', dataDir }, env: { HUB_DATA_DIR: dataDir, DATABASE_URL: '' } };
}

test('SIGKILL while imports are queued and processing: after restart each completes once', async () => {
  const { options, env } = await serverDatabase();
  const people = Array.from({ length: RACES }, (_, r) =>
    distinctRegistrations(500 + r, ITEMS * IMPORTS_PER_RACE),
  );
  const setup = await openHub(options, defaultHubSettings, { startWorker: false });
  const key = await setup.database.run(async (db) => {
    await ensureCatalogue(db);
    // One race per event: external ids and CPFs are matched per event.
    await db.insert(events).values(
      Array.from({ length: RACES }, (_, r) => ({
        code: `F${r}`,
        name: `Faults ${r}`,
        date: '2027-03-14',
        registrationOpensAt: new Date(),
        registrationClosesAt: new Date(),
      })),
    );
    return createKey(db, 'faults', ['manage']);
  });
  const post = (call: CallApi, n: number) => {
    const r = n % RACES;
    const part = Math.floor(n / RACES);
    return call('POST', `/events/F${r}/races/K/registrations`, {
      registrations: people[r].slice(part * ITEMS, (part + 1) * ITEMS),
    });
  };
  const accepted: ImportStatus[] = [];
  const accept = async (res: Response) => {
    expect(res.status).toBe(202);
    accepted.push(importStatusSchema.parse(await res.json()));
  };
  const inProcess: CallApi = async (method, p, json) =>
    setup.app.request(p, {
      method,
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  for (let r = 0; r < RACES; r++) {
    const res = await inProcess('POST', `/events/F${r}/races`, {
      name: `Prova ${r}`,
      code: 'K',
      starts_at: '2027-03-14T06:30:00-03:00',
    });
    expect(res.status).toBe(201);
  }
  // Most imports are queued before the server starts, the rest while it runs.
  const total = RACES * IMPORTS_PER_RACE;
  for (let n = 0; n < total - RACES; n++) await accept(await post(inProcess, n));
  await setup.close();

  // On PostgreSQL the worker can be held inside its first import: kill lands mid-import.
  const hold = options.kind === 'postgres' ? new pg.Client(options.url) : null;
  await hold?.connect();
  await hold?.query('select pg_advisory_lock(727275)');

  const first = await startServer(env, key.key);
  const late = await Promise.all(
    Array.from({ length: RACES }, (_, i) => post(first.call, total - RACES + i)),
  );
  for (const res of late) await accept(res);
  await first.kill('SIGKILL');
  const killedAt = new Date();
  await hold?.end();
  const statuses = async (call: CallApi) =>
    Promise.all(
      accepted.map(async (a) => {
        const res = await call(
          'GET',
          `/events/${a.event_code}/registration-imports/${a.import_id}`,
        );
        expect(res.status).toBe(200);
        return importStatusSchema.parse(await res.json());
      }),
    );

  const second = await startServer(env, key.key);
  let after = await statuses(second.call);
  for (let i = 0; i < 600 && after.some((s) => s.status !== 'completed'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await statuses(second.call);
  }
  for (const status of after) expect(status.summary).toMatchObject(allCreated(ITEMS));
  expect(after.map((s) => s.status)).toEqual(accepted.map(() => 'completed'));
  // The kill landed with imports still to do: those finished only after the restart.
  expect(after.filter((s) => new Date(s.finished_at!) > killedAt).length).toBeGreaterThan(0);
  await second.kill('SIGTERM');

  const check = await openHub(options, defaultHubSettings, { startWorker: false });
  try {
    const rows = await check.database.run((db) =>
      rowsOf<{ code: string; n: number; people: number; bibs: number }>(
        db,
        sql`select e.code, count(g.id)::int as n, count(distinct g.document)::int as people,
                   count(distinct g.bib)::int as bibs
            from events e join races r on r.event_id = e.id
            left join registrations g on g.race_id = r.id
            group by e.code order by e.code`,
      ),
    );
    expect(rows).toEqual(
      people.map((list, r) => ({
        code: `F${r}`,
        n: list.length,
        people: list.length,
        bibs: list.length,
      })),
    );
    const imports = await check.database.run((db) =>
      rowsOf<{ id: number; status: string }>(db, sql`select id, status from imports order by id`),
    );
    expect(imports).toEqual(
      accepted.map((a) => ({ id: a.import_id, status: 'completed' })).sort((a, b) => a.id - b.id),
    );
  } finally {
    await check.close();
  }
});
