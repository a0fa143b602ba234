import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { BatchPriceChange } from '@/contract/batches';
import type { FieldIssues } from '@/contract/common';
import { ID_MAX } from '@/contract/limits';
import type { Db } from '@/server/db/database';
import { batches, races, registrations } from '@/server/db/schema';
import { counted, validationFailed } from '@/server/hub/errors';
import { holdsPlace } from '@/server/hub/races/race-rules';
import { resolveChild, type EventRow } from '@/server/hub/resolve';
import type { Row } from '@/server/hub/serialize';

/* The rules a batch's create and update share, and its sales (the registrations sold in it). */

export type BatchRow = Row<'batches'>;
type PriceRace = { id: number; code: string; name: string; startsAt: Date };

/** `{batch}` within the event; a batch of another event is not found. */
export const resolveBatch = (db: Db, event: EventRow, param: string): Promise<BatchRow> =>
  resolveChild(param, 'Lote', (id) =>
    db
      .select()
      .from(batches)
      .where(and(eq(batches.id, id), eq(batches.eventId, event.id)))
      .limit(1),
  );

/** The races a price grid names, all of the event's (spec rule 4: another's is 422). */
export async function priceRaces(db: Db, eventId: number, raceIds: number[]) {
  const own: PriceRace[] = await db
    .select({ id: races.id, code: races.code, name: races.name, startsAt: races.startsAt })
    .from(races)
    .where(
      and(
        eq(races.eventId, eventId),
        inArray(
          races.id,
          raceIds.filter((id) => id <= ID_MAX),
        ),
      ),
    );
  const ownIds = new Set(own.map((r) => r.id));
  const foreign = raceIds.filter((id) => !ownIds.has(id));
  if (foreign.length)
    throw validationFailed(
      Object.fromEntries(
        foreign.map((id) => [`race_prices.${id}`, [`A prova ${id} não pertence a este evento`]]),
      ),
      'Há provas que não pertencem ao evento.',
    );
  return own;
}

/** A batch sells a race only before its start. */
export const endIssues = (endsAt: Date | null, sold: PriceRace[]): FieldIssues =>
  endsAt === null
    ? []
    : sold
        .filter((race) => endsAt > race.startsAt)
        .map((race) => ['ends_at', `O lote vende ${race.name} até depois da largada`]);

/** Sales of the batch per race id: its registrations that hold a place. */
export async function salesOf(db: Db, batchId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ raceId: registrations.raceId, n: count() })
    .from(registrations)
    .where(and(eq(registrations.batchId, batchId), holdsPlace))
    .groupBy(registrations.raceId);
  return new Map(rows.map((r) => [r.raceId, r.n]));
}

export const totalOf = (sales: Map<number, number>) =>
  [...sales.values()].reduce((sum, n) => sum + n, 0);

/** A race the batch sold leaves its grid: refused, the sales would lose their price. */
export function droppedRaceIssues(
  sales: Map<number, number>,
  prices: Record<string, number>,
): FieldIssues {
  return [...sales]
    .filter(([raceId]) => !Object.hasOwn(prices, String(raceId)))
    .map(([raceId, n]) => [
      `race_prices.${raceId}`,
      `O lote vendeu ${counted(n, 'inscrição', 'inscrições')} desta prova; ela não pode sair do lote`,
    ]);
}

/** Who a new price touches, per race the batch sold: counts, old and new price, ten names. */
export async function priceChanges(
  db: Db,
  batchId: number,
  sales: Map<number, number>,
  before: Map<number, number>,
  after: Record<string, number>,
  sold: PriceRace[],
): Promise<BatchPriceChange[]> {
  const changed = sold.filter(
    (race) =>
      sales.has(race.id) &&
      Object.hasOwn(after, String(race.id)) &&
      after[String(race.id)] !== before.get(race.id),
  );
  const out: BatchPriceChange[] = [];
  for (const race of changed) {
    const people = await db
      .select({ name: registrations.name })
      .from(registrations)
      .where(and(eq(registrations.batchId, batchId), eq(registrations.raceId, race.id), holdsPlace))
      .orderBy(asc(registrations.name))
      .limit(10);
    out.push({
      race_id: race.id,
      race_code: race.code,
      race_name: race.name,
      sales: sales.get(race.id)!,
      price_from: before.get(race.id)!,
      price_to: after[String(race.id)],
      people: people.map((p) => p.name),
    });
  }
  return out;
}
