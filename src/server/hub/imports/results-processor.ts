import { eq, sql } from 'drizzle-orm';
import { resultImportItemSchema, type ResultImportItem } from '@/contract/results';
import { raceTimeToMs } from '@/contract/time';
import { inSequence, type Db } from '../../db/database';
import {
  checkpoints,
  modalities,
  raceModalities,
  races,
  registrations,
  results,
  resultSplits,
} from '../../db/schema';
import type { RaceRow } from '../resolve';
import { describeIssues, type ImportJob } from './registrations-processor';
import type { OutcomeLedger } from './shared';
import { rowsOf } from '../../db/database';
import { foldName, idText } from './shared';

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

const checkpointCode = (name: string) =>
  foldName(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 20) || 'PC';

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
  job.items.forEach((raw, index) => {
    const parsed = resultImportItemSchema.safeParse(raw);
    if (!parsed.success) {
      const { field, message } = describeIssues(parsed.error);
      return ledger.error(index, field, message, {
        bib: idText((raw as Record<string, unknown> | null)?.bib),
      });
    }
    const item = parsed.data;
    const first = seenBib.get(item.bib);
    if (first !== undefined)
      return ledger.error(
        index,
        'bib',
        `bib repetido no envio (igual ao item ${first})`,
        idsOf(item),
      );
    seenBib.set(item.bib, index);
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
          sql`select id, bib, race_id from ${registrations} where event_id = ${job.eventId} and bib in (select jsonb_array_elements_text(${jsonParam(bibs)}))`,
        ),
        rowsOf<{ bib: string; deleted: boolean }>(
          db,
          sql`select bib, deleted_at is not null as deleted from ${results} where race_id = ${race.id} and bib in (select jsonb_array_elements_text(${jsonParam(bibs)}))`,
        ),
      ])
    : [[], []];
  const registrationOf = new Map(registered.map((r) => [r.bib, r]));
  const live = new Set(existing.filter((r) => !r.deleted).map((r) => r.bib));
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

  const upserted = await rowsOf<{ id: number; bib: string }>(
    db,
    sql`
    insert into ${results} (event_id, race_id, bib, registration_id, name, status, net_time_ms, gun_time_ms, category,
      modality_id, overall_position, category_position, positions_from_file)
    select ${job.eventId}, ${race.id}, t.bib, t.registration_id, t.name, t.status, t.net_time_ms, t.gun_time_ms, t.category,
      t.modality_id, t.overall_position, t.category_position, t.positions_from_file
    from jsonb_to_recordset(${jsonParam(
      ready.map(({ item, modalityId }) => ({
        bib: item.bib,
        registration_id: registrationOf.get(item.bib)?.id ?? null,
        name: item.name ?? null,
        status: item.status,
        net_time_ms: item.net_time ? raceTimeToMs(item.net_time) : null,
        gun_time_ms: item.gun_time ? raceTimeToMs(item.gun_time) : null,
        category: item.category ?? null,
        modality_id: modalityId,
        overall_position: item.overall_position ?? null,
        category_position: item.category_position ?? null,
        positions_from_file:
          item.overall_position !== undefined || item.category_position !== undefined,
      })),
    )}) as t(bib text, registration_id int, name text, status text, net_time_ms int, gun_time_ms int, category text,
      modality_id int, overall_position int, category_position int, positions_from_file boolean)
    on conflict (race_id, bib) do update set
      registration_id = excluded.registration_id, name = coalesce(excluded.name, ${results.name}), status = excluded.status,
      net_time_ms = excluded.net_time_ms, gun_time_ms = excluded.gun_time_ms, category = coalesce(excluded.category, ${results.category}),
      modality_id = excluded.modality_id, overall_position = excluded.overall_position,
      category_position = excluded.category_position, positions_from_file = excluded.positions_from_file,
      deleted_at = null, updated_at = now()
    returning id, bib`,
  );
  const resultIdOf = new Map(upserted.map((r) => [r.bib, r.id]));

  await writeSplits(
    db,
    job.eventId,
    race.id,
    ready.map((p) => p.item),
    resultIdOf,
  );
  await computePositions(db, race);
  if (race.resultsStatus === 'pending')
    await db
      .update(races)
      .set({ resultsStatus: 'provisional', updatedAt: new Date() })
      .where(eq(races.id, race.id));

  for (const p of ready) {
    if (live.has(p.item.bib)) ledger.update(p.index);
    else ledger.create(p.index);
  }
}

/** Splits replace the result's previous ones; a checkpoint named for the first time is created. */
async function writeSplits(
  db: Db,
  eventId: number,
  raceId: number,
  items: ResultImportItem[],
  resultIdOf: Map<string, number>,
) {
  const withSplits = items.filter((i) => i.splits !== undefined);
  if (withSplits.length === 0) return;
  const known = await db.select().from(checkpoints).where(eq(checkpoints.raceId, raceId));
  const byName = new Map(known.map((c) => [foldName(c.name), c.id]));
  const usedCodes = new Set(known.map((c) => c.code));
  let order = known.reduce((max, c) => Math.max(max, c.sortOrder), 0);
  for (const item of withSplits)
    for (const split of item.splits!) {
      const folded = foldName(split.checkpoint);
      if (byName.has(folded)) continue;
      let code = checkpointCode(split.checkpoint);
      for (let n = 2; usedCodes.has(code); n++)
        code = `${checkpointCode(split.checkpoint).slice(0, 16)}-${n}`;
      usedCodes.add(code);
      const [created] = await db
        .insert(checkpoints)
        .values({ eventId, raceId, code, name: split.checkpoint.trim(), sortOrder: ++order })
        .returning({ id: checkpoints.id });
      byName.set(folded, created.id);
    }
  const resultIds = withSplits.map((i) => resultIdOf.get(i.bib)!);
  await db.execute(
    sql`delete from ${resultSplits} where result_id in (select (jsonb_array_elements_text(${jsonParam(resultIds)}))::int)`,
  );
  const rows = withSplits.flatMap((item) => {
    const seen = new Set<number>();
    return item.splits!.flatMap((s) => {
      const checkpointId = byName.get(foldName(s.checkpoint))!;
      if (seen.has(checkpointId)) return [];
      seen.add(checkpointId);
      return [
        {
          result_id: resultIdOf.get(item.bib)!,
          checkpoint_id: checkpointId,
          time_ms: raceTimeToMs(s.time)!,
        },
      ];
    });
  });
  if (rows.length)
    await db.execute(sql`
      insert into ${resultSplits} (result_id, checkpoint_id, time_ms)
      select t.result_id, t.checkpoint_id, t.time_ms from jsonb_to_recordset(${jsonParam(rows)}) as t(result_id int, checkpoint_id int, time_ms int)`);
}

/**
 * Positions the file did not give, from the scoring type: gun time for `gun_time`, net time
 * otherwise (laps and fixed-time races are ranked by their recorded time as well). A race
 * `sem_classificacao` has none.
 */
async function computePositions(db: Db, race: RaceRow) {
  if (race.semClassificacao) {
    await db.execute(
      sql`update ${results} set overall_position = null, category_position = null where race_id = ${race.id}`,
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
        row_number() over (order by ${time}, bib) as pos,
        row_number() over (partition by coalesce(category, '') order by ${time}, bib) as cpos
      from ${results}
      where race_id = ${race.id} and deleted_at is null and status = 'finished' and ${time} is not null
    )
    update ${results} r set
      overall_position = case when r.positions_from_file then r.overall_position else ranked.pos end,
      category_position = case when r.positions_from_file then r.category_position
                               when r.category is null then null else ranked.cpos end
    from ranked where r.id = ranked.id`);
}
