import fs from 'node:fs';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { DatabaseOptions } from '@/server/db/database';
import { rowsOf } from '@/server/db/database';
import { events, races } from '@/server/db/schema';
import { defaultHubSettings } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import { ReadCache } from '@/server/hub/read-cache';
import { openHub, type Hub } from '@/server/runtime';
import { seedBulkRegistrations, seedBulkResults, seedLarge } from '@/server/seed/seed-large';
import { createFaker } from '@/testing/fake';
import { ensureCatalogue } from '@/testing/hub/fixtures';
import { testDatabase } from '@/testing/hub/test-hub';
import { listen } from './api';
import { median, tempDir, timeIt, type BenchRow } from './harness';

/** `BENCH_GROWTH_SCALE=0.1` for a quick run; 1 is the issue's scale. */
const SCALE = Number(process.env.BENCH_GROWTH_SCALE ?? 1);
const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));
const BIG_EVENT = scaled(200_000);
const BIG_RACE_RESULTS = scaled(50_000);
const HUB_EVENTS = scaled(10_000);
const HUB_REGISTRATIONS = scaled(1_000_000);
const SMALL_HUB_EVENTS = 100;
const REGISTRATIONS = 2000;
const RESULTS = 5000;
const RUNS = 3;
const PAGE_RUNS = 9;
const RATE_GOAL = 0.8;
const P99_GOAL = 2;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 5);
/** Distinct pages asked in turn, more than the read cache keeps (it is off here anyway). */
const DISTINCT = 300;

const n = (value: number) => value.toLocaleString('en-US');

