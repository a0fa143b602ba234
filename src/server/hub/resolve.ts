import { and, eq, sql } from 'drizzle-orm';
import { isNumericId } from '@/contract/common';
import { ID_MAX } from '@/contract/limits';
import type { Db } from '@/server/db/database';
import { events, races } from '@/server/db/schema';
import { notFound } from './errors';

export type EventRow = typeof events.$inferSelect;
export type RaceRow = typeof races.$inferSelect;

/** Digits -> an id (out of int range -> -1, which matches nothing); anything else -> null. */
export const idOf = (value: string): number | null => {
  if (!isNumericId(value)) return null;
  const n = Number(value);
  return n <= ID_MAX ? n : -1;
};

/** `{event}` in a path: all digits is an id, anything else a code. */
export async function resolveEvent(db: Db, param: string): Promise<EventRow> {
  const id = idOf(param);
  const [row] = await db
    .select()
    .from(events)
    .where(id === null ? eq(events.code, param) : eq(events.id, id))
    .limit(1);
  if (!row) throw notFound('Evento');
  return row;
}

/** `{race}` within an event; a race of another event is not found. */
export async function resolveRace(db: Db, event: EventRow, param: string): Promise<RaceRow> {
  const id = idOf(param);
  const [row] = await db
    .select()
    .from(races)
    .where(and(eq(races.eventId, event.id), id === null ? eq(races.code, param) : eq(races.id, id)))
    .limit(1);
  if (!row) throw notFound('Prova');
  return row;
}

/** Advisory lock class (first key) of an event's configuration writes. */
const EVENT_WRITES = 1;

/**
 * `{event}` for a write that reads before it writes (a free code, the next sort_order, the
 * list it replaces): racing writes to one event, from any instance, take turns until the
 * transaction ends, so the second one sees what the first wrote.
 */
export async function resolveEventForWrite(tx: Db, param: string): Promise<EventRow> {
  const event = await resolveEvent(tx, param);
  await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_WRITES}, ${event.id})`);
  return event;
}
