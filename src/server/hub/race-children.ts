import { and, eq } from 'drizzle-orm';
import type { FieldIssues } from '@/contract/common';
import type { Db } from '@/server/db/database';
import type { categories, prizeRules } from '@/server/db/schema';
import { namesNothing, refuseIssues, type NotFoundNoun } from '@/server/hub/errors';
import { resolveChild, type RaceRow } from '@/server/hub/resolve';

type RaceChild = typeof categories | typeof prizeRules;
type Values<T extends RaceChild> = Omit<T['$inferInsert'], 'id' | 'raceId' | 'eventId'>;

/**
 * A race's category or prize rule as it would be after a body: refused with its issues (422),
 * else inserted into the race, or, given the row's id, updated.
 */
export async function saveRaceChild<T extends RaceChild>(
  tx: Db,
  table: T,
  race: RaceRow,
  values: Values<T>,
  issues: FieldIssues,
  id?: number,
): Promise<T['$inferSelect']> {
  refuseIssues(issues);
  // Drizzle types a write on one table; both have the id, race, event and timestamp columns used.
  const one = table as typeof categories;
  const row = values as Values<typeof categories>;
  const [saved] =
    id === undefined
      ? await tx
          .insert(one)
          .values({ ...row, raceId: race.id, eventId: race.eventId })
          .returning()
      : await tx
          .update(one)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(one.id, id))
          .returning();
  return saved as T['$inferSelect'];
}

/** A race's category or prize rule by the id in the path; 404 naming it when the race has none. */
export function findRaceChild<T extends RaceChild>(
  tx: Db,
  table: T,
  race: RaceRow,
  param: string,
  noun: NotFoundNoun,
): Promise<T['$inferSelect']> {
  const one = table as typeof categories;
  return resolveChild(param, noun, (id) =>
    tx
      .select()
      .from(one)
      .where(and(eq(one.id, id), eq(one.raceId, race.id)))
      .limit(1),
  ) as Promise<T['$inferSelect']>;
}

/** What a PATCH of a race's own rows needs of its kind: how the body changes one, its checks. */
export interface RaceChildPatch<T extends RaceChild, Body extends object, V, Out> {
  table: T;
  noun: NotFoundNoun;
  /** The row's columns after the body (every column: what its checks read). */
  valuesOf: (body: Body, current: T['$inferSelect']) => V;
  issues: (tx: Db, race: RaceRow, values: V, selfId: number) => Promise<FieldIssues>;
  out: (tx: Db, row: T['$inferSelect']) => Promise<Out>;
}

/**
 * A PATCH of a category or a prize rule: the row as the body would leave it, refused with its
 * issues or saved; a body naming no field changes nothing and answers the row as it is.
 */
export async function patchRaceChild<T extends RaceChild, Body extends object, V, Out>(
  tx: Db,
  race: RaceRow,
  param: string,
  body: Body,
  kind: RaceChildPatch<T, Body, V, Out>,
): Promise<Out> {
  const current = await findRaceChild(tx, kind.table, race, param, kind.noun);
  if (namesNothing(body)) return kind.out(tx, current);
  const values = kind.valuesOf(body, current);
  const issues = await kind.issues(tx, race, values, current.id);
  const saved = await saveRaceChild(tx, kind.table, race, values as Values<T>, issues, current.id);
  return kind.out(tx, saved);
}
