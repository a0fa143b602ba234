import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { races, results } from '@/server/db/schema';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { planOf } from '@/testing/hub/query-plan';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import {
  inListOrder,
  placedPage,
  placedResults,
  placesUpTo,
  rankedPage,
  withPlaces,
} from './results.places';

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub();
});
afterAll(() => hub.close());

interface Stored {
  bib: string;
  net: number | null;
  gun: number | null;
  sex?: string | null;
  status?: string;
}
const row = (bib: string, net: number | null, gun: number | null, sex: string | null = null) =>
  ({ bib, net, gun, sex }) satisfies Stored;

/** Each bib's places as the hub reads them, from rows stored as they are given. */
async function placesOf(body: Record<string, unknown>, rows: Stored[]) {
  const event = await insertEvent(hub);
  const { id } = await createRace(hub, event.code, body);
  return hub.database.run(async (db) => {
    await db.insert(results).values(
      rows.map((r) => ({
        eventId: event.id,
        raceId: id,
        bib: r.bib,
        status: r.status ?? 'finished',
        netTimeMs: r.net,
        gunTimeMs: r.gun,
        sex: r.sex ?? null,
        category: r.sex ? `${r.sex} 30-39` : null,
        // What an older hub stored: places it computed, which the read ranks again.
        overallPosition: 99,
      })),
    );
    const [race] = await db.select().from(races).where(eq(races.id, id));
    const placed = await placedResults(db, race).query.where(eq(results.raceId, id));
    return Object.fromEntries(
      placed.map(withPlaces).map((r) => [
        r.bib,
        {
          overall: r.overallPosition,
          gender: r.genderPosition,
          category: r.categoryPosition,
        },
      ]),
    );
  });
}

describe('places ranked as they are read', () => {
  test('equal times share a place and the next is skipped, overall, by sex and by category', async () => {
    expect(
      await placesOf({}, [
        row('1', 3000, null, 'M'),
        row('2', 1000, null, 'F'),
        row('3', 2000, null, 'M'),
        row('4', 2000, null, null),
        row('5', 4000, null, 'M'),
      ]),
    ).toEqual({
      '1': { overall: 4, gender: 2, category: 2 },
      '2': { overall: 1, gender: 1, category: 1 },
      '3': { overall: 2, gender: 1, category: 1 },
      '4': { overall: 2, gender: null, category: null },
      '5': { overall: 5, gender: 3, category: 3 },
    });
  });

  test('by the time the race scores, falling back to the other; without a time, no place', async () => {
    const rows = [
      row('1', 1000, 5000),
      row('2', 2000, 3000),
      row('3', null, 4000),
      row('4', null, null),
      { ...row('5', 500, 500), status: 'dnf' },
    ];
    const none = { gender: null, category: null };
    expect(await placesOf({}, rows)).toEqual({
      '1': { overall: 1, ...none },
      '2': { overall: 2, ...none },
      '3': { overall: 3, ...none },
      '4': { overall: null, ...none },
      '5': { overall: null, ...none },
    });
    const byGun = await placesOf({ scoring_type: 'gun_time' }, rows);
    expect(['1', '2', '3', '4'].map((bib) => byGun[bib].overall)).toEqual([3, 1, 2, null]);
  });

  test('a race without classification has no places', async () => {
    expect(await placesOf({ sem_classificacao: true }, [row('1', 1000, null, 'M')])).toEqual({
      '1': { overall: null, gender: null, category: null },
    });
  });
});

describe('the ranking reads the race once', () => {
  test('a race just imported, before any statistics, is not ranked again per row', async () => {
    const event = await insertEvent(hub);
    const { id } = await createRace(hub, event.code, {});
    const plan = await hub.database.run(async (db) => {
      await db.insert(results).values(
        Array.from({ length: 2000 }, (_, i) => ({
          eventId: event.id,
          raceId: id,
          bib: String(i + 1),
          status: 'finished',
          netTimeMs: 3_600_000 + i * 1000,
          sex: i % 2 ? 'F' : 'M',
          category: `C${i % 5}`,
        })),
      );
      const [race] = await db.select().from(races).where(eq(races.id, id));
      const placed = placedResults(db, race);
      return planOf(
        db,
        placed.query.where(eq(results.raceId, id)).orderBy(placed.overall).limit(100),
      );
    });
    expect(plan).not.toMatch(/Nested Loop|Hash Join|Merge Join/);
    // One read of the table (a bitmap scan counts its index too, named results_…).
    expect(
      plan.match(/(Seq|Heap|Index|Index Only) Scan (using \S+ )?on results\b(?!_)/g),
      plan,
    ).toHaveLength(1);
  });
});

/** A race of `count` results with tied times, non-finishers, rows without a time, sex or category. */
async function mixedRace(body: Record<string, unknown>, count: number) {
  const event = await insertEvent(hub);
  const { id } = await createRace(hub, event.code, body);
  let seed = 34;
  const pick = <T>(values: readonly T[]) => {
    seed = (seed * 48271) % 2147483647;
    return values[seed % values.length];
  };
  return hub.database.run(async (db) => {
    await db.insert(results).values(
      Array.from({ length: count }, (_, i) => ({
        eventId: event.id,
        raceId: id,
        bib: i % 9 ? String(count - i) : `K${i}`,
        status: pick(['finished', 'finished', 'finished', 'dnf', 'dsq']),
        // Few distinct times, so most are tied.
        netTimeMs: pick([null, 3_600_000, 3_601_000, 3_602_000, 3_605_000]),
        gunTimeMs: pick([null, 3_601_000, 3_603_000, 3_604_000]),
        sex: pick(['M', 'F', 'X', null]),
        category: pick(['M 30-39', 'F 30-39', 'Geral', null]),
        deletedAt: i % 13 ? null : new Date(),
      })),
    );
    const [race] = await db.select().from(races).where(eq(races.id, id));
    return race;
  });
}

describe('a page read from the list index, without places from a file', () => {
  test('has the rows and places of the whole race ranked, on every page and filter', async () => {
    for (const body of [{}, { scoring_type: 'gun_time' }]) {
      const race = await mixedRace(body, 150);
      await hub.database.run(async (db) => {
        const live = [eq(results.raceId, race.id), isNull(results.deletedAt)];
        const filters: SQL[][] = [
          live,
          [...live, eq(results.status, 'finished')],
          [...live, eq(results.status, 'dnf')],
          [...live, eq(results.sex, 'F')],
          [...live, sql`lower(${results.category}) = 'geral'`],
        ];
        for (const where of filters.map((f) => and(...f)))
          for (const limit of [7, 40]) {
            const total = (await db.select().from(results).where(where)).length;
            for (let offset = 0; offset <= total; offset += limit) {
              const ranked = await rankedPage(db, race, where, { limit, offset });
              const page = await placedPage(db, race, where, { limit, offset });
              expect(page).toEqual(ranked);
            }
          }
      });
    }
  });

  test('reads the page and the rows ahead of it through the index, without sorting the race', async () => {
    const race = await mixedRace({}, 3000);
    const plans = await hub.database.run(async (db) => [
      await planOf(
        db,
        inListOrder(db, race, and(eq(results.raceId, race.id), isNull(results.deletedAt))).limit(
          25,
        ),
      ),
      await planOf(db, placesUpTo(db, race, 3_600_000)),
    ]);
    for (const plan of plans) {
      expect(plan).toMatch(/Index (Only )?Scan using results_race_net_order_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
    expect(plans[0]).not.toMatch(/Sort/);
    // The rows ahead are found in the index, not filtered from the whole race.
    expect(plans[1]).toMatch(/Index Cond: .* <= 3600000\)/);
  });
});