/** The embedded database, then PostgreSQL when TEST_DATABASE_URL names a server. */
async function onEachEngine(
  benchOn: (
    label: string,
    database: () => Promise<{ options: DatabaseOptions; dispose: () => Promise<void> }>,
  ) => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  const rows = await benchOn('embedded', async () => {
    const dataDir = tempDir('hub-bench-growth-');
    // A hub of a million registrations is a gigabyte: gone with the run.
    return {
      options: { kind: 'pglite', dataDir },
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  });
  if (process.env.TEST_DATABASE_URL)
    rows.push(
      ...(await benchOn('PostgreSQL', async () => {
        const { options, dispose } = await testDatabase();
        return {
          options: options.kind === 'postgres' ? { ...options, poolSize: 10 } : options,
          dispose,
        };
      })),
    );
  return rows;
}

/**
 * Cost that grows with the work, not with the hub (issue 34): the same import into an event
 * that already holds 200,000 registrations (a race with 50,000 results) and into an empty one,
 * a page of that event's participants and of that race's results against the empty one's,
 * and the reads people make on a hub of 10,000 events and 1,000,000 registrations against a
 * hub of 100 events; both on the embedded database and on PostgreSQL.
 */
export async function benchGrowth(): Promise<BenchRow[]> {
  return [...(await onEachEngine(benchImportsOn)), ...(await onEachEngine(benchReadsOn))];
}

async function openGrowthHub(
  options: DatabaseOptions,
): Promise<{ hub: Hub; authorization: string }> {
  const hub = await openHub(
    options,
    { ...defaultHubSettings, rateLimitPerMinute: 0 },
    { startWorker: false },
  );
  const key = await hub.database.run((db) => createKey(db, 'bench', ['manage']));
  return { hub, authorization: `Bearer ${key.key}` };
}

async function benchImportsOn(
  label: string,
  database: () => Promise<{ options: DatabaseOptions; dispose: () => Promise<void> }>,
): Promise<BenchRow[]> {
  const { options, dispose } = await database();
  const { hub, authorization } = await openGrowthHub(options);
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await hub.app.request(`http://bench${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: { id: number; code: string } };
  };
  const newRace = async (event: string, code: string) =>
    (
      await call('POST', `/events/${event}/races`, {
        name: code,
        code,
        distance: 10,
        starts_at: '2027-03-14T06:30:00-03:00',
      })
    ).data;
  try {
    await hub.database.run(async (db) => {
      await ensureCatalogue(db);
      await db.insert(events).values(
        ['EMPTY', 'BIG'].map((code) => ({
          code,
          name: code,
          date: '2027-03-14',
          registrationOpensAt: new Date(),
          registrationClosesAt: new Date(),
        })),
      );
    });
    const bigRace = await newRace('BIG', 'R');
    const bigResults = await newRace('BIG', 'S');
    console.log(`  ${label}: ${n(BIG_EVENT)} registrations, ${n(BIG_RACE_RESULTS)} results...`);
    await hub.database.run(async (db) => {
      await seedBulkRegistrations(db, { count: BIG_EVENT, raceIds: [bigRace.id] });
      await seedBulkResults(db, { count: BIG_RACE_RESULTS, raceId: bigResults.id });
      await db.execute(sql`analyze`);
    });

    const faker = createFaker(34);
    const importInto = async (
      event: string,
      race: string,
      kind: 'registrations' | 'results',
      items: unknown[],
    ) => {
      await call('POST', `/events/${event}/races/${race}/${kind}`, { [kind]: items });
      return timeIt(() => hub.worker.drain());
    };
    const registrationsOf = (run: number) =>
      Array.from({ length: REGISTRATIONS }, (_, i) =>
        faker.registrationItem(run * REGISTRATIONS + i, {
          category: '',
          bibStart: run * 10_000 + 1,
        }),
      );
    const resultsOf = (run: number) =>
      Array.from({ length: RESULTS }, (_, i) =>
        faker.resultItem(String(run * RESULTS + i + 1), i, { distanceKm: 10 }),
      );
    // One round untimed: the first import also compiles the hub's code and the database's plans.
    await importInto(
      'EMPTY',
      (await newRace('EMPTY', 'W')).code,
      'registrations',
      registrationsOf(0),
    );
    await importInto('EMPTY', 'W', 'results', resultsOf(0));
    const times = {
      emptyReg: [] as number[],
      bigReg: [] as number[],
      emptyRes: [] as number[],
      bigRes: [] as number[],
    };
    for (let run = 1; run <= RUNS; run++) {
      const empty = await newRace('EMPTY', `E${run}`);
      times.emptyReg.push(
        await importInto('EMPTY', empty.code, 'registrations', registrationsOf(run)),
      );
      times.bigReg.push(
        await importInto('BIG', bigRace.code, 'registrations', registrationsOf(run)),
      );
      times.emptyRes.push(await importInto('EMPTY', empty.code, 'results', resultsOf(run)));
      times.bigRes.push(await importInto('BIG', bigResults.code, 'results', resultsOf(run)));
    }
    const rateRow = (name: string, count: number, big: number[], empty: number[]): BenchRow => {
      const value = count / (median(big) / 1000);
      const baseline = count / (median(empty) / 1000);
      return {
        name: `${name} (${label}, median of ${RUNS})`,
        value,
        unit: 'rows/s',
        baselineName: 'same import, empty',
        baseline,
        ratio: value / baseline,
        target: `>= ${RATE_GOAL}x`,
        ok: value / baseline >= RATE_GOAL,
      };
    };
    return [
      rateRow(
        `import ${n(REGISTRATIONS)} registrations into an event of ${n(BIG_EVENT)}`,
        REGISTRATIONS,
        times.bigReg,
        times.emptyReg,
      ),
      rateRow(
        `import ${n(RESULTS)} results into a race of ${n(BIG_RACE_RESULTS)}`,
        RESULTS,
        times.bigRes,
        times.emptyRes,
      ),
      ...(await pagesOfBigOnes(label, (path) => call('GET', path), bigResults.code)),
    ];
  } finally {
    await hub.close();
    await dispose();
  }
}

/**
 * A page of the big event's participants (the first, and one deep in the list) and of the big
 * race's results, against the same page of the event and race the imports went into (their
 * registrations and results, a few thousand): a page should cost what it returns.
 */
async function pagesOfBigOnes(
  label: string,
  get: (path: string) => Promise<unknown>,
  bigRace: string,
): Promise<BenchRow[]> {
  // Page 200 of 25 starts at the 4,976th name, which the small event has too.
  const pages = [
    ['participants, first page (25)', '/events/{e}/registrations?per_page=25'],
    ['participants, page 200 (25)', '/events/{e}/registrations?per_page=25&page=200'],
    ['results, first page (25)', '/events/{e}/races/{r}/results?per_page=25'],
  ] as const;
  const pathOf = (template: string, big: boolean) =>
    template.replace('{e}', big ? 'BIG' : 'EMPTY').replace('{r}', big ? bigRace : 'W');
  const times = pages.map(() => ({ big: [] as number[], small: [] as number[] }));
  for (let run = 0; run <= PAGE_RUNS; run++)
    for (const [i, [, template]] of pages.entries())
      for (const big of [true, false]) {
        const ms = await timeIt(() => get(pathOf(template, big)));
        // The first round compiles the plans.
        if (run > 0) times[i][big ? 'big' : 'small'].push(ms);
      }
  return pages.map(([title], i) => {
    const value = median(times[i].big);
    const baseline = median(times[i].small);
    const big = title.startsWith('results')
      ? `a race of ${n(BIG_RACE_RESULTS)} results`
      : `an event of ${n(BIG_EVENT)}`;
    return {
      name: `GET ${title} of ${big} (${label}, median of ${PAGE_RUNS})`,
      value,
      unit: 'ms',
      baselineName: `the imports' ${title.startsWith('results') ? 'race' : 'event'}`,
      baseline,
      ratio: value / Math.max(baseline, 1),
      target: `<= ${P99_GOAL}x`,
      ok: value / Math.max(baseline, 1) <= P99_GOAL,
    };
  });
}

