import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { inSequence, type Db } from '@/server/db/database';
import {
  batchRacePrices,
  batches,
  categories,
  eventRegistrationCounts,
  modalities,
  organizers,
  prizeRules,
  raceModalities,
  races,
  results,
} from '@/server/db/schema';
import { batchOut } from '@/server/hub/batches/batches.serialize';
import type { EventExtras } from '@/server/hub/events/events.serialize';
import { categoryOut } from '@/server/hub/categories/categories.serialize';
import { prizeRuleOut, raceOut, type RaceExtras } from '@/server/hub/races/races.serialize';
import type { RaceRow } from '@/server/hub/resolve';

/* Relations loaded for many parents at once: one query per relation, never one per row. */

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** These races' rows in `table`, in `order`, each with the modality it names (or null). */
function withModality<T extends typeof categories | typeof prizeRules>(
  db: Db,
  table: T,
  raceIds: number[],
  order: SQL[],
) {
  const t: typeof categories | typeof prizeRules = table;
  const query = db
    .select({ row: t, modality: { id: modalities.id, name: modalities.name } })
    .from(t)
    .leftJoin(modalities, eq(modalities.id, t.modalityId))
    .where(inArray(t.raceId, raceIds))
    .orderBy(...order);
  // Still lazy, as `inSequence` wants it; drizzle types the rows of either table as a union.
  return query as PromiseLike<
    { row: T['$inferSelect']; modality: { id: number; name: string } | null }[]
  >;
}

export interface RaceLoadOptions {
  categories?: boolean;
  prizeRules?: boolean;
}

export async function racesWithExtras(
  db: Db,
  raceRows: RaceRow[],
  tz: string,
  options: RaceLoadOptions = {},
) {
  if (raceRows.length === 0) return [];
  const ids = raceRows.map((r) => r.id);
  const [mods, cats, catCounts, rules] = await inSequence([
    db
      .select({
        raceId: raceModalities.raceId,
        id: modalities.id,
        name: modalities.name,
        isDefault: raceModalities.isDefault,
      })
      .from(raceModalities)
      .innerJoin(modalities, eq(modalities.id, raceModalities.modalityId))
      .where(inArray(raceModalities.raceId, ids))
      .orderBy(asc(modalities.name)),
    options.categories
      ? withModality(db, categories, ids, [asc(categories.sortOrder), asc(categories.id)])
      : Promise.resolve([]),
    db
      .select({ raceId: categories.raceId, n: count() })
      .from(categories)
      .where(inArray(categories.raceId, ids))
      .groupBy(categories.raceId),
    options.prizeRules
      ? withModality(db, prizeRules, ids, [asc(prizeRules.seq)])
      : Promise.resolve([]),
  ]);
  const modsBy = groupBy(mods, (m) => m.raceId);
  const catsBy = groupBy(cats, (c) => c.row.raceId);
  const rulesBy = groupBy(rules, (r) => r.row.raceId);
  const countBy = new Map(catCounts.map((c) => [c.raceId, c.n]));
  return raceRows.map((race) => {
    const extras: RaceExtras = {
      modalities: (modsBy.get(race.id) ?? []).map((m) => ({
        id: m.id,
        name: m.name,
        is_default: m.isDefault,
      })),
      categories_count: String(countBy.get(race.id) ?? 0),
    };
    if (options.categories)
      extras.categories = (catsBy.get(race.id) ?? []).map((c) => categoryOut(c.row, c.modality));
    if (options.prizeRules)
      extras.prize_rules = (rulesBy.get(race.id) ?? []).map((r) => prizeRuleOut(r.row, r.modality));
    return raceOut(race, tz, extras);
  });
}

export async function batchesOf(db: Db, eventIds: number[], tz: string) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select()
    .from(batches)
    .where(inArray(batches.eventId, eventIds))
    .orderBy(asc(batches.sortOrder), asc(batches.id));
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(batchRacePrices)
    .where(
      inArray(
        batchRacePrices.batchId,
        rows.map((b) => b.id),
      ),
    );
  const pricesBy = groupBy(prices, (p) => p.batchId);
  return rows.map((b) =>
    batchOut(
      b,
      Object.fromEntries((pricesBy.get(b.id) ?? []).map((p) => [String(p.raceId), p.priceCents])),
      tz,
    ),
  );
}

/** The relations `include` asks for, keyed by event id. */
export async function loadEventExtras(
  db: Db,
  eventRows: { id: number; organizerId: number | null }[],
  include: readonly string[],
  tz: string,
): Promise<Map<number, EventExtras>> {
  const eventIds = eventRows.map((e) => e.id);
  const out = new Map<number, EventExtras>(eventIds.map((id) => [id, {}]));
  if (eventIds.length === 0 || include.length === 0) return out;
  if (include.includes('races')) {
    const raceRows = await db
      .select()
      .from(races)
      .where(inArray(races.eventId, eventIds))
      .orderBy(asc(races.sortOrder), asc(races.id));
    const byEvent = groupBy(await racesWithExtras(db, raceRows, tz), (r) => r.event_id);
    for (const id of eventIds) out.get(id)!.races = byEvent.get(id) ?? [];
  }
  if (include.includes('batches')) {
    const byEvent = groupBy(await batchesOf(db, eventIds, tz), (b) => b.event_id);
    for (const id of eventIds) out.get(id)!.batches = byEvent.get(id) ?? [];
  }
  if (include.includes('organizer')) {
    const orgIds = [
      ...new Set(eventRows.map((e) => e.organizerId).filter((id): id is number => id !== null)),
    ];
    const orgs = orgIds.length
      ? await db.select().from(organizers).where(inArray(organizers.id, orgIds))
      : [];
    const byId = new Map(orgs.map((o) => [o.id, { id: o.id, name: o.name }]));
    for (const e of eventRows)
      out.get(e.id)!.organizer = e.organizerId ? (byId.get(e.organizerId) ?? null) : null;
  }
  if (include.includes('counters')) {
    const counters = await countersOf(db, eventIds);
    for (const id of eventIds) out.get(id)!.counters = counters.get(id)!;
  }
  return out;
}

/**
 * Registrations not cancelled, as the database keeps them on every write (a page of events
 * does not count their rows: 25 events of a million-registration hub took ~5 ms on PGlite),
 * and results not deleted.
 */
export async function countersOf(db: Db, eventIds: number[]) {
  const [regs, res] = await inSequence([
    db
      .select({ eventId: eventRegistrationCounts.eventId, n: eventRegistrationCounts.notCancelled })
      .from(eventRegistrationCounts)
      .where(inArray(eventRegistrationCounts.eventId, eventIds)),
    db
      .select({ eventId: results.eventId, n: count() })
      .from(results)
      .where(and(inArray(results.eventId, eventIds), isNull(results.deletedAt)))
      .groupBy(results.eventId),
  ]);
  const r = new Map(regs.map((x) => [x.eventId, String(x.n)]));
  const s = new Map(res.map((x) => [x.eventId, String(x.n)]));
  return new Map(
    eventIds.map((id) => [id, { registrations: r.get(id) ?? '0', results: s.get(id) ?? '0' }]),
  );
}
