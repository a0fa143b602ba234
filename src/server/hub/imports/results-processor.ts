import { eq, sql } from 'drizzle-orm';
import { resultImportItemSchema, type ResultImportItem } from '@/contract/results';
import { byIndex, inSequence, jsonRowsOf, textArray, type Db } from '@/server/db/database';
import { modalities, raceModalities, races, registrations, results } from '@/server/db/schema';
import type { RaceRow } from '@/server/hub/resolve';
import { canonicalResultItem } from './canonical-items';
import { describeIssues, type ImportJob } from './registrations-processor';
import { ageBandsOf } from './results-categories';
import {
  loadCheckpoints,
  noCheckpoints,
  sameSplits,
  splitsOf,
  writeSplits,
} from './results-splits';
import { foldName, idText, type OutcomeLedger, parseOnce } from './shared';
import {
  COLUMN_TYPES,
  resultRow,
  sameRow,
  sentRow,
  STORED_COLUMNS,
  UPSERT,
  type StoredResult,
} from './results-rows';
import { recordsOf } from './unnest';

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
  return modalityIndexOf(rows);
}

const modalityIndexOf = (rows: { id: number; name: string }[]) => ({
  ids: new Set(rows.map((m) => m.id)),
  byName: new Map(rows.map((m) => [foldName(m.name), m.id])),
});

/** The race and its modalities, in one statement: what each slice of a results import reads. */
export async function raceForResults(db: Db, raceId: number) {
  const [row] = await db
    .select({
      race: races,
      modalities: sql<string>`(select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name)), '[]')::text
        from ${raceModalities} rm join ${modalities} m on m.id = rm.modality_id
        where rm.race_id = ${races.id})`,
    })
    .from(races)
    .where(eq(races.id, raceId));
  if (!row) return null;
  const rows = JSON.parse(row.modalities) as { id: number; name: string }[];
  return { race: row.race, mods: modalityIndexOf(rows) };
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

const firstIndexes = new WeakMap<unknown[], Map<string, number>>();

/**
 * Where each bib first appears among the import's valid items, worked out once per import in
 * one pass: a later item with it is a repeat, whichever slice it falls in.
 */
function firstIndexOf(job: ResultJob): Map<string, number> {
  let first = firstIndexes.get(job.items);
  if (first) return first;
  first = new Map();
  job.items.forEach((raw, index) => {
    const parsed = parseOnce(resultImportItemSchema, parsedItems, raw, canonicalResultItem);
    if (parsed.success && !first!.has(parsed.data.bib)) first!.set(parsed.data.bib, index);
  });
  firstIndexes.set(job.items, first);
  return first;
}

/** One result import inside the caller's transaction; upsert by (race, bib). */
export async function processResultImport(
  db: Db,
  job: ResultJob,
  { race, mods }: { race: RaceRow; mods: ModalityIndex },
  ledger: OutcomeLedger,
): Promise<void> {
  const idsOf = (item: { bib?: string }) => ({ bib: item.bib ?? null });

  const planned: { index: number; item: ResultImportItem; modalityId: number | null }[] = [];
  const firstOf = firstIndexOf(job);
  const [from, to] = job.range ?? [0, job.items.length];
  for (let index = from; index < to; index++) {
    const raw = job.items[index];
    const parsed = parseOnce(resultImportItemSchema, parsedItems, raw, canonicalResultItem);
    if (!parsed.success) {
      const { field, message } = describeIssues(parsed.error);
      ledger.error(index, field, message, {
        bib: idText((raw as Record<string, unknown> | null)?.bib),
      });
      continue;
    }
    const item = parsed.data;
    const first = firstOf.get(item.bib)!;
    if (first !== index) {
      ledger.error(index, 'bib', `bib repetido no envio (igual ao item ${first})`, idsOf(item));
      continue;
    }
    const modalityId = modalityOf(item, mods, job.batchModalityId);
    if (modalityId === undefined) {
      if (item.modality_id !== undefined)
        ledger.error(
          index,
          'modality_id',
          `Modalidade ${item.modality_id} não é desta prova`,
          idsOf(item),
        );
      else
        ledger.error(
          index,
          'modality',
          `Modalidade desconhecida nesta prova: ${item.modality}`,
          idsOf(item),
        );
      continue;
    }
    planned.push({ index, item, modalityId });
  }

  const bibs = planned.map((p) => p.item.bib);
  const [registered, existing] = await byIndex(db, () =>
    inSequence([
      bibs.length
        ? jsonRowsOf<{ id: number; bib: string; race_id: number }>(
            db,
            sql`select id, bib, race_id from ${registrations} where event_id = ${job.eventId} and bib = any(${textArray(bibs)})`,
          )
        : [],
      bibs.length
        ? jsonRowsOf<StoredResult>(
            db,
            sql`select id, deleted_at is not null as deleted, ${sql.raw(STORED_COLUMNS)}
              from ${results} where race_id = ${race.id} and bib = any(${textArray(bibs)})`,
          )
        : [],
    ]),
  );
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
  if (ready.length === 0) return;

  // Categories are looked up only when some item needs one named from its sex and age.
  const categoryOf = ready.some((p) => needsBand(p.item))
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
    const hadResult = new Set(existing.map((r) => r.bib));
    // The conflict clause and the ids sent back each add 10-20 % to the insert: only when a
    // bib has a row already (one written meanwhile is refused as a duplicate, and the worker
    // applies the slice again, which then finds it) and when splits need the ids.
    const upsert = changed.some((p) => hadResult.has(p.item.bib));
    const splits = changed.some((p) => p.item.splits !== undefined);
    // Columns no row sends take their defaults in `excluded`: null, or false for the flags.
    const insert = sql`
      insert into ${results} (event_id, race_id, ${sql.raw(t.columns.join(', '))})
      select ${job.eventId}, ${race.id}, ${sql.join(values, sql`, `)}
      from ${t.from}
      ${upsert ? UPSERT : sql``}`;
    const written = splits
      ? await jsonRowsOf<{ id: number; bib: string }>(db, sql`${insert} returning id, bib`)
      : (await db.execute(insert), []);
    await writeSplits(
      db,
      job.eventId,
      race.id,
      changed.map((p) => p.item),
      new Map(written.map((r) => [r.bib, r.id])),
      checkpointIndex,
      hadResult,
    );
    if (race.resultsStatus === 'pending')
      await db
        .update(races)
        .set({ resultsStatus: 'provisional', updatedAt: new Date() })
        .where(eq(races.id, race.id));
  }
  ready.forEach((p, i) => {
    if (same[i]) ledger.unchanged(p.index);
    else if (live.has(p.item.bib)) ledger.update(p.index);
    else ledger.create(p.index);
  });
}
