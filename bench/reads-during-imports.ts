import { spawnHub, type SpawnedHub } from '@/testing/hub/spawn-hub';
import { distinctRegistrations } from '@/testing/hub/load-items';
import { testDatabase } from '@/testing/hub/test-hub';
import { load, type Load } from './api';
import { tempDir, type BenchRow } from './harness';

const READERS = 20;
const IMPORTS = 8;
const ITEMS = 2000;
const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 6);
const MAX_P99_MS = 100;

/**
 * Vacancy polled by 20 connections while 8 imports of 2000 registrations are applied again
 * and again, against the same polling with no import running. The hubs are real servers
 * (`npm start`), as in production: one on an embedded data dir, and two instances on one
 * PostgreSQL database, with the imports and the readers spread over both.
 */
export async function benchReadsDuringImports(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const env = { HUB_SEED: 'auto', RATE_LIMIT_PER_MINUTE: '0' };
  const embedded = await spawnHub({ ...env, HUB_DATA_DIR: tempDir('hub-bench-reads-') });
  try {
    rows.push(await benchOn('embedded', [embedded]));
  } finally {
    await embedded.stop();
  }
  if (process.env.TEST_DATABASE_URL) {
    const { options, dispose } = await testDatabase();
    if (options.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // One seeds and prints the key; the second starts on the seeded database.
    const first = await spawnHub({ ...env, DATABASE_URL: options.url });
    const second = await spawnHub({ ...env, DATABASE_URL: options.url }).catch(async (e) => {
      await first.stop();
      throw e;
    });
    try {
      rows.push(await benchOn('PostgreSQL, two instances', [first, second]));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await dispose();
    }
  }
  return rows;
}

async function benchOn(label: string, hubs: SpawnedHub[]): Promise<BenchRow> {
  const key = /Demo manage key[^:]*: (hub_\S+)/.exec(hubs[0].output())?.[1];
  if (!key) throw new Error(`the hub printed no demo key:\n${hubs[0].output()}`);
  const authorization = `Bearer ${key}`;
  const call = async (hub: SpawnedHub, method: string, path: string, json?: unknown) => {
    const res = await fetch(`${hub.base}/api/v1${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: { id: number; code: string }[] | { code: string } };
  };

  // 9 races of their own in the demo's events: one polled, 8 imported into.
  const { data: events } = (await call(hubs[0], 'GET', '/events?per_page=25')) as {
    data: { code: string }[];
  };
  const targets = [];
  for (let i = 0; i <= IMPORTS; i++) {
    const event = events[i % events.length];
    const { data: race } = (await call(hubs[0], 'POST', `/events/${event.code}/races`, {
      name: `Bench ${i}`,
      distance: 10,
      starts_at: '2027-03-14T06:30:00-03:00',
      registration_limit: 50_000,
    })) as { data: { code: string } };
    targets.push({ event: event.code, race: race.code });
  }
  const [polled, ...imported] = targets;
  const bodies = imported.map((_, i) =>
    JSON.stringify({ registrations: distinctRegistrations(500 + i, ITEMS) }),
  );

  /** `READERS` connections, spread over the instances, for `seconds`. */
  const poll = async (seconds: number): Promise<Load> => {
    const path = `/api/v1/events/${polled.event}/races/${polled.race}/vacancy`;
    const loads = await Promise.all(
      hubs.map((hub) => load(`${hub.base}${path}`, authorization, seconds, READERS / hubs.length)),
    );
    return {
      p50: Math.max(...loads.map((l) => l.p50)),
      p99: Math.max(...loads.map((l) => l.p99)),
      rps: loads.reduce((n, l) => n + l.rps, 0),
    };
  };
  await poll(1);
  const idle = await poll(SECONDS);

  let importing = true;
  let applied = 0;
  const writer = (async () => {
    while (importing) {
      // The same files again: every item matches and is updated, the work of a re-upload.
      const ids = await Promise.all(
        imported.map(async (t, i) => {
          const hub = hubs[i % hubs.length];
          const res = await fetch(
            `${hub.base}/api/v1/events/${t.event}/races/${t.race}/registrations`,
            {
              method: 'POST',
              headers: { authorization, 'content-type': 'application/json' },
              body: bodies[i],
            },
          );
          if (res.status !== 202)
            throw new Error(`import not accepted: ${res.status} ${await res.text()}`);
          return { hub, id: ((await res.json()) as { import_id: number }).import_id };
        }),
      );
      for (const [i, { hub, id }] of ids.entries())
        await waitFor(
          hub,
          authorization,
          `/events/${imported[i].event}/registration-imports/${id}`,
        );
      applied += IMPORTS;
    }
  })();
  const busy = await poll(SECONDS).finally(async () => {
    importing = false;
    await writer;
  });
  return {
    name: `GET vacancy p99, ${READERS} readers while ${IMPORTS}x${ITEMS}-item imports run (${applied} applied), ${label}`,
    value: busy.p99,
    unit: 'ms',
    baselineName: 'same readers, no import',
    baseline: idle.p99,
    ratio: busy.p99 / Math.max(idle.p99, 1),
    target: `<= ${MAX_P99_MS} ms`,
    ok: busy.p99 <= MAX_P99_MS,
  };
}

/** Polls an import's status, as the dashboard does, until it has ended. */
async function waitFor(hub: SpawnedHub, authorization: string, path: string) {
  for (;;) {
    const res = await fetch(`${hub.base}/api/v1${path}`, {
      headers: { authorization },
    });
    const { status } = (await res.json()) as { status: string };
    if (status === 'completed') return;
    if (status === 'failed') throw new Error(`${path} failed`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
