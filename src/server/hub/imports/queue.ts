/** The durable queue's statements: what is due, claiming an import, locking it, finishing it. */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ImportItemReport } from '@/contract/imports';
import { rowsOf, type Db } from '@/server/db/database';
import { importSlices, imports } from '@/server/db/schema';
import { createdIdentities } from './created-rows';
import {
  importStatusColumns,
  type ImportStatusRow,
  type OutcomeLedger,
  type SliceRecord,
} from './shared';

const PROCESSING_LOCK = 727275;

/** Unfinished and not waiting for a retry: `processing` too, as a crash leaves it. */
export const DUE = and(
  inArray(imports.status, ['queued', 'processing']),
  or(isNull(imports.retryAt), lte(imports.retryAt, sql`now()`)),
);
export const STARTED_NOW = sql`coalesce(${imports.startedAt}, now())`;

/** An import being processed, and the first of its items no committed slice applied. */
export type QueuedImport = ImportStatusRow & { next: number };

const withNext = {
  ...importStatusColumns,
  next: sql<number>`(select coalesce(max(${importSlices.next}), 0) from ${importSlices}
    where ${importSlices.importId} = ${imports.id})`.mapWith(Number),
};

/** The first item no committed slice of the import applied. */
const nextOf = (id: number) =>
  sql`select coalesce(max(next), 0) as next from ${importSlices} where import_id = ${id}::int`;

/**
 * Marks the oldest import that is due as processing, in one statement; null when none is.
 * The same statement tries the slice lock (`lockSlice`), if no other transaction holds it now:
 * `sliced` says whether the claim may apply a first slice. A claim that waited for the lock
 * would hold a row a running slice may lock next (a deadlock); without it, it commits alone.
 */
export async function claim(tx: Db): Promise<(QueuedImport & { sliced: boolean }) | null> {
  const oldest = tx
    .select({ id: imports.id })
    .from(imports)
    .where(DUE)
    .orderBy(asc(imports.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(imports)
    .set({ status: 'processing', startedAt: STARTED_NOW })
    .where(eq(imports.id, sql`(${oldest})`))
    .returning({
      ...withNext,
      sliced: sql<boolean>`pg_try_advisory_xact_lock(${PROCESSING_LOCK})`,
    });
  return row ?? null;
}

/**
 * The import, locked, while it is still processing (a failure elsewhere may have postponed it),
 * after the slice lock: one slice at a time across every instance sharing the database, until
 * the transaction ends. The slice lock first, then the row: a claim (which only tries the slice
 * lock) never waits for one while holding the other. Two statements, as a statement reads what
 * was committed when it began, and another instance may commit a slice of this import while
 * this one waits for the lock: where it resumes is read once the lock is held.
 */
export async function lockSlice(tx: Db, id: number): Promise<QueuedImport | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROCESSING_LOCK})`);
  const [row] = await tx.select(withNext).from(imports).where(eq(imports.id, id)).for('update');
  return row?.status === 'processing' ? row : null;
}

/**
 * Where the import resumes, read now: for a claim that got the slice lock in a statement
 * begun before another instance's slice of the same import committed.
 */
export async function resumeAt(tx: Db, id: number): Promise<number> {
  const [row] = await rowsOf<{ next: number }>(tx, nextOf(id));
  return Number(row?.next ?? 0);
}

/** What the import's committed slices decided: their items' outcomes (not their reports). */
export async function committedOutcomes(tx: Db, id: number) {
  return tx
    .select({ first: importSlices.first, next: importSlices.next, outcomes: importSlices.outcomes })
    .from(importSlices)
    .where(eq(importSlices.importId, id));
}

/**
 * A slice's outcomes and reports, in the slice's transaction, only right after the last slice
 * committed: a slice that would apply items again is rolled back, its writes with it.
 */
export async function recordSlice(tx: Db, id: number, record: SliceRecord): Promise<void> {
  const { first, next, outcomes, reports } = record;
  const recorded = await rowsOf<{ first: number }>(
    tx,
    sql`insert into ${importSlices} (import_id, first, next, outcomes, reports)
        select ${id}::int, ${first}::int, ${next}::int, ${outcomes}::text, ${JSON.stringify(reports)}::text
        where (${nextOf(id)}) = ${first}::int
        returning first`,
  );
  if (recorded.length === 0)
    throw new Error(`import ${id}: a slice from item ${first} does not follow the committed ones`);
}

/** The import's report: its slices' reports, in the order of their items. */
export async function reportsOf(db: Db, id: number): Promise<ImportItemReport[]> {
  const slices = await db
    .select({ reports: importSlices.reports })
    .from(importSlices)
    .where(eq(importSlices.importId, id))
    .orderBy(asc(importSlices.first));
  return slices.flatMap((s) => s.reports);
}

/**
 * The import's status `completed`, with its summary, in the last slice's transaction, which
 * records that slice (`last`) as the others did.
 */
export async function finish(
  tx: Db,
  row: QueuedImport,
  ledger: OutcomeLedger,
  last: SliceRecord,
  modalityId: number | null,
  items: readonly unknown[],
) {
  const started = (row.startedAt ?? row.createdAt).getTime();
  await recordSlice(tx, row.id, last);
  await tx
    .update(imports)
    .set({
      status: 'completed',
      summary: ledger.summary(Math.max(0, Date.now() - started)),
      // The items are applied; only the report is kept, and who the import created (its undo).
      payload: {
        items: [],
        modality_id: modalityId,
        created: createdIdentities(row.kind, items, ledger.createdIndexes()),
      },
      finishedAt: new Date(),
    })
    .where(eq(imports.id, row.id));
}
