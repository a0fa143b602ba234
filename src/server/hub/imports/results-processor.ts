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
import {
  computePositions,
  finishersAfter,
  predictPlaces,
  type Places,
  type Ranked,
} from './results-places';
import {
  loadCheckpoints,
  noCheckpoints,
  sameSplits,
  splitsOf,
  writeSplits,
} from './results-splits';
import { foldName, idText, type OutcomeLedger, parseOnce } from './shared';
import { recordsOf, type ColumnType } from './unnest';

const parsedItems = new WeakMap<object, ReturnType<typeof resultImportItemSchema.safeParse>>();

export interface ResultJob extends ImportJob {
  batchModalityId: number | null;
}

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

type ModalityIndex = Awaited<ReturnType<typeof raceModalityIndex>>;

/** The item's modality: its id (which wins), its name, else the batch's; undefined if unknown. */
function modalityOf(item: ResultImportItem, mods: ModalityIndex, batch: number | null) {
  if (item.modality_id !== undefined)
    return mods.ids.has(item.modality_id) ? item.modality_id : undefined;
  if (item.modality) return mods.byName.get(foldName(item.modality));
  return batch;
}

const needsBand = (item: ResultImportItem) =>
  !item.category && !!item.sex && item.age !== undefined;

const predicted = new WeakMap<unknown[], Map<string, Places>>();

/** The places of the import's finishers as its last slice will rank them: once per import. */
async function placesOf(db: Db, job: ResultJob, race: RaceRow, mods: ModalityIndex) {
  let places = predicted.get(job.items);
  if (places) return places;
  const written = new Map<string, Ranked | null>();
  const finishers: { item: ResultImportItem; modalityId: number | null }[] = [];
  for (const raw of job.items) {
    const parsed = parseOnce(resultImportItemSchema, parsedItems, raw);
    if (!parsed.success || written.has(parsed.data.bib)) continue;
    const modalityId = modalityOf(parsed.data, mods, job.batchModalityId);
    if (modalityId === undefined) continue;
    written.set(parsed.data.bib, null);
    if (parsed.data.status === 'finished') finishers.push({ item: parsed.data, modalityId });
  }
  const categoryOf = finishers.some((f) => needsBand(f.item))
    ? await ageBandsOf(db, race.id)
    : () => null;
  for (const { item, modalityId } of finishers)
    written.set(item.bib, {
      bib: item.bib,
      net: item.net_time ? raceTimeToMs(item.net_time) : null,
      gun: item.gun_time ? raceTimeToMs(item.gun_time) : null,
      sex: item.sex ?? null,
      category: item.category ?? categoryOf(item.sex, item.age, modalityId),
    });
  places = predictPlaces(race, await finishersAfter(db, job.eventId, race, written));
  predicted.set(job.items, places);
  return places;
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
    const modalityId = modalityOf(item, mods, job.batchModalityId);
    if (modalityId === undefined)
      return item.modality_id !== undefined
        ? ledger.error(
            index,
            'modality_id',
            `Modalidade ${item.modality_id} não é desta prova`,
            idsOf(item),
          )
        : ledger.error(
            index,
            'modality',
            `Modalidade desconhecida nesta prova: ${item.modality}`,
            idsOf(item),
          );
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
  const categoryOf = ready.some((p) => needsBand(p.item))
    ? await ageBandsOf(db, race.id)
    : () => null;
  const places = await placesOf(db, job, race, mods);
  const rows = ready.map((p) =>
    resultRow(
      p.item,
      registrationOf.get(p.item.bib)?.id ?? null,
      p.modalityId,
      p.item.category ?? categoryOf(p.item.sex, p.item.age, p.modalityId),
      places.get(p.item.bib),
    ),
  );
  // Checkpoints are read only when some item has splits.
  const checkpointIndex = ready.some((p) => p.item.splits !== undefined)
    ? await loadCheckpoints(db, race.id)
    : noCheckpoints();
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
    const t = recordsOf(rows.filter((_, i) => !same[i]).map(sentRow), COLUMN_TYPES);
    const values = t.columns.map((c) =>
      c.endsWith('_from_file') ? sql.raw(`coalesce(t.${c}, false)`) : sql.raw(`t.${c}`),
    );
    // Columns no row sends take their defaults in `excluded`: null, or false for the flags.
    const upserted = await rowsOf<{ id: number; bib: string }>(
      db,
      sql`
      insert into ${results} (event_id, race_id, ${sql.raw(t.columns.join(', '))})
      select ${job.eventId}, ${race.id}, ${sql.join(values, sql`, `)}
      from ${t.from}
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
/** Every column an item writes, with its type as sent (`recordsOf`). */
const COLUMN_TYPES: Record<keyof ResultRow, ColumnType> = {
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

/** A row as sent: a flag that is false is left out (null), so a file without places sends none. */
const sentRow = (row: ResultRow) => ({
  ...row,
  overall_from_file: row.overall_from_file || null,
  gender_from_file: row.gender_from_file || null,
  category_from_file: row.category_from_file || null,
});

interface StoredResult extends ResultRow {
  id: number;
  deleted: boolean;
}

const POSITIONS = ['overall', 'gender', 'category'] as const;

/**
 * What an item writes. Non-finishers get no time and no place, whatever the item carries.
 * `category`: the item's, or the one its sex and age fall in. Places the file does not give
 * are the predicted ones.
 */
function resultRow(
  item: ResultImportItem,
  registrationId: number | null,
  modalityId: number | null,
  category: string | null,
  predicted: Places | undefined,
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
    overall_position: place('overall') ?? predicted?.overall ?? null,
    gender_position: place('gender') ?? predicted?.gender ?? null,
    category_position: place('category') ?? predicted?.category ?? null,
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
