import { eq, sql } from 'drizzle-orm';
import { resultImportItemSchema, type ResultImportItem } from '@/contract/results';
import { raceTimeToMs } from '@/contract/time';
import { inSequence, rowsOf, textArray, type Db } from '@/server/db/database';
import { modalities, raceModalities, races, registrations, results } from '@/server/db/schema';
import type { RaceRow } from '@/server/hub/resolve';
import {
  describeIssues,
  inRangeOf,
  itemsThroughRange,
  type ImportJob,
} from './registrations-processor';
import { ageBandsOf } from './results-categories';
import { loadCheckpoints, sameSplits, splitsOf, writeSplits } from './results-splits';
import { foldName, idText, type OutcomeLedger, parseOnce } from './shared';

const parsedItems = new WeakMap<object, ReturnType<typeof resultImportItemSchema.safeParse>>();

export interface ResultJob extends ImportJob {
  batchModalityId: number | null;
}

const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The race's modalities, by id and by folded name. */
export async function raceModalityIndex(db: Db, raceId: number) {
  const rows = await db
    .select({ id: modalities.id, name: modalities.name })
    .from(raceModalities)
    .innerJoin(modalities, eq(modalities.id, raceModalities.modalityId))
    .where(eq(raceModalities.raceId, raceId));
  return {
    ids: new Set(rows.map((m) => m.id)),
    byName: new Map(rows.map((m) => [foldName(m.name), m.id])),
  };
}

