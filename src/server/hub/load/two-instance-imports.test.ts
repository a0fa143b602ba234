import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { importStatusSchema, summaryAddsUp, type ImportStatus } from '@/contract/imports';
import { rowsOf } from '@/server/db/database';
import { events } from '@/server/db/schema';
import { defaultHubSettings } from '@/server/env';
import { OutcomeLedger } from '@/server/hub/imports/shared';
import { createKey } from '@/server/hub/keys';
import { openHub, type Hub } from '@/server/runtime';
import { ensureCatalogue } from '@/testing/hub/fixtures';
import { allCreated, distinctRegistrations } from '@/testing/hub/load-items';
import { testDatabase } from '@/testing/hub/test-hub';

/*
 * The run of issue 34: two hub instances (each its API and its worker) on one PostgreSQL
 * database, 8 imports of new registrations queued at once across both while 20 readers poll
 * vacancy, repeated. Every import must be applied once: its summary, its slices and its rows
 * agree. Only PostgreSQL can be shared by two instances; on PGlite this is skipped.
 * IMPORT_LEDGER_ROUNDS=50 is the long run; IMPORT_LEDGER_ITEMS=2000 its imports.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const { env } = process;
const ROUNDS = Number(env.IMPORT_LEDGER_ROUNDS ?? 3);
const IMPORTS = 8;
const ITEMS = Number(env.IMPORT_LEDGER_ITEMS ?? 300);
const READERS = 20;
/**
 * The most items in a slice on each instance: other sizes, as their sizes follow the load each
 * one sees (IMPORT_LEDGER_SLICES=2000,2000 is the hub's default).
 */
const SLICES = (env.IMPORT_LEDGER_SLICES ?? '30,50').split(',').map(Number);
/** How long one round's imports may take on a busy two-core machine. */
const ENDS_WITHIN_MS = ITEMS * 200;

let hubs: Hub[] = [];
let key = '';
let dispose: () => Promise<void> = async () => undefined;
/** What the workers logged: a slice refused or retried is a slice two passes went for. */
const logged: string[] = [];

beforeAll(async () => {
  if (!postgres) return;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
  const db = await testDatabase();
  dispose = db.dispose;
  const settings = { ...defaultHubSettings, rateLimitPerMinute: 0 };
  hubs = await Promise.all(
    SLICES.map((sliceItems) =>
      openHub(db.options, settings, {
        worker: { sliceItems, retryBaseMs: 50 },
      }),
    ),
  );
  key = (await hubs[0].database.run((tx) => createKey(tx, 'ledger', ['manage']))).key;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all(hubs.map((hub) => hub.close()));
  await dispose();
});

