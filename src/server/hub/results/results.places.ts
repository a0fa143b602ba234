import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { bibOrderOf, scoringTimeOf, unplacedOf } from '@/server/db/result-order';
import { results } from '@/server/db/schema';
import type { RaceRow } from '@/server/hub/resolve';
import type { Row } from '@/server/hub/serialize';

const byGun = (race: RaceRow) => race.scoringType === 'gun_time';
const scoringTime = (race: RaceRow) => scoringTimeOf(byGun(race), results);

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

interface PageOf {
  limit: number;
  offset: number;
}

/**
 * A page of a race's results list (`where` keeps the race's live rows, and maybe a status,
 * sex or category) with their places, in the list's order: by place, then time, then bib.
 */
export async function placedPage(db: Db, race: RaceRow, where: SQL | undefined, page: PageOf) {
  const [fromFile] = await db
    .select({ id: results.id })
    .from(results)
    .where(
      and(
        eq(results.raceId, race.id),
        sql`(${results.overallFromFile} or ${results.genderFromFile} or ${results.categoryFromFile})`,
        isNull(results.deletedAt),
      ),
    )
    .limit(1);
  if (race.semClassificacao || fromFile) return rankedPage(db, race, where, page);
  return countedPage(db, race, where, page);
}

/** The whole race ranked, then the page: a file's places may come in any order. */
export async function rankedPage(db: Db, race: RaceRow, where: SQL | undefined, page: PageOf) {
  const placed = placedResults(db, race);
  const rows = await placed.query
    .where(where)
    .orderBy(
      sql`${placed.overall} asc nulls last`,
      sql`${placed.time} asc nulls last`,
      ...bibOrderOf(results).map((key) => asc(key)),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(withPlaces);
}

/**
 * With every place ranked from the time, place order is time order: the page comes from the
 * list's index (schema/results.ts), and its places from the race's placed rows up to its
 * slowest time, which are all a rank counts (a place is one more than the faster times).
 */
async function countedPage(db: Db, race: RaceRow, where: SQL | undefined, page: PageOf) {
  const rows = await inListOrder(db, race, where).limit(page.limit).offset(page.offset);
  const placed = rows.filter((r) => r.unplaced === 0);
  const slowest = Math.max(...placed.map((r) => Number(r.time)));
  const ahead = placesUpTo(db, race, slowest).as('ahead');
  const places = placed.length
    ? await db
        .select()
        .from(ahead)
        .where(
          inArray(
            ahead.id,
            placed.map((r) => r.result.id),
          ),
        )
    : [];
  const placesOf = new Map(places.map((p) => [p.id, p]));
  return rows.map(({ result }) =>
    withPlaces({
      result,
      overall: placesOf.get(result.id)?.overall ?? null,
      gender: placesOf.get(result.id)?.gender ?? null,
      category: placesOf.get(result.id)?.category ?? null,
    }),
  );
}

/** The race's results `where` keeps, in the list's order as its index holds it. */
export function inListOrder(db: Db, race: RaceRow, where: SQL | undefined) {
  const time = scoringTime(race);
  const unplaced = unplacedOf(byGun(race), results);
  return db
    .select({
      result: results,
      unplaced: sql<number>`${unplaced}`,
      time: sql<number | null>`${time}`,
    })
    .from(results)
    .where(where)
    .orderBy(asc(unplaced), asc(time), ...bibOrderOf(results).map((key) => asc(key)));
}

/** The places of the race's placed results with a time up to `slowest`. */
export function placesUpTo(db: Db, race: RaceRow, slowest: number) {
  const time = scoringTime(race);
  const rank = (group?: SQL) =>
    group
      ? sql<number | null>`case when ${group} is not null
          then (rank() over (partition by ${group} order by ${time}))::int end`
      : sql<number>`(rank() over (order by ${time}))::int`;
  return db
    .select({
      id: results.id,
      overall: rank().as('overall'),
      gender: rank(sql`${results.sex}`).as('gender'),
      category: rank(sql`${results.category}`).as('category'),
    })
    .from(results)
    .where(
      and(
        eq(results.raceId, race.id),
        isNull(results.deletedAt),
        sql`${unplacedOf(byGun(race), results)} = 0`,
        sql`${time} <= ${slowest}`,
      ),
    );
}