/** One result import inside the caller's transaction; upsert by (race, bib). */
export async function processResultImport(
  db: Db,
  job: ResultJob,
  race: RaceRow,
  ledger: OutcomeLedger,
): Promise<void> {
  const idsOf = (item: { bib?: string }) => ({ bib: item.bib ?? null });
  const mods = await raceModalityIndex(db, race.id);

  const planned: { index: number; item: ResultImportItem; modalityId: number | null }[] = [];
  const seenBib = new Map<string, number>();
  const inRange = inRangeOf(job);
  itemsThroughRange(job).forEach((raw, index) => {
    const parsed = parseOnce(resultImportItemSchema, parsedItems, raw);
    if (!parsed.success) {
      if (!inRange(index)) return;
      const { field, message } = describeIssues(parsed.error);
      return ledger.error(index, field, message, {
        bib: idText((raw as Record<string, unknown> | null)?.bib),
      });
    }
    const item = parsed.data;
    const first = seenBib.get(item.bib);
    if (first !== undefined && !inRange(index)) return;
    if (first !== undefined)
      return ledger.error(
        index,
        'bib',
        `bib repetido no envio (igual ao item ${first})`,
        idsOf(item),
      );
    seenBib.set(item.bib, index);
    if (!inRange(index)) return;
    let modalityId = job.batchModalityId;
    if (item.modality_id !== undefined) {
      if (!mods.ids.has(item.modality_id))
        return ledger.error(
          index,
          'modality_id',
          `Modalidade ${item.modality_id} não é desta prova`,
          idsOf(item),
        );
      modalityId = item.modality_id;
    } else if (item.modality) {
      const id = mods.byName.get(foldName(item.modality));
      if (id === undefined)
        return ledger.error(
          index,
          'modality',
          `Modalidade desconhecida nesta prova: ${item.modality}`,
          idsOf(item),
        );
      modalityId = id;
    }
    planned.push({ index, item, modalityId });
  });

  const bibs = planned.map((p) => p.item.bib);
  const [registered, existing] = bibs.length
    ? await inSequence([
        rowsOf<{ id: number; bib: string; race_id: number }>(
          db,
          sql`select id, bib, race_id from ${registrations} where event_id = ${job.eventId} and bib = any(${textArray(bibs)})`,
        ),
        rowsOf<StoredResult>(
          db,
          sql`select id, deleted_at is not null as deleted, ${sql.raw(STORED_COLUMNS)}
              from ${results} where race_id = ${race.id} and bib = any(${textArray(bibs)})`,
        ),
      ])
    : [[], []];
  const registrationOf = new Map(registered.map((r) => [r.bib, r]));
  const live = new Map(existing.filter((r) => !r.deleted).map((r) => [r.bib, r]));
  const ready = planned.filter((p) => {
    const reg = registrationOf.get(p.item.bib);
    if (reg && reg.race_id !== race.id) {
      ledger.conflict(
        p.index,
        'bib',
        `O número ${p.item.bib} está inscrito em outra prova do evento`,
        idsOf(p.item),
      );
      return false;
    }
    return true;
  });
  // Places are ranked once, after the last slice, over everything the import wrote.
  const lastSlice = !job.range || job.range[1] >= job.items.length;
  const earlierSlices = !!job.range && job.range[0] > 0;
  if (ready.length === 0) {
    if (lastSlice && earlierSlices) await computePositions(db, race);
    return;
  }

  // Categories are looked up only when some item needs one named from its sex and age.
  const categoryOf = ready.some((p) => !p.item.category && p.item.sex && p.item.age !== undefined)
    ? await ageBandsOf(db, race.id)
    : () => null;
  const rows = ready.map((p) =>
    resultRow(
      p.item,
      registrationOf.get(p.item.bib)?.id ?? null,
      p.modalityId,
      p.item.category ?? categoryOf(p.item.sex, p.item.age, p.modalityId),
    ),
  );
  const checkpointIndex = await loadCheckpoints(db, race.id);
  const storedSplits = await splitsOf(
    db,
    ready.flatMap((p) => live.get(p.item.bib)?.id ?? []),
  );
  const same = ready.map((p, i) => {
    const stored = live.get(p.item.bib);
    return (
      !!stored &&
      sameRow(stored, rows[i]) &&
      sameSplits(storedSplits.get(stored.id), p.item.splits, checkpointIndex)
    );
  });
  const changed = ready.filter((_, i) => !same[i]);
  if (changed.length) {
    const upserted = await rowsOf<{ id: number; bib: string }>(
      db,
      sql`
      insert into ${results} (event_id, race_id, ${sql.raw(STORED_COLUMNS)})
      select ${job.eventId}, ${race.id}, ${sql.raw(COLUMNS.map((c) => `t.${c}`).join(', '))}
      from jsonb_to_recordset(${jsonParam(rows.filter((_, i) => !same[i]))}) as t(${sql.raw(RECORD_TYPES)})
      on conflict (race_id, bib) do update set
        registration_id = excluded.registration_id, name = coalesce(excluded.name, ${results.name}), status = excluded.status,
        net_time_ms = excluded.net_time_ms, gun_time_ms = excluded.gun_time_ms, category = coalesce(excluded.category, ${results.category}),
        modality_id = excluded.modality_id, overall_position = excluded.overall_position,
        gender_position = excluded.gender_position, category_position = excluded.category_position,
        overall_from_file = excluded.overall_from_file, gender_from_file = excluded.gender_from_file,
        category_from_file = excluded.category_from_file, sex = coalesce(excluded.sex, ${results.sex}),
        age = coalesce(excluded.age, ${results.age}), team = coalesce(excluded.team, ${results.team}),
        deleted_at = null, updated_at = now()
      returning id, bib`,
    );
    await writeSplits(
      db,
      job.eventId,
      race.id,
      changed.map((p) => p.item),
      new Map(upserted.map((r) => [r.bib, r.id])),
      checkpointIndex,
      new Set(existing.map((r) => r.bib)),
    );
    if (race.resultsStatus === 'pending')
      await db
        .update(races)
        .set({ resultsStatus: 'provisional', updatedAt: new Date() })
        .where(eq(races.id, race.id));
  }
  if (lastSlice && (changed.length || earlierSlices)) await computePositions(db, race);

  ready.forEach((p, i) => {
    if (same[i]) ledger.unchanged(p.index);
    else if (live.has(p.item.bib)) ledger.update(p.index);
    else ledger.create(p.index);
  });
}

