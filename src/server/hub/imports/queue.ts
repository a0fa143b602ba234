/** The durable queue's statements: what is due, claiming an import, locking it, finishing it. */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/database';
import { imports } from '@/server/db/schema';
import { importStatusColumns, type ImportStatusRow, type OutcomeLedger } from './shared';

const PROCESSING_LOCK = 727275;

/** Unfinished and not waiting for a retry: `processing` too, as a crash leaves it. */
export const DUE = and(
  inArray(imports.status, ['queued', 'processing']),
  or(isNull(imports.retryAt), lte(imports.retryAt, sql`now()`)),
);
export const STARTED_NOW = sql`coalesce(${imports.startedAt}, now())`;

/** Marks the oldest import that is due as processing, in one statement; null when none is. */
export async function claim(tx: Db): Promise<ImportStatusRow | null> {
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
    .returning(importStatusColumns);
  return row ?? null;
}

/** One slice at a time across every instance sharing the database: until the transaction ends. */
export async function sliceLock(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROCESSING_LOCK})`);
}

/** `sliceLock`, if no other transaction holds it now: whether it was taken. */
export async function trySliceLock(tx: Db): Promise<boolean> {
  const [{ locked }] = await rowsOf<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${PROCESSING_LOCK}) as locked`,
  );
  return locked;
}

/** The import, locked, while it is still processing (a failure elsewhere may have postponed it). */
export async function lockProcessing(tx: Db, id: number): Promise<ImportStatusRow | null> {
  const [row] = await tx
    .select(importStatusColumns)
    .from(imports)
    .where(eq(imports.id, id))
    .for('update');
  return row?.status === 'processing' ? row : null;
}

/** The import's status `completed`, with its summary and report, in the slice's transaction. */
export async function finish(
  tx: Db,
  row: ImportStatusRow,
  ledger: OutcomeLedger,
  modalityId: number | null,
) {
  const started = (row.startedAt ?? row.createdAt).getTime();
  await tx
    .update(imports)
    .set({
      status: 'completed',
      summary: ledger.summary(Math.max(0, Date.now() - started)),
      items: ledger.reports,
      progress: null,
      // The items are applied; only the report is kept.
      payload: { items: [], modality_id: modalityId },
      finishedAt: new Date(),
    })
    .where(eq(imports.id, row.id));
}
