import { sql } from 'drizzle-orm';
import { jsonRowsOf, type Db } from '@/server/db/database';
import { results } from '@/server/db/schema';
import type { RaceRow } from '@/server/hub/resolve';

/** What ranks a result: its time as the race scores it, its sex and category. */
export interface Ranked {
  bib: string;
  net: number | null;
  gun: number | null;
  sex: string | null;
  category: string | null;
}

export interface Places {
  overall: number | null;
  gender: number | null;
  category: number | null;
}

/** The time a race ranks by: gun time for `gun_time`, net time otherwise (each falls back). */
const timeOf = (race: RaceRow, r: Ranked) =>
  race.scoringType === 'gun_time' ? (r.gun ?? r.net) : (r.net ?? r.gun);

/**
 * Standard competition ranking within each key's group (equal times share a place: 1, 2, 2, 4),
 * written into `places` at each row's index. `sorted`: the timed rows' indexes, fastest first,
 * so one sort serves every grouping; rows whose key is null get no place.
 */
function rankWithin(
  sorted: number[],
  times: Float64Array,
  keyOf: (i: number) => string | null,
  places: Int32Array,
) {
  const groups = new Map<string, { seen: number; time: number; place: number }>();
  for (const i of sorted) {
    const key = keyOf(i);
    if (key === null) continue;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { seen: 0, time: NaN, place: 0 }));
    group.seen++;
    if (times[i] !== group.time) group.place = group.seen;
    group.time = times[i];
    places[i] = group.place;
  }
}

/**
 * The places `computePositions` will give these finishers if they are the race's results:
 * what an import writes with its rows, so the ranking after its last slice finds them in
 * place and rewrites none (each row written twice otherwise). Only a guess: writes by others
 * meanwhile, or items a slice refuses, make the ranking correct some.
 */
export function predictPlaces(race: RaceRow, finishers: Ranked[]): Map<string, Places> {
  const out = new Map<string, Places>();
  if (race.semClassificacao) return out;
  const times = new Float64Array(finishers.length);
  const timed: number[] = [];
  finishers.forEach((r, i) => {
    const time = timeOf(race, r);
    if (time === null) return;
    times[i] = time;
    timed.push(i);
  });
  const overall = new Int32Array(finishers.length);
  const gender = new Int32Array(finishers.length);
  const category = new Int32Array(finishers.length);
  const sorted = timed.slice().sort((a, b) => times[a] - times[b]);
  rankWithin(sorted, times, () => '', overall);
  rankWithin(sorted, times, (i) => finishers[i].sex, gender);
  rankWithin(sorted, times, (i) => finishers[i].category, category);
  for (const i of timed)
    out.set(finishers[i].bib, {
      overall: overall[i],
      gender: gender[i] || null,
      category: category[i] || null,
    });
  return out;
}

/**
 * The race's finishers once an import is written, to predict their places: what the import
 * writes (`written`, by bib: its finisher, or null for one that did not finish) and the stored
 * finishers it leaves as they are. A stored sex or category stays where the item has none, as
 * the upsert keeps them.
 */
export async function finishersAfter(
  db: Db,
  race: RaceRow,
  written: Map<string, Ranked | null>,
): Promise<Ranked[]> {
  const stored = await jsonRowsOf<
    { bib: string; net: number | null; gun: number | null } & Omit<Ranked, 'bib'>
  >(
    db,
    sql`select bib, net_time_ms as net, gun_time_ms as gun, sex, category from ${results}
        where race_id = ${race.id} and deleted_at is null and status = 'finished'`,
  );
  const out: Ranked[] = [];
  for (const row of stored) {
    const item = written.get(row.bib);
    if (item === undefined) out.push(row);
    else if (item) {
      item.sex ??= row.sex;
      item.category ??= row.category;
    }
  }
  for (const item of written.values()) if (item) out.push(item);
  return out;
}

/**
 * Places the file did not give, from the scoring type: gun time for `gun_time`, net time
 * otherwise (laps and fixed-time races are ranked by their recorded time as well), overall, by
 * sex and by category. Standard competition ranking: equal times share a place and the next
 * is skipped (1, 2, 2, 4). A race `sem_classificacao` has none. Only rows whose places move
 * are written, found before the join, so a ranking that moves nothing writes nothing.
 */
export async function computePositions(db: Db, race: RaceRow) {
  if (race.semClassificacao) {
    await db.execute(
      sql`update ${results} set overall_position = null, gender_position = null, category_position = null
          where race_id = ${race.id}
            and (overall_position, gender_position, category_position) is distinct from (null, null, null)`,
    );
    return;
  }
  const time =
    race.scoringType === 'gun_time'
      ? sql`coalesce(gun_time_ms, net_time_ms)`
      : sql`coalesce(net_time_ms, gun_time_ms)`;
  await db.execute(sql`
    with ranked as (
      select id, overall_position, gender_position, category_position,
        case when overall_from_file then overall_position
             else rank() over (order by ${time}) end as pos,
        case when gender_from_file then gender_position when sex is null then null
             else rank() over (partition by sex order by ${time}) end as gpos,
        case when category_from_file then category_position when category is null then null
             else rank() over (partition by category order by ${time}) end as cpos
      from ${results}
      where race_id = ${race.id} and deleted_at is null and status = 'finished' and ${time} is not null
    ), moved as (
      select id, pos, gpos, cpos from ranked
      where (overall_position, gender_position, category_position)
        is distinct from (pos, gpos, cpos)
    )
    update ${results} r set overall_position = moved.pos, gender_position = moved.gpos,
      category_position = moved.cpos
    from moved
    where r.id = moved.id`);
}