interface ResultRow {
  bib: string;
  registration_id: number | null;
  name: string | null;
  status: string;
  net_time_ms: number | null;
  gun_time_ms: number | null;
  category: string | null;
  modality_id: number | null;
  overall_position: number | null;
  gender_position: number | null;
  category_position: number | null;
  overall_from_file: boolean;
  gender_from_file: boolean;
  category_from_file: boolean;
  sex: string | null;
  age: number | null;
  team: string | null;
}
/** Every column an item writes, with its type for `jsonb_to_recordset`. */
const COLUMN_TYPES: Record<keyof ResultRow, string> = {
  bib: 'text',
  registration_id: 'int',
  name: 'text',
  status: 'text',
  net_time_ms: 'int',
  gun_time_ms: 'int',
  category: 'text',
  modality_id: 'int',
  overall_position: 'int',
  gender_position: 'int',
  category_position: 'int',
  overall_from_file: 'boolean',
  gender_from_file: 'boolean',
  category_from_file: 'boolean',
  sex: 'text',
  age: 'int',
  team: 'text',
};
const COLUMNS = Object.keys(COLUMN_TYPES);
const STORED_COLUMNS = COLUMNS.join(', ');
const RECORD_TYPES = COLUMNS.map((c) => `${c} ${COLUMN_TYPES[c as keyof ResultRow]}`).join(', ');

interface StoredResult extends ResultRow {
  id: number;
  deleted: boolean;
}

const POSITIONS = ['overall', 'gender', 'category'] as const;

/**
 * What an item writes. Non-finishers get no time and no place, whatever the item carries.
 * `category`: the item's, or the one its sex and age fall in.
 */
function resultRow(
  item: ResultImportItem,
  registrationId: number | null,
  modalityId: number | null,
  category: string | null,
): ResultRow {
  const finished = item.status === 'finished';
  const place = (p: (typeof POSITIONS)[number]) => (finished ? item[`${p}_position`] : undefined);
  return {
    bib: item.bib,
    registration_id: registrationId,
    name: item.name ?? null,
    status: item.status,
    net_time_ms: finished && item.net_time ? raceTimeToMs(item.net_time) : null,
    gun_time_ms: finished && item.gun_time ? raceTimeToMs(item.gun_time) : null,
    category,
    modality_id: modalityId,
    overall_position: place('overall') ?? null,
    gender_position: place('gender') ?? null,
    category_position: place('category') ?? null,
    overall_from_file: place('overall') !== undefined,
    gender_from_file: place('gender') !== undefined,
    category_from_file: place('category') !== undefined,
    sex: item.sex ?? null,
    age: item.age ?? null,
    team: item.team ?? null,
  };
}

/**
 * Whether writing `row` over `stored` would change nothing. Fields the item leaves out that the
 * upsert keeps (name, category, sex, age, team) are unchanged; computed places are computed
 * again either way, so only where a place comes from matters for them.
 */
function sameRow(stored: ResultRow, row: ResultRow): boolean {
  const kept = ['name', 'category', 'sex', 'age', 'team'] as const;
  const replaced = [
    'registration_id',
    'status',
    'net_time_ms',
    'gun_time_ms',
    'modality_id',
    'overall_from_file',
    'gender_from_file',
    'category_from_file',
  ] as const;
  return (
    kept.every((k) => row[k] === null || row[k] === stored[k]) &&
    replaced.every((k) => row[k] === stored[k]) &&
    POSITIONS.every(
      (p) => !row[`${p}_from_file`] || row[`${p}_position`] === stored[`${p}_position`],
    )
  );
}

/**
 * Places the file did not give, from the scoring type: gun time for `gun_time`, net time
 * otherwise (laps and fixed-time races are ranked by their recorded time as well), overall, by
 * sex and by category. Standard competition ranking: equal times share a place and the next
 * is skipped (1, 2, 2, 4). A race `sem_classificacao` has none. Only rows whose places move
 * are written.
 */
async function computePositions(db: Db, race: RaceRow) {
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
      select id,
        case when overall_from_file then overall_position
             else rank() over (order by ${time}) end as pos,
        case when gender_from_file then gender_position when sex is null then null
             else rank() over (partition by sex order by ${time}) end as gpos,
        case when category_from_file then category_position when category is null then null
             else rank() over (partition by category order by ${time}) end as cpos
      from ${results}
      where race_id = ${race.id} and deleted_at is null and status = 'finished' and ${time} is not null
    )
    update ${results} r set overall_position = ranked.pos, gender_position = ranked.gpos,
      category_position = ranked.cpos
    from ranked
    where r.id = ranked.id
      and (r.overall_position, r.gender_position, r.category_position)
        is distinct from (ranked.pos, ranked.gpos, ranked.cpos)`);
}
