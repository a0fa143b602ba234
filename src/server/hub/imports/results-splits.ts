import { eq, sql } from 'drizzle-orm';
import { checkpointDistanceKm, type ResultImportItem } from '@/contract/results';
import { raceTimeToMs } from '@/contract/time';
import { intArray, jsonRowsOf, type Db } from '@/server/db/database';
import { checkpoints, resultSplits } from '@/server/db/schema';
import { foldName } from './shared';

const checkpointCode = (name: string) =>
  foldName(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 20) || 'PC';

/** The race's checkpoints by folded name, with what a new one needs: a free code and the next order. */
export interface CheckpointIndex {
  byName: Map<string, number>;
  usedCodes: Set<string>;
  lastOrder: number;
}

/** For a slice whose items have no splits: nothing is looked up in it. */
export const noCheckpoints = (): CheckpointIndex => ({
  byName: new Map(),
  usedCodes: new Set(),
  lastOrder: 0,
});

export async function loadCheckpoints(db: Db, raceId: number): Promise<CheckpointIndex> {
  const known = await db.select().from(checkpoints).where(eq(checkpoints.raceId, raceId));
  return {
    byName: new Map(known.map((c) => [foldName(c.name), c.id])),
    usedCodes: new Set(known.map((c) => c.code)),
    lastOrder: known.reduce((max, c) => Math.max(max, c.sortOrder), 0),
  };
}

/** Stored splits of these results: checkpoint id -> time (ms), per result id. */
export async function splitsOf(db: Db, resultIds: number[]) {
  const out = new Map<number, Map<number, number>>();
  if (resultIds.length === 0) return out;
  const rows = await jsonRowsOf<{ result_id: number; checkpoint_id: number; time_ms: number }>(
    db,
    sql`select result_id, checkpoint_id, time_ms from ${resultSplits}
        where result_id = any(${intArray(resultIds)})`,
  );
  for (const r of rows) {
    let splits = out.get(r.result_id);
    if (!splits) out.set(r.result_id, (splits = new Map()));
    splits.set(r.checkpoint_id, r.time_ms);
  }
  return out;
}

/** An item's splits as stored: one per checkpoint (the first wins), by checkpoint id. */
function splitRows(splits: NonNullable<ResultImportItem['splits']>, index: CheckpointIndex) {
  const out = new Map<number, number>();
  for (const s of splits) {
    const id = index.byName.get(foldName(s.checkpoint))!;
    if (!out.has(id)) out.set(id, raceTimeToMs(s.time)!);
  }
  return out;
}

/** Whether writing the item's splits would change nothing (no splits sent: kept as they are). */
export function sameSplits(
  stored: Map<number, number> | undefined,
  splits: ResultImportItem['splits'],
  index: CheckpointIndex,
): boolean {
  if (splits === undefined) return true;
  if (splits.some((s) => !index.byName.has(foldName(s.checkpoint)))) return false;
  const sent = splitRows(splits, index);
  const before = stored ?? new Map<number, number>();
  return sent.size === before.size && [...sent].every(([id, ms]) => before.get(id) === ms);
}

/**
 * Splits replace the result's previous ones; a checkpoint named for the first time is created,
 * with the distance its name gives (`5K`, `Half`, `Km 15`).
 */
export async function writeSplits(
  db: Db,
  eventId: number,
  raceId: number,
  items: ResultImportItem[],
  resultIdOf: Map<string, number>,
  index: CheckpointIndex,
  /** Bibs that had a result row before (live or deleted): only theirs can have splits. */
  hadResult: Set<string>,
) {
  const withSplits = items.filter((i) => i.splits !== undefined);
  if (withSplits.length === 0) return;
  for (const item of withSplits)
    for (const split of item.splits!) {
      const folded = foldName(split.checkpoint);
      if (index.byName.has(folded)) continue;
      const name = split.checkpoint.trim();
      let code = checkpointCode(name);
      for (let n = 2; index.usedCodes.has(code); n++)
        code = `${checkpointCode(name).slice(0, 16)}-${n}`;
      index.usedCodes.add(code);
      const [created] = await db
        .insert(checkpoints)
        .values({
          eventId,
          raceId,
          code,
          name,
          distance: checkpointDistanceKm(name),
          sortOrder: ++index.lastOrder,
        })
        .returning({ id: checkpoints.id });
      index.byName.set(folded, created.id);
    }
  const replaced = withSplits.filter((i) => hadResult.has(i.bib));
  if (replaced.length)
    await db.execute(
      sql`delete from ${resultSplits} where result_id = any(${intArray(replaced.map((i) => resultIdOf.get(i.bib)!))})`,
    );
  const resultIds: number[] = [];
  const checkpointIds: number[] = [];
  const times: number[] = [];
  for (const item of withSplits) {
    const resultId = resultIdOf.get(item.bib)!;
    for (const [checkpointId, timeMs] of splitRows(item.splits!, index)) {
      resultIds.push(resultId);
      checkpointIds.push(checkpointId);
      times.push(timeMs);
    }
  }
  // Three integer arrays: PGlite reads them faster than the same rows as JSON objects.
  if (resultIds.length)
    await db.execute(sql`
      insert into ${resultSplits} (result_id, checkpoint_id, time_ms)
      select * from unnest(${intArray(resultIds)}, ${intArray(checkpointIds)}, ${intArray(times)})`);
}
