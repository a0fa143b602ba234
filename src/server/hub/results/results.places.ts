import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
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
 * `sem_classificacao` has none, not even the file's. Callers add their filters and order:
 * the ranking is over the whole race whatever they keep.
 */
export function placedResults(db: Db, race: RaceRow) {
  const time = scoringTime(race);
  // rank() is a bigint, which PostgreSQL's driver reads as text: places are integers.
  const rankWithin = (group: SQLWrapper) =>
    sql<number>`case when ${group} is not null then rank() over (partition by ${group} order by ${time})::int end`;
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: results.id,
        overall: sql<number>`(rank() over (order by ${time}))::int`.as('overall_rank'),
        gender: rankWithin(results.sex).as('gender_rank'),
        category: rankWithin(results.category).as('category_rank'),
      })
      .from(results)
      .where(
        and(
          eq(results.raceId, race.id),
          isNull(results.deletedAt),
          eq(results.status, 'finished'),
          sql`${time} is not null`,
          race.semClassificacao ? sql`false` : undefined,
        ),
      ),
  );
  // A CTE's columns render unqualified, and `category` is also a column of results.
  const place = (p: 'overall' | 'gender' | 'category') => {
    const computed = sql.raw(`ranked.${p}_rank`);
    return race.semClassificacao
      ? sql<number | null>`null::int`
      : sql<
          number | null
        >`case when ${results[`${p}FromFile`]} then ${results[`${p}Position`]} else ${computed} end`;
  };
  const overall = place('overall');
  const query = db
    .with(ranked)
    .select({ result: results, overall, gender: place('gender'), category: place('category') })
    .from(results)
    .leftJoin(ranked, eq(ranked.id, results.id));
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
