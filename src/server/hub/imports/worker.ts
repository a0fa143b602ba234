import { eq } from 'drizzle-orm';
import type { Database, Db } from '@/server/db/database';
import { describeForLog, isDataFault, logError } from '@/server/db/errors';
import { imports, registrations, results, resultSplits } from '@/server/db/schema';
import { TableStatistics } from '@/server/db/statistics';
import { processRegistrationImport } from './registrations-processor';
import {
  claim,
  committedOutcomes,
  DUE,
  finish,
  lockSlice,
  type QueuedImport,
  recordSlice,
  resumeAt,
  STARTED_NOW,
} from './queue';
import { processResultImport, raceForResults } from './results-processor';
import { SliceSizes } from './slice-sizes';
import { OutcomeLedger, idText, importStatusColumns } from './shared';

const POLL_MS = 1000;

export interface WorkerOptions {
  /** Attempts before an import is left `failed` (default 5). */
  maxAttempts?: number;
  /** Wait before the first retry; it doubles after each failure (default 2 s). */
  retryBaseMs?: number;
  /**
   * The most items applied in one transaction (default 2000). Only while no request waits for
   * the database does a slice grow that far; one that waits gets `sliceMs` slices.
   */
  sliceItems?: number;
  /**
   * How long one slice should hold the database while requests wait for it (default 15 ms):
   * reads go first between two slices, so they wait about that long at most.
   */
  sliceMs?: number;
  /**
   * How long one slice may hold the database while no request waits (default 200 ms): what a
   * request that arrives mid-slice waits for at most.
   */
  idleSliceMs?: number;
  /** Milliseconds, for measuring slices (default `performance.now`). */
  clock?: () => number;
}

/** Imports whose items are kept as handed over; those queued behind them are read back. */
const HANDED_MAX = 4;

type ImportRow = typeof imports.$inferSelect;

/** What a slice's transaction did: found nothing to claim, left slices to apply, or finished. */
type Step = 'none' | 'more' | 'done';
/** A slice's step, and what the worker keeps of it once its transaction has committed. */
interface Sliced {
  step: Step;
  committed?: () => void;
}

/**
 * Processes the durable queue in order, one import at a time. An import's writes and its
 * `completed` status commit together, so a crash leaves it `processing` with nothing applied,
 * and it is processed again after restart: never lost, never applied twice.
 *
 * Items never fail an import: what the database refuses for one item's values is that item's
 * error. Anything else (a lost connection, a full disk) is the hub's fault: the import waits
 * and is tried again, doubling the wait, and is `failed` only after the last attempt, with
 * the reason in `failure`; a person can queue it again (`retry`).
 */
export class ImportWorker {
  private stopped = true;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly clock: () => number;
  private readonly sliceSizes: SliceSizes;
  private payload: { id: number; value: ImportRow['payload'] } | null = null;
  /** The import `processNext` claimed, once it has: what a failure postpones. */
  private claimed: { id: number; attempts: number } | null = null;
  /**
   * What the committed slices of the import being processed decided, after its slice ending at
   * `next`: kept between slices so that each slice reads and writes only its own outcomes.
   */
  private decided: { id: number; next: number; ledger: OutcomeLedger } | null = null;
  /** Items the requests that queued them handed over, by import: the newest few. */
  private readonly handed = new Map<number, ImportRow['payload']>();
  /** Rows the imports wrote, whose tables are analyzed once an import is done. */
  private readonly statistics: TableStatistics;

