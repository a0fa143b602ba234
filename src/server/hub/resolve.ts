import { and, eq, max, sql } from 'drizzle-orm';
import { isNumericId } from '@/contract/ids';
import { ID_MAX } from '@/contract/limits';
import type { Database, Db } from '@/server/db/database';
import { events, races, type batches, type registrationFields } from '@/server/db/schema';
import { notFound, type NotFoundNoun } from './errors';

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

/** A row a path names by id inside its parent (`find` scopes it): 404 `noun` when none. */
export async function resolveChild<T>(
  param: string,
  noun: NotFoundNoun,
  find: (id: number) => PromiseLike<T[]>,
): Promise<T> {
  const id = idOf(param);
  const [row] = id === null ? [] : await find(id);
  if (!row) throw notFound(noun);
  return row;
}

/** Advisory lock class (first key) of an event's configuration writes. */
const EVENT_WRITES = 1;

/**
 * `{event}` for a write that reads before it writes (a free code, the next sort_order, the
 * list it replaces): racing writes to one event, from any instance, take turns until the
 * transaction ends, so the second one sees what the first wrote.
 */
async function resolveEventForWrite(tx: Db, param: string): Promise<EventRow> {
  const event = await resolveEvent(tx, param);
  await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_WRITES}, ${event.id})`);
  return event;
}

/** A read of the event `{event}` names, in one unit of work (404 when there is none). */
export function readEvent<T>(
  database: Database,
  param: string,
  read: (db: Db, event: EventRow) => Promise<T>,
): Promise<T> {
  return database.run(async (db) => read(db, await resolveEvent(db, param)));
}

/** A read of the race `{event}/{race}` names, in one unit of work (404 when there is none). */
export function readRace<T>(
  database: Database,
  params: { event: string; race: string },
  read: (db: Db, race: RaceRow, event: EventRow) => Promise<T>,
): Promise<T> {
  return readEvent(database, params.event, async (db, event) =>
    read(db, await resolveRace(db, event, params.race), event),
  );
}

/** A write to the event `{event}` names: one transaction that holds the event's write lock. */
export function writeEvent<T>(
  database: Database,
  param: string,
  write: (tx: Db, event: EventRow) => Promise<T>,
): Promise<T> {
  return database.run((db) =>
    db.transaction(async (tx) => write(tx, await resolveEventForWrite(tx, param))),
  );
}

/** A write to the race `{event}/{race}` names, under the event's write lock (404 when none). */
export function writeRace<T>(
  database: Database,
  params: { event: string; race: string },
  write: (tx: Db, race: RaceRow, event: EventRow) => Promise<T>,
): Promise<T> {
  return writeEvent(database, params.event, async (tx, event) =>
    write(tx, await resolveRace(tx, event, params.race), event),
  );
}

/** The `sort_order` after the event's last row in `table` (0 for its first). */
export async function nextSortOrder(
  tx: Db,
  table: typeof batches | typeof registrationFields,
  eventId: number,
): Promise<number> {
  const [{ last }] = await tx
    .select({ last: max(table.sortOrder) })
    .from(table)
    .where(eq(table.eventId, eventId));
  return (last ?? -1) + 1;
}
