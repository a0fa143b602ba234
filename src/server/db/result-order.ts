/**
 * The expressions a race's results list is ordered and ranked by, shared by the indexes that
 * serve it (schema/results.ts) and the queries that must name them alike to use them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface ResultColumns {
  status: PgColumn;
  netTimeMs: PgColumn;
  gunTimeMs: PgColumn;
  bib: PgColumn;
}

/** The time a race ranks by: gun time for `gun_time`, net time otherwise (each falls back). */
export const scoringTimeOf = (byGun: boolean, t: ResultColumns): SQL =>
  byGun
    ? sql`coalesce(${t.gunTimeMs}, ${t.netTimeMs})`
    : sql`coalesce(${t.netTimeMs}, ${t.gunTimeMs})`;

/**
 * 1 for anyone but a finisher with a time, who has a place (0, first). A CASE, because the
 * planner rewrites a boolean (`not (a or b)` into `not a and not b`) and would no longer
 * match it to the index's column.
 */
export const unplacedOf = (byGun: boolean, t: ResultColumns): SQL =>
  sql`(case when ${t.status} = 'finished' and ${scoringTimeOf(byGun, t)} is not null then 0 else 1 end)`;

/** Numeric bibs in numeric order (9 before 10), then the others by their text. */
export const bibOrderOf = (t: ResultColumns): [SQL, PgColumn] => [
  sql`(case when ${t.bib} ~ '^[0-9]{1,18}$' then ${t.bib}::bigint end)`,
  t.bib,
];
