import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { importStatusSchema, type ImportStatus } from '@/contract/imports';
import { defaultHubSettings } from '../../env';
import { events } from '../../db/schema';
import type { DatabaseOptions } from '../../db/database';
import { openHub } from '../../runtime';
import { ensureCatalogue } from '../../testing/fixtures';
import { testDatabase } from '../../testing/test-hub';
import { rowsOf } from '../imports/shared';
import { createKey } from '../keys';
import { distinctRegistrations } from './support';

const root = path.resolve(import.meta.dirname, '../../../..');
const RACES = 8;
const IMPORTS_PER_RACE = 3;
const ITEMS = 2000;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type CallApi = (method: string, p: string, json?: unknown) => Promise<Response>;

/** The real server (`src/server/cli/start.ts`) in its own process group. */
async function startServer(env: Record<string, string>, key: string) {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/start.ts'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...env,
        SKIP_WEB_BUILD: '1',
        HUB_SEED: 'never',
        RATE_LIMIT_PER_MINUTE: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
      },
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, signal);
      await exited;
    }
  };
  cleanups.push(() => kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}/api/v1`;
  const call: CallApi = (method, p, json) =>
    fetch(base + p, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`the hub exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the hub did not start:\n${output}`);
    const up = await call('GET', '/events?per_page=1').then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { call, kill, output: () => output };
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
  for (const status of after)
    expect(status.summary).toMatchObject({
      total_received: ITEMS,
      created: ITEMS,
      updated: 0,
      conflicts: 0,
      errors: 0,
    });
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