interface ReadPaths {
  events: string[];
  search: string[];
  participants: string[];
  vacancy: string[];
}

/**
 * What people read, asked in turn over many events and pages so the answers come from the
 * database: the read cache is off (a hub that keeps changing reads them again all the time).
 */
async function readPaths(hub: Hub): Promise<ReadPaths> {
  const picked = await hub.database.run((db) =>
    rowsOf<{ event: string; race: string }>(
      db,
      sql`select e.code as event, r.code as race from ${races} r join ${events} e on e.id = r.event_id
          where r.registration_limit is not null order by r.id desc limit ${DISTINCT}`,
    ),
  );
  // Cities as people type them, accents and all: the hub folds both sides.
  const cities = await hub.database.run((db) =>
    rowsOf<{ city: string }>(
      db,
      sql`select distinct city from ${events} where city is not null order by city limit 30`,
    ),
  );
  const e = (code: string) => encodeURIComponent(code);
  return {
    // The console's list as it opens: counters included, the first pages.
    events: Array.from(
      { length: DISTINCT },
      (_, i) => `/api/v1/events?per_page=25&include=counters&page=${1 + (i % 4)}`,
    ),
    search: cities.map(
      ({ city }) => `/api/v1/events?per_page=25&include=counters&search=${e(city)}`,
    ),
    participants: picked.map((p) => `/api/v1/events/${e(p.event)}/registrations?per_page=25`),
    vacancy: picked.map((p) => `/api/v1/events/${e(p.event)}/races/${e(p.race)}/vacancy`),
  };
}

async function p99Of(url: string, authorization: string, paths: string[]): Promise<number> {
  const run = async (seconds: number) => {
    let next = 0;
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { authorization },
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
    });
    const bad = result.errors + result.timeouts + result.non2xx;
    if (bad > 0) throw new Error(`${paths[0]}: ${bad} failed requests of ${result.requests.total}`);
    return result.latency.p99;
  };
  await run(1);
  return run(SECONDS);
}

const READS = ['events', 'search', 'participants', 'vacancy'] as const;

async function benchReadsOn(
  label: string,
  database: () => Promise<{ options: DatabaseOptions; dispose: () => Promise<void> }>,
): Promise<BenchRow[]> {
  const measured: Record<'small' | 'big', Record<keyof ReadPaths, number>> = {
    small: { events: 0, search: 0, participants: 0, vacancy: 0 },
    big: { events: 0, search: 0, participants: 0, vacancy: 0 },
  };
  for (const size of ['small', 'big'] as const) {
    const { options, dispose } = await database();
    const { hub, authorization } = await openGrowthHub(options);
    hub.services.reads = new ReadCache(hub.database, 0);
    try {
      const events = size === 'small' ? SMALL_HUB_EVENTS : HUB_EVENTS;
      console.log(
        `  ${label}: a hub of ${n(events)} events${size === 'big' ? `, ${n(HUB_REGISTRATIONS)} registrations` : ''}...`,
      );
      await hub.database.run(async (db) => {
        await seedLarge(db, { events, timeZone: defaultHubSettings.timeZone });
        if (size === 'big') await seedBulkRegistrations(db, { count: HUB_REGISTRATIONS });
        await db.execute(sql`analyze`);
      });
      const paths = await readPaths(hub);
      const server = await listen(new Hono().route('/api/v1', hub.app).fetch);
      try {
        for (const name of READS)
          measured[size][name] = await p99Of(server.url, authorization, paths[name]);
        // Answers autocannon stopped waiting for finish before the database closes under them.
        await new Promise((resolve) => setTimeout(resolve, 1000));
      } finally {
        await server.close();
      }
    } finally {
      await hub.close();
      await dispose();
    }
  }
  const titles = {
    events: 'GET /events (25/page)',
    search: 'GET /events?search=<city> (25/page)',
    participants: 'GET participants (25/page)',
    vacancy: 'GET vacancy',
  };
  return READS.map((name) => {
    const value = measured.big[name];
    const baseline = measured.small[name];
    return {
      name: `${titles[name]} p99, ${label}, ${n(HUB_EVENTS)} events and ${n(HUB_REGISTRATIONS)} registrations`,
      value,
      unit: 'ms',
      baselineName: `${SMALL_HUB_EVENTS} events`,
      baseline,
      ratio: value / Math.max(baseline, 1),
      target: `<= ${P99_GOAL}x`,
      ok: value / Math.max(baseline, 1) <= P99_GOAL,
    };
  });
}
