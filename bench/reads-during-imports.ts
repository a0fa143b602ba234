import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/database';
import type { DatabaseOptions } from '@/server/db/database';
import { defaultHubSettings } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import { openHub, type Hub } from '@/server/runtime';
import { createRace, insertEvent } from '@/server/testing/fixtures';
import { distinctRegistrations } from '@/server/hub/load/support';
import { testDatabase } from '@/server/testing/test-hub';
import { load } from './api';
import { tempDir, type BenchRow } from './harness';

const READERS = 20;
const IMPORTS = 8;
const ITEMS = 2000;
const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 6);
const MAX_P99_MS = 100;

/** `READERS` connections polling one vacancy for `seconds`. */
const poll = (url: string, authorization: string, seconds: number) =>
  load(url, authorization, seconds, READERS);

/**
 * Vacancy polled by 20 connections while the worker applies 8 imports of 2000 registrations
 * again and again, against the same polling on the same hub with no import running. The
 * worker shares the process (and, embedded, the database's one connection) with the reads.
 */
export async function benchReadsDuringImports(): Promise<BenchRow[]> {
  const rows = await benchOn('embedded', { kind: 'pglite', dataDir: tempDir('hub-bench-reads-') });
  if (process.env.TEST_DATABASE_URL) {
    const { options, dispose } = await testDatabase();
    try {
      rows.push(...(await benchOn('PostgreSQL', options)));
    } finally {
      await dispose();
    }
  }
  return rows;
}

async function benchOn(label: string, options: DatabaseOptions): Promise<BenchRow[]> {
  const hub = await openHub(options, { ...defaultHubSettings, rateLimitPerMinute: 0 });
  let server: ServerType | null = null;
  try {
    const key = await hub.database.run((db) => createKey(db, 'bench', ['manage']));
    const authorization = `Bearer ${key.key}`;
    const call = (method: string, path: string, { json }: { json?: unknown } = {}) =>
      Promise.resolve(
        hub.app.request(`http://hub.bench${path}`, {
          method,
          headers: { authorization, 'content-type': 'application/json' },
          body: json === undefined ? undefined : JSON.stringify(json),
        }),
      );
    // The fixtures call the API the way tests do; they need only `call` and the database.
    const testHub = { ...hub, call } as unknown as Parameters<typeof insertEvent>[0];
    const polled = await insertEvent(testHub);
    const polledRace = await createRace(testHub, polled.code, { registration_limit: 50_000 });
    const targets: { event: string; race: string }[] = [];
    for (let i = 0; i < IMPORTS; i++) {
      const event = await insertEvent(testHub);
      const race = await createRace(testHub, event.code, { registration_limit: 50_000 });
      targets.push({ event: event.code, race: race.code });
    }
    const bodies = targets.map((_, i) => ({
      registrations: distinctRegistrations(500 + i, ITEMS),
    }));

    const url = await new Promise<string>((resolve) => {
      server = serve(
        { fetch: new Hono().route('/api/v1', hub.app).fetch, port: 0, hostname: '127.0.0.1' },
        (info) => resolve(`http://127.0.0.1:${(info as AddressInfo).port}`),
      );
    });
    const vacancy = `${url}/api/v1/events/${polled.code}/races/${polledRace.code}/vacancy`;
    await poll(vacancy, authorization, 1);
    const idle = await poll(vacancy, authorization, SECONDS);

    let importing = true;
    let applied = 0;
    const writer = (async () => {
      while (importing) {
        // The same files again: every item matches and is updated, the work of a re-upload.
        await Promise.all(
          targets.map((t, i) =>
            call('POST', `/events/${t.event}/races/${t.race}/registrations`, { json: bodies[i] }),
          ),
        );
        await waitForQueue(hub);
        applied += IMPORTS;
      }
    })();
    const busy = await poll(vacancy, authorization, SECONDS).finally(async () => {
      importing = false;
      await writer;
    });
    return [
      {
        name: `GET vacancy p99, ${READERS} readers while ${IMPORTS}x${ITEMS}-item imports run (${applied} applied), ${label}`,
        value: busy.p99,
        unit: 'ms',
        baselineName: 'same readers, no import',
        baseline: idle.p99,
        ratio: busy.p99 / Math.max(idle.p99, 1),
        target: `<= ${MAX_P99_MS} ms`,
        ok: busy.p99 <= MAX_P99_MS,
      },
    ];
  } finally {
    if (server) await new Promise((resolve) => server!.close(resolve));
    await hub.close();
  }
}

async function waitForQueue(hub: Hub) {
  for (;;) {
    const [{ n }] = await hub.database.run((db) =>
      rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from imports where status in ('queued', 'processing')`,
      ),
    );
    if (n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
