import { sql } from 'drizzle-orm';
import type { ServerType } from '@hono/node-server';
import { serveHttp } from '@/server/http-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { importStatusSchema, summaryAddsUp, type ImportStatus } from '@/contract/imports';
import { rowsOf } from '@/server/db/database';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { allCreated, distinctRegistrations } from '@/testing/hub/load-items';

const IMPORTS = 8;
const ITEMS = 2000;
const READERS = 50;

let hub: TestHub;
let server: ServerType;
let base: string;
beforeAll(async () => {
  hub = await createTestHub({}, { startWorker: true });
  // Over loopback, as clients come: in-process calls alone would never yield to the timers.
  base = await new Promise<string>((resolve) => {
    server = serveHttp({ fetch: hub.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await hub.close();
});

const call = (method: string, path: string, json?: unknown) =>
  fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${hub.manageKey}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

test('8 concurrent 2000-item imports with 50 readers: no error, summaries add up, rows exact', async () => {
  // One race per event: external ids and CPFs are matched per event.
  const targets: { event: string; race: string; raceId: number }[] = [];
  for (let i = 0; i < IMPORTS; i++) {
    const event = await insertEvent(hub);
    const race = await createRace(hub, event.code, { code: `LOAD${i}`, registration_limit: 5000 });
    targets.push({ event: event.code, race: race.code, raceId: race.id });
  }
  const bodies = targets.map((_, i) => ({ registrations: distinctRegistrations(100 + i, ITEMS) }));

  const failures: string[] = [];
  const accepted: ImportStatus[] = [];
  let writersDone = false;
  let reads = 0;
  const read = async (path: string) => {
    const res = await call('GET', path);
    reads++;
    if (res.status !== 200) failures.push(`GET ${path}: ${res.status} ${await res.text()}`);
    else await res.arrayBuffer();
  };
  const reader = async (n: number) => {
    for (let round = 0; !writersDone || round === 0; round++) {
      const t = targets[(n + round) % IMPORTS];
      await read('/events?per_page=25');
      await read(`/events/${t.event}/races`);
      await read(`/events/${t.event}/races/${t.race}/vacancy`);
      const mine = accepted.find((a) => a.event_code === t.event);
      if (mine) await read(`/events/${t.event}/registration-imports/${mine.import_id}`);
    }
  };
  const writer = async (i: number) => {
    const t = targets[i];
    const res = await call('POST', `/events/${t.event}/races/${t.race}/registrations`, bodies[i]);
    if (res.status !== 202) {
      failures.push(`POST import ${i}: ${res.status} ${await res.text()}`);
      return;
    }
    const status = importStatusSchema.parse(await res.json());
    accepted.push(status);
    const path = `/events/${t.event}/registration-imports/${status.import_id}`;
    for (let current = status; !['completed', 'failed'].includes(current.status);) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const polled = await call('GET', path);
      if (polled.status !== 200) {
        failures.push(`GET ${path}: ${polled.status}`);
        return;
      }
      current = importStatusSchema.parse(await polled.json());
    }
  };

  const readers = Array.from({ length: READERS }, (_, n) => reader(n));
  try {
    await Promise.all(targets.map((_, i) => writer(i)));
  } finally {
    writersDone = true;
    await Promise.all(readers);
  }

  expect(failures).toEqual([]);
  expect(reads).toBeGreaterThan(READERS * 3);
  expect(accepted).toHaveLength(IMPORTS);
  for (const t of targets) {
    const mine = accepted.find((a) => a.event_code === t.event)!;
    const res = await call('GET', `/events/${t.event}/registration-imports/${mine.import_id}`);
    const status = importStatusSchema.parse(await res.json());
    expect(status.status).toBe('completed');
    expect(summaryAddsUp(status.summary)).toBe(true);
    expect(status.summary).toMatchObject(allCreated(ITEMS));
    const vacancy = await call('GET', `/events/${t.event}/races/${t.race}/vacancy`);
    expect((await vacancy.json()).data.registrations_count).toBe(String(ITEMS));
  }

  const rows = await hub.database.run((db) =>
    rowsOf<{ race_id: number; n: number; people: number; bibs: number }>(
      db,
      sql`select race_id, count(*)::int as n, count(distinct document)::int as people,
                 count(distinct bib)::int as bibs
          from registrations group by race_id order by race_id`,
    ),
  );
  expect(rows).toEqual(
    targets.map((t) => ({ race_id: t.raceId, n: ITEMS, people: ITEMS, bibs: ITEMS })),
  );
  const [{ imports }] = await hub.database.run((db) =>
    rowsOf<{ imports: number }>(db, sql`select count(*)::int as imports from imports`),
  );
  expect(imports).toBe(IMPORTS);
});