  constructor(
    private readonly database: Database,
    {
      maxAttempts = 5,
      retryBaseMs = 2_000,
      sliceItems = 2000,
      sliceMs = 15,
      idleSliceMs = 200,
      clock = () => performance.now(),
    }: WorkerOptions = {},
  ) {
    this.maxAttempts = maxAttempts;
    this.retryBaseMs = retryBaseMs;
    this.sliceSizes = new SliceSizes(database, { sliceItems, sliceMs, idleSliceMs });
    this.clock = clock;
    this.statistics = new TableStatistics(database);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  wake(): void {
    this.wakeUp?.();
  }

  /** The items of an import just queued, as stored: read back from the database without them. */
  hand(id: number, payload: ImportRow['payload']): void {
    this.handed.set(id, payload);
    for (const old of this.handed.keys()) {
      if (this.handed.size <= HANDED_MAX) break;
      this.handed.delete(old);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
    this.loop = null;
  }

  /** Processes everything queued now; for tests and for tools that run without the loop. */
  async drain(): Promise<number> {
    let n = 0;
    while (await this.processNext()) n++;
    return n;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await this.processNext();
      } catch (error) {
        if (!this.stopped) logError('imports', error);
      }
      if (!worked && !this.stopped)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  }

  /** Claims the oldest unfinished import that is due, marks it processing, then processes it. */
  async processNext(): Promise<boolean> {
    // A look first, outside any transaction: most calls find nothing due (the loop's polls, a
    // drain's last call), and a read that writes nothing costs least and keeps the version.
    const due = await this.database.run(
      (db) => db.select({ id: imports.id }).from(imports).where(DUE).limit(1),
      { writes: false },
    );
    if (due.length === 0) return false;
    this.claimed = null;
    try {
      let step = await this.slice(null);
      while (step === 'more') {
        const { id } = this.claimed!;
        // Items not handed over are read in a unit of their own, so reads are not held behind it.
        if (this.payload?.id !== id)
          await this.database.run((db) => this.payloadOf(db, id), { writes: false });
        step = await this.slice(id);
      }
      this.payload = null;
      // The import is applied whatever this does: a failure is only logged.
      if (step === 'done')
        await this.statistics.refresh().catch((error) => logError('imports', error, 'statistics'));
      return step !== 'none';
    } catch (error) {
      this.payload = null;
      if (!this.claimed) throw error;
      const { id, attempts } = this.claimed;
      logError('imports', error, `import ${id}`);
      await this.database.run((db) => this.postpone(db, id, attempts + 1, error));
      return true;
    }
  }

  /**
   * One slice in a transaction of its own. Items go in without a savepoint: when the database
   * refuses a value (a data fault, which the item checks should have caught), the whole slice
   * is rolled back and applied again in parts (`applyIsolating`).
   */
  private async slice(id: number | null): Promise<Step> {
    const attempt = async (isolate: boolean) => {
      const { step, committed } = await this.database.run((db) =>
        db.transaction((tx) => this.processSlice(tx, id, isolate)),
      );
      committed?.();
      return step;
    };
    try {
      return await attempt(false);
    } catch (error) {
      if (!isDataFault(error)) throw error;
      return attempt(true);
    }
  }

  /** Rows a committed slice wrote: its created and updated items, in its kind's tables. */
  private wrote(kind: ImportRow['kind'], outcomes: string) {
    const rows = outcomes.replace(/[^cu]/g, '').length;
    if (kind === 'registrations') this.statistics.wrote(registrations, rows);
    else for (const table of [results, resultSplits]) this.statistics.wrote(table, rows);
  }

  /** After a failed attempt: queued again after a wait, or `failed` after the last one. */
  private async postpone(db: Db, id: number, attempts: number, error: unknown) {
    const reason = describeForLog(error);
    if (attempts < this.maxAttempts) {
      const waitMs = this.retryBaseMs * 2 ** (attempts - 1);
      await db
        .update(imports)
        .set({
          status: 'queued',
          // The claim that marked it started is rolled back with a first slice that failed.
          startedAt: STARTED_NOW,
          attempts,
          retryAt: new Date(Date.now() + waitMs),
          failure: `Tentativa ${attempts} de ${this.maxAttempts} falhou (${reason}); nova tentativa em ${Math.ceil(waitMs / 1000)} s.`,
        })
        .where(eq(imports.id, id));
      return;
    }
    const [row] = await db.select(importStatusColumns).from(imports).where(eq(imports.id, id));
    const total = row?.summary.total_received ?? 0;
    const slices = await committedOutcomes(db, id);
    const next = Math.max(0, ...slices.map((s) => s.next));
    const ledger = OutcomeLedger.fromSlices(total, slices);
    await db
      .update(imports)
      .set({
        status: 'failed',
        startedAt: STARTED_NOW,
        attempts,
        retryAt: null,
        failure: `O hub não conseguiu processar esta importação após ${attempts} tentativas (${reason}). ${next > 0 ? `Os itens até o ${next} foram gravados; ` : 'Nada foi gravado; '}ela pode ser processada de novo.`,
        // Items not applied count as errors until the import is processed again.
        summary: ledger.summary(0, { undecidedAsErrors: true }),
        finishedAt: new Date(),
      })
      .where(eq(imports.id, id));
  }

  /**
   * Applies the next slice of an import in the caller's transaction, with the progress that
   * says so: a crash between two slices resumes after the last one committed. Without an id,
   * claims the oldest import that is due first, in the same transaction, and applies its first
   * slice when its items are at hand.
   */
  private async processSlice(tx: Db, id: number | null, isolate: boolean): Promise<Sliced> {
    let row: QueuedImport | null;
    if (id === null) {
      const claimed = await claim(tx);
      if (!claimed) return { step: 'none' };
      row = claimed;
      this.claimed = { id: row.id, attempts: row.attempts };
      // Items not at hand are read before the next slice, outside this transaction; a claim
      // that did not get the slice lock (see `claim`) commits alone.
      const atHand = this.payload?.id === row.id || this.handed.has(row.id);
      if (!atHand || !claimed.sliced) return { step: 'more' };
      row = { ...claimed, next: await resumeAt(tx, claimed.id) };
    } else {
      // One slice at a time across every instance sharing the database.
      row = await lockSlice(tx, id);
      if (!row) return { step: 'done' };
    }
    const payload = await this.payloadOf(tx, row.id);
    const items = payload?.items ?? [];
    const decided = await this.decidedBefore(tx, row, items.length);
    // This slice's outcomes, apart: they join the others once the slice has committed.
    const ledger = new OutcomeLedger(items.length);
    const from = row.next;
    const to = Math.min(items.length, from + this.sliceSizes.of(row.kind));
    const apply: Apply = async (db, range, part) => {
      const job = { eventId: row.eventId, raceId: row.raceId, source: row.source, items, range };
      if (row.kind === 'registrations') return processRegistrationImport(db, job, part);
      const race = await raceForResults(db, row.raceId);
      if (!race) throw new Error(`race ${row.raceId} of import ${row.id} is gone`);
      return processResultImport(
        db,
        { ...job, batchModalityId: payload?.modality_id ?? null },
        race,
        part,
      );
    };
    if (from < to) {
      const started = this.clock();
      if (isolate) await applyIsolating(tx, [from, to], ledger, apply, items);
      else await apply(tx, [from, to], ledger);
      this.sliceSizes.measured(row.kind, to - from, this.clock() - started);
    }
    const record = ledger.sliceRecord(from, to);
    const { kind } = row;
    if (to < items.length) {
      await recordSlice(tx, row.id, record);
      const importId = row.id;
      const committed = () => {
        decided.mergeOutcomes(ledger);
        this.decided = { id: importId, next: to, ledger: decided };
        this.wrote(kind, record.outcomes);
      };
      return { step: 'more', committed };
    }
    this.decided = null;
    decided.mergeOutcomes(ledger);
    await finish(tx, row, decided, record, payload?.modality_id ?? null, items);
    return { step: 'done', committed: () => this.wrote(kind, record.outcomes) };
  }

  /** What the import's committed slices decided: as kept after the last one, else as stored. */
  private async decidedBefore(tx: Db, row: QueuedImport, total: number) {
    if (row.next === 0) return new OutcomeLedger(total);
    const kept = this.decided;
    if (kept?.id === row.id && kept.next === row.next) return kept.ledger;
    return OutcomeLedger.fromSlices(total, await committedOutcomes(tx, row.id));
  }

  /**
   * The import's items, read once while its slices are applied: the same objects every
   * slice, so each item is parsed once (`parseOnce`).
   */
  private async payloadOf(tx: Db, id: number): Promise<ImportRow['payload']> {
    const handed = this.handed.get(id);
    this.handed.delete(id);
    if (handed !== undefined) this.payload = { id, value: handed };
    if (this.payload?.id === id) return this.payload.value;
    const [row] = await tx
      .select({ payload: imports.payload })
      .from(imports)
      .where(eq(imports.id, id));
    this.payload = { id, value: row?.payload ?? null };
    return this.payload.value;
  }
}

/** Decides and applies the items `[from, to)` into `ledger`. */
type Apply = (db: Db, range: [number, number], ledger: OutcomeLedger) => Promise<void>;

/**
 * Applies a range of items in one savepoint. When the database refuses a value (a data fault,
 * which the item checks should have caught), the range is halved until the items it refuses
 * stand alone: those become errors and every other item is still applied.
 */
async function applyIsolating(
  tx: Db,
  [from, to]: [number, number],
  ledger: OutcomeLedger,
  apply: Apply,
  items?: unknown[],
): Promise<void> {
  const part = new OutcomeLedger(ledger.total);
  try {
    await tx.transaction((savepoint) => apply(savepoint as unknown as Db, [from, to], part));
    ledger.merge(part);
    return;
  } catch (error) {
    if (!isDataFault(error)) throw error;
    if (to - from === 1) {
      ledger.error(
        from,
        null,
        `O hub não conseguiu gravar este item (${describeForLog(error)}).`,
        idsOfRaw(items?.[from]),
      );
      return;
    }
  }
  const half = from + Math.ceil((to - from) / 2);
  await applyIsolating(tx, [from, half], ledger, apply, items);
  await applyIsolating(tx, [half, to], ledger, apply, items);
}

function idsOfRaw(raw: unknown) {
  const r = (raw ?? {}) as Record<string, unknown>;
  return { external_id: idText(r.external_id), bib: idText(r.bib) };
}
