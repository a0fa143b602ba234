import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { serveHttp } from '@/server/http-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { DatabaseOptions } from '@/server/db/database';
import { defaultHubSettings } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import { rowsOf } from '@/server/db/database';
import { openHub } from '@/server/runtime';
import { seedLarge } from '@/server/seed/seed-large';
import { testDatabase } from '@/testing/hub/test-hub';
import { tempDir, type BenchRow } from './harness';

const EVENTS = 10_000;
const CONNECTIONS = 50;
const WARMUP_S = 1;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);
const MIN_THROUGHPUT_RATIO = 0.25;
const MAX_P99_MS = 20;
const WRITE_EVERY_MS = 50;

export interface Load {
  p50: number;
  p99: number;
  rps: number;
}

export function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  return new Promise((resolve) => {
    const server: ServerType = serveHttp({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({
        url: `http://127.0.0.1:${(info as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

/**
 * autocannon in a worker thread, so the load generator does not share the server's loop. A
 * run in which no request was answered reports the run's length as its latency.
 */
export async function load(
  url: string,
  authorization: string,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    workers: 1,
    headers: { authorization },
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  if (bad > 0) throw new Error(`${url}: ${bad} failed requests of ${result.requests.total}`);
  if (result.requests.total === 0) return { p50: seconds * 1000, p99: seconds * 1000, rps: 0 };
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

async function measure(url: string, authorization: string): Promise<Load> {
  await load(url, authorization, WARMUP_S);
  return load(url, authorization, DURATION_S);
}

function rowsFor(name: string, hub: Load, bare: Load): BenchRow[] {
  const ratio = hub.rps / bare.rps;
  return [
    {
      name: `${name} req/s (${CONNECTIONS} conn)`,
      value: hub.rps,
      unit: 'req/s',
      baselineName: 'bare Hono, same JSON from memory',
      baseline: bare.rps,
      ratio,
      target: `>= ${MIN_THROUGHPUT_RATIO * 100}% of bare`,
      ok: ratio >= MIN_THROUGHPUT_RATIO,
    },
    {
      name: `${name} p50`,
      value: hub.p50,
      unit: 'ms',
      baselineName: 'bare Hono p50',
      baseline: bare.p50,
      ratio: hub.p50 / Math.max(bare.p50, 1),
      target: '-',
      ok: null,
    },
    {
      name: `${name} p99`,
      value: hub.p99,
      unit: 'ms',
      baselineName: 'bare Hono p99',
      baseline: bare.p99,
      ratio: hub.p99 / Math.max(bare.p99, 1),
      target: `<= ${MAX_P99_MS} ms`,
      ok: hub.p99 <= MAX_P99_MS,
    },
  ];
}

/** A bench on the embedded database, then on PostgreSQL when TEST_DATABASE_URL names a server. */
export async function onEachEngine(
  dataDirPrefix: string,
  benchOn: (label: string, options: DatabaseOptions) => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  const rows = await benchOn('embedded', { kind: 'pglite', dataDir: tempDir(dataDirPrefix) });
  if (process.env.TEST_DATABASE_URL) {
    const { options, dispose } = await testDatabase();
    try {
      rows.push(
        ...(await benchOn(
          'PostgreSQL',
          options.kind === 'postgres' ? { ...options, poolSize: 10 } : options,
        )),
      );
    } finally {
      await dispose();
    }
  }
  return rows;
}

/**
 * The read API under load: `GET /events?per_page=25` on a hub of 10 000 events and a race's
 * vacancy, 50 connections over loopback, against a bare Hono app answering the same bytes
 * from memory with the same settings in the same run. On the embedded database always; on
 * PostgreSQL too when TEST_DATABASE_URL names a server (`npm run bench` starts a throwaway one).
 */
export const benchApi = () => onEachEngine('hub-bench-api-', benchApiOn);

async function benchApiOn(label: string, options: DatabaseOptions): Promise<BenchRow[]> {
  const hub = await openHub(
    options,
    { ...defaultHubSettings, rateLimitPerMinute: 0 },
    { startWorker: false },
  );
  const servers: { close: () => Promise<void> }[] = [];
  try {
    const key = await hub.database.run((db) => createKey(db, 'bench', ['manage']));
    await hub.database.run((db) =>
      seedLarge(db, { events: EVENTS, timeZone: defaultHubSettings.timeZone }),
    );
    const [race] = await hub.database.run((db) =>
      rowsOf<{ event: string; race: string }>(
        db,
        sql`select e.code as event, r.code as race from races r join events e on e.id = r.event_id
            where r.registration_limit is not null order by e.date desc, r.id limit 1`,
      ),
    );
    const authorization = `Bearer ${key.key}`;
    const paths = {
      events: '/api/v1/events?per_page=25',
      vacancy: `/api/v1/events/${encodeURIComponent(race.event)}/races/${encodeURIComponent(race.race)}/vacancy`,
    };

    const real = await listen(new Hono().route('/api/v1', hub.app).fetch);
    servers.push(real);
    // The exact bytes the hub answers, served by the baseline.
    const bytes: Record<string, string> = {};
    for (const [name, p] of Object.entries(paths)) {
      const res = await fetch(real.url + p, { headers: { authorization } });
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      bytes[name] = await res.text();
    }
    const bareApp = new Hono();
    for (const [name, p] of Object.entries(paths))
      bareApp.get(p.split('?')[0], (c) =>
        c.req.header('authorization') === authorization
          ? c.body(bytes[name], 200, { 'content-type': 'application/json' })
          : c.body(null, 401),
      );
    const bare = await listen(bareApp.fetch);
    servers.push(bare);

    const rows: BenchRow[] = [];
    const titles = { events: 'GET /events (25/page)', vacancy: 'GET vacancy' };
    const bareLoads: Partial<Record<keyof typeof paths, Load>> = {};
    for (const name of ['events', 'vacancy'] as const) {
      const bareLoad = (bareLoads[name] = await measure(bare.url + paths[name], authorization));
      const hubLoad = await measure(real.url + paths[name], authorization);
      rows.push(...rowsFor(`${titles[name]}, ${label}`, hubLoad, bareLoad));
    }
    // The same list while the data keeps changing, so kept pages go stale and are read again
    // from the database: what the read cache cannot help with. For reference, no target.
    const { reads } = hub.services;
    const before = { hits: reads.hits, misses: reads.misses, joined: reads.joined };
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await hub.database.run((db) =>
          db.execute(
            sql`update events set updated_at = now() where id = (select min(id) from events)`,
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
      }
    })();
    const churn = await measure(real.url + paths.events, authorization).finally(async () => {
      writing = false;
      await writer;
    });
    const misses = reads.misses - before.misses;
    const readAgain = misses / (misses + reads.hits - before.hits + reads.joined - before.joined);
    rows.push(
      ...rowsFor(
        `${titles.events}, ${label}, a write every ${WRITE_EVERY_MS} ms (${(readAgain * 100).toFixed(1)}% read again)`,
        churn,
        bareLoads.events!,
      ).map((row) => ({ ...row, target: '-', ok: null })),
    );
    return rows;
  } finally {
    for (const s of servers) await s.close();
    await hub.close();
  }
}
