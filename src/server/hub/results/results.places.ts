import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { results } from '@/server/db/schema';
import type { RaceRow } from '@/server/hub/resolve';
import type { Row } from '@/server/hub/serialize';

/** The time a race ranks by: gun time for `gun_time`, net time otherwise (each falls back). */
const scoringTime = (race: RaceRow) =>
  race.scoringType === 'gun_time'
    ? sql`coalesce(${results.gunTimeMs}, ${results.netTimeMs})`
    : sql`coalesce(${results.netTimeMs}, ${results.gunTimeMs})`;

/**
 * A race's results with their places, ranked as they are read: places move whenever a result
 * is written, removed or recategorized, so an import writes only the places its file gives
 * and never rewrites the places of the rest of the race. Places the file did not give come
 * from the scoring time: standard competition ranking (1, 2, 2, 4) among the finishers with a
 * time, overall, by sex and by category (none without a sex or a category). A race
 * `sem_classificacao` has none, not even the file's.
 *
 * The race is read once: its live results and their ranks, in a CTE named `results` on
 * purpose. Inside it `results` is still the table (a CTE's body does not see its own name);
 * in the query around it, the name is the CTE's, so the filters and orders callers write on
 * `results` columns apply to the ranked rows, after ranking: the ranks are over the whole race
 * whatever they keep. (Joining the ranks back to the table instead let the planner, with the
 * statistics of a race just imported, rank the race again for each row: 20 s for 3,245.)
 */
export function placedResults(db: Db, race: RaceRow) {
  const time = scoringTime(race);
  // Who has a place: a finisher with a time. Ranks are taken within it, and null outside.
  const placed = sql`(${results.status} = 'finished' and ${time} is not null)`;
  // rank() is a bigint, which PostgreSQL's driver reads as text: places are integers.
  const rankWithin = (...groups: SQL[]) => {
    const partition = sql.join([placed, ...groups], sql`, `);
    const present = sql.join(
      groups.map((g) => sql` and ${g} is not null`),
      sql``,
    );
    return race.semClassificacao
      ? sql<number | null>`null::int`
      : sql<
          number | null
        >`case when ${placed}${present} then (rank() over (partition by ${partition} order by ${time}))::int end`;
  };
  const ranked = db.$with('results').as(
    db
      .select({
        ...getTableColumns(results),
        overallRank: rankWithin().as('overall_rank'),
        genderRank: rankWithin(sql`${results.sex}`).as('gender_rank'),
        categoryRank: rankWithin(sql`${results.category}`).as('category_rank'),
      })
      .from(results)
      .where(and(eq(results.raceId, race.id), isNull(results.deletedAt))),
  );
  const place = (p: 'overall' | 'gender' | 'category') =>
    race.semClassificacao
      ? sql<number | null>`null::int`
      : sql<
          number | null
        >`case when ${results[`${p}FromFile`]} then ${results[`${p}Position`]} else ${ranked[`${p}Rank`]} end`;
  const overall = place('overall');
  const query = db
    .with(ranked)
    .select({ result: results, overall, gender: place('gender'), category: place('category') })
    .from(ranked);
  return { query, overall, time };
}

/** A row of `placedResults` as the serializer reads a result: its places where they were. */
export const withPlaces = (row: {
  result: Row<'results'>;
  overall: number | null;
  gender: number | null;
  category: number | null;
}): Row<'results'> => ({
  ...row.result,
  overallPosition: row.overall,
  genderPosition: row.gender,
  categoryPosition: row.category,
});