const call = async (hub: Hub, method: string, path: string, json?: unknown) =>
  hub.app.request(`http://hub.test${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

interface Target {
  event: string;
  race: string;
  raceId: number;
}

async function targetsOf(round: number): Promise<Target[]> {
  const targets: Target[] = [];
  for (let i = 0; i < IMPORTS; i++) {
    const code = `LEDGER-${round}-${i}`;
    await hubs[0].database.run(async (db) => {
      await ensureCatalogue(db);
      await db.insert(events).values({
        code,
        name: `Corrida do livro ${round}.${i}`,
        date: '2027-03-14',
        registrationOpensAt: new Date('2026-01-01T00:00:00Z'),
        registrationClosesAt: new Date('2027-03-10T00:00:00Z'),
      });
    });
    const res = await call(hubs[i % 2], 'POST', `/events/${code}/races`, {
      name: '10 km',
      code: 'L10K',
      distance: 10,
      starts_at: '2027-03-14T06:30:00-03:00',
      registration_limit: 50_000,
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number; code: string } };
    targets.push({ event: code, race: data.code, raceId: data.id });
  }
  return targets;
}

const statusOf = async (hub: Hub, target: Target, id: number): Promise<ImportStatus> => {
  const res = await call(hub, 'GET', `/events/${target.event}/registration-imports/${id}`);
  return importStatusSchema.parse(await res.json());
};

/** One round: the imports queued across both instances, read until each has ended. */
async function runRound(round: number): Promise<string[]> {
  const targets = await targetsOf(round);
  let importing = true;
  const readers = Array.from({ length: READERS }, async (_, n) => {
    const t = targets[n % IMPORTS];
    while (importing) {
      const res = await call(hubs[n % 2], 'GET', `/events/${t.event}/races/${t.race}/vacancy`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
  });
  const ended = await Promise.all(
    targets.map(async (t, i) => {
      const items = distinctRegistrations(1000 * round + i, ITEMS);
      const path = `/events/${t.event}/races/${t.race}/registrations`;
      const res = await call(hubs[i % 2], 'POST', path, { registrations: items });
      expect(res.status).toBe(202);
      const { import_id: id } = importStatusSchema.parse(await res.json());
      const ids = new Set(items.flatMap((x) => x.external_id ?? [])).size;
      // Read on the other instance, as a dashboard behind a load balancer may.
      for (const deadline = Date.now() + ENDS_WITHIN_MS; ;) {
        const status = await statusOf(hubs[(i + 1) % 2], t, id);
        if (status.status === 'completed' || status.status === 'failed' || Date.now() > deadline)
          return { t, id, status, ids };
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }),
  ).finally(() => {
    importing = false;
  });
  await Promise.all(readers);
  const problems = logged.splice(0).map((line) => `round ${round}, logged: ${line}`);
  for (const { t, id, status, ids } of ended)
    problems.push(
      ...(await ledgerProblems(t, id, status, ids)).map(
        (p) => `round ${round}, import ${id}: ${p}`,
      ),
    );
  return problems;
}

/** What disagrees among the import's first final status, a later read, its slices and its rows. */
async function ledgerProblems(
  t: Target,
  id: number,
  first: ImportStatus,
  ids: number,
): Promise<string[]> {
  const problems: string[] = [];
  const { summary } = first;
  if (first.status !== 'completed')
    problems.push(`status ${first.status}, ${first.failure ?? 'no failure'}`);
  if (!summaryAddsUp(summary)) problems.push(`summary does not add up: ${JSON.stringify(summary)}`);
  const { duration_ms: _ms, ...counts } = summary;
  const expected = { ...allCreated(ITEMS), unchanged: 0 };
  if (JSON.stringify(counts) !== JSON.stringify(expected))
    problems.push(`summary ${JSON.stringify(counts)}`);
  for (const hub of hubs) {
    const later = await statusOf(hub, t, id);
    if (JSON.stringify(later.summary) !== JSON.stringify(summary))
      problems.push(`a later read says ${JSON.stringify(later.summary)}`);
  }
  const { slices, rows } = await hubs[0].database.run(async (db) => ({
    slices: await rowsOf<{ first: number; next: number; outcomes: string }>(
      db,
      sql`select first, next, outcomes from import_slices where import_id = ${id} order by first, next`,
    ),
    rows: (
      await rowsOf<{ n: number; people: number; ids: number }>(
        db,
        sql`select count(*)::int as n, count(distinct document)::int as people,
              count(distinct external_id)::int as ids
            from registrations where race_id = ${t.raceId}`,
      )
    )[0],
  }));
  let next = 0;
  for (const s of slices) {
    if (s.first !== next)
      problems.push(`slice [${s.first}, ${s.next}) after one ending at ${next}`);
    next = Math.max(next, s.next);
  }
  if (next !== ITEMS) problems.push(`slices end at ${next}`);
  const { duration_ms: _s, ...fromSlices } = OutcomeLedger.fromSlices(ITEMS, slices).summary(0, {
    undecidedAsErrors: true,
  });
  if (JSON.stringify(fromSlices) !== JSON.stringify(counts))
    problems.push(`its slices say ${JSON.stringify(fromSlices)}`);
  const applied = slices.reduce((n, s) => n + s.outcomes.length, 0);
  if (applied !== ITEMS) problems.push(`${applied} items applied by its slices`);
  const want = { n: ITEMS, people: ITEMS, ids };
  if (JSON.stringify(rows) !== JSON.stringify(want)) problems.push(`rows ${JSON.stringify(rows)}`);
  return problems;
}

describe.skipIf(!postgres)('imports on two instances sharing one PostgreSQL', () => {
  test(
    `${ROUNDS} rounds of ${IMPORTS} imports of ${ITEMS} new registrations, ${READERS} readers: each applied once, its summary final`,
    async () => {
      const problems: string[] = [];
      for (let round = 0; round < ROUNDS; round++) problems.push(...(await runRound(round)));
      expect(problems).toEqual([]);
    },
    ROUNDS * (ENDS_WITHIN_MS + 10_000),
  );
});
