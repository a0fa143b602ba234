import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { imports, races } from '../../db/schema';
import { processRegistrationImport } from './registrations-processor';
import { processResultImport } from './results-processor';
import { OutcomeLedger } from './shared';

const PROCESSING_LOCK = 727275;
const POLL_MS = 1000;

type ImportRow = typeof imports.$inferSelect;

/**
 * Processes the durable queue in order, one import at a time. An import's writes and its
 * `completed` status commit together, so a crash leaves it `processing` with nothing applied,
 * and it is processed again after restart: never lost, never applied twice.
 */
export class ImportWorker {
  private stopped = true;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(private readonly database: Database) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  wake(): void {
    this.wakeUp?.();
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
        if (!this.stopped) console.error('[imports] worker error', error);
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

  /** Claims the oldest unfinished import, marks it processing, then processes it. */
  async processNext(): Promise<boolean> {
    const claimed = await this.database.run((db) =>
      db.transaction(async (tx) => {
        const [next] = await tx
          .select({ id: imports.id })
          .from(imports)
          .where(inArray(imports.status, ['queued', 'processing']))
          .orderBy(asc(imports.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!next) return null;
        await tx
          .update(imports)
          .set({ status: 'processing', startedAt: sql`coalesce(${imports.startedAt}, now())` })
          .where(eq(imports.id, next.id));
        return next.id;
      }),
    );
    if (claimed === null) return false;
    try {
      await this.database.run((db) => db.transaction((tx) => this.process(tx, claimed)));
    } catch (error) {
      console.error(`[imports] import ${claimed} failed`, error);
      await this.database.run((db) =>
        db
          .update(imports)
          .set({
            status: 'failed',
            failure: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
            summary: sql`jsonb_set(jsonb_set(${imports.summary}, '{errors}', ${imports.summary}->'total_received'), '{created}', '0')`,
            finishedAt: new Date(),
          })
          .where(eq(imports.id, claimed)),
      );
    }
    return true;
  }

  private async process(tx: Db, id: number): Promise<void> {
    // One import at a time across every instance sharing the database.
    await tx.execute(sql`select pg_advisory_xact_lock(${PROCESSING_LOCK})`);
    const [row] = await tx.select().from(imports).where(eq(imports.id, id)).for('update');
    if (!row || row.status !== 'processing') return;
    const started = performance.now();
    const items = row.payload?.items ?? [];
    const ledger = new OutcomeLedger(items.length);
    const job = { eventId: row.eventId, raceId: row.raceId, source: row.source, items };
    if (row.kind === 'registrations') {
      await processRegistrationImport(tx, job, ledger);
    } else {
      const [race] = await tx.select().from(races).where(eq(races.id, row.raceId));
      await processResultImport(
        tx,
        { ...job, batchModalityId: row.payload?.modality_id ?? null },
        race,
        ledger,
      );
    }
    await finish(tx, row, ledger, Math.round(performance.now() - started));
  }
}

async function finish(tx: Db, row: ImportRow, ledger: OutcomeLedger, durationMs: number) {
  await tx
    .update(imports)
    .set({
      status: 'completed',
      summary: ledger.summary(durationMs),
      items: ledger.reports,
      // The items are applied; only the report is kept.
      payload: { items: [], modality_id: row.payload?.modality_id ?? null },
      finishedAt: new Date(),
    })
    .where(eq(imports.id, row.id));
}
