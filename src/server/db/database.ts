import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { logError } from './errors';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { openRemotePglite } from './pglite-remote';
import { makePrivateDir, makePrivateTree } from './private-files';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /**
   * Runs one unit of work. The embedded engine has a single connection: units run one at a
   * time. `writes: false` says the work only reads, so the version cannot have moved.
   */
  run<T>(work: (db: Db) => Promise<T>, options?: { writes?: boolean }): Promise<T>;
  /**
   * Runs work that only reads, in one read-only snapshot (the database refuses a write), and
   * returns it with that snapshot's version.
   */
  readVersioned<T>(work: (db: Db) => Promise<T>): Promise<Versioned<T>>;
  /**
   * The version of the data committed now. Two equal versions see exactly the same data: the
   * version is PostgreSQL's snapshot (`pg_current_snapshot()`: the next transaction id and
   * those still running), which moves whenever any transaction writes or ends.
   */
  version(): Promise<string>;
  /**
   * Whether requests are waiting for the database now: long work (an import's slices) gives
   * way sooner while they are.
   */
  waiting(): boolean;
  close(): Promise<void>;
}

export interface Versioned<T> {
  version: string;
  value: T;
}

const SNAPSHOT = sql`select pg_current_snapshot()::text as v`;
const READ_ONLY = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** Rows of a raw SQL query, on either engine. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The same rows, sent back as one JSON text: for lookups that may return thousands of rows of
 * numbers, text and booleans. PGlite decodes each row of a result in JavaScript and passes it
 * between threads (2000 rows of three columns: ~10 ms); one text of them all takes about half.
 * Not for columns JSON would change: dates and timestamps come back as text. The query may be
 * an insert or update with `returning`.
 */
export async function jsonRowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const [{ rows }] = await rowsOf<{ rows: string }>(
    db,
    sql`with q as (${query}) select coalesce(json_agg(q), '[]')::text as rows from q`,
  );
  return JSON.parse(rows) as T[];
}

async function snapshotOf(db: Db): Promise<string> {
  const [row] = await rowsOf<{ v: string }>(db, SNAPSHOT);
  return row.v;
}

/** The snapshot is taken by the transaction's first statement, so the version comes first. */
function readInSnapshot<T>(db: Db, work: (db: Db) => Promise<T>): Promise<Versioned<T>> {
  return db.transaction(async (tx) => {
    const version = await snapshotOf(tx as unknown as Db);
    return { version, value: await work(tx as unknown as Db) };
  }, READ_ONLY);
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../drizzle');

/**
 * The extensions an embedded database loads, for the migrations that create them (0016's
 * pg_trgm, the events search's index); `pglite-thread.mjs` loads the same.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * One task at a time, in order of arrival, except that reads go before writes waiting with
 * them: a read waits for at most the one task running, never for a queue of imports.
 */
export class SerialQueue {
  private readonly reads: (() => void)[] = [];
  private readonly writes: (() => void)[] = [];
  private busy = false;

  /** Units queued behind the one running. */
  get pending(): number {
    return this.reads.length + this.writes.length;
  }

  run<T>(task: () => Promise<T>, { read = false } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      (read ? this.reads : this.writes).push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            this.busy = false;
            this.next();
          });
      });
      this.next();
    });
  }

  private next() {
    if (this.busy) return;
    const start = this.reads.shift() ?? this.writes.shift();
    if (!start) return;
    this.busy = true;
    start();
  }
}

export type DatabaseOptions =
  | { kind: 'memory' }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  let lock: DataDirLock | null = null;
  let client: PGlite;
  let closeClient: () => Promise<void>;
  if (options.kind === 'pglite') {
    makePrivateDir(options.dataDir);
    lock = acquireDataDirLock(options.dataDir);
    try {
      // In a thread of its own, so its work never stops the server's requests.
      const remote = await openRemotePglite(path.join(options.dataDir, 'pgdata'));
      client = remote.client;
      closeClient = () => remote.close();
      // PGlite unpacks its first files with the process umask; PostgreSQL's own are private.
      makePrivateTree(options.dataDir);
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    const memory = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    client = memory;
    closeClient = () => memory.close();
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  const queue = new SerialQueue();
  let closed = false;
  const closedError = () => Promise.reject(new Error('database is closed'));
  // One connection, and every unit passes through the queue: what is committed can only
  // change while a `run` unit works, so the version read at the end of the last unit holds
  // until the next one ends, and a kept answer can be served while an import is running.
  let known: string | null = null;
  const refresh = async () => {
    known = null;
    known = await snapshotOf(db as unknown as Db);
  };
  return {
    kind: 'pglite',
    run: (work, { writes = true } = {}) => {
      if (closed) return closedError();
      return queue.run(async () => {
        try {
          return await work(db as unknown as Db);
        } finally {
          if (writes) await refresh().catch(() => undefined);
        }
      });
    },
    readVersioned: (work) => {
      if (closed) return closedError();
      return queue.run(
        async () => {
          const read = await readInSnapshot(db as unknown as Db, work);
          known = read.version;
          return read;
        },
        { read: true },
      );
    },
    version: () => {
      if (closed) return closedError();
      if (known !== null) return Promise.resolve(known);
      return queue.run(async () => (known ??= await snapshotOf(db as unknown as Db)), {
        read: true,
      });
    },
    waiting: () => queue.pending > 0,
    close: async () => {
      if (closed) return;
      closed = true;
      await queue.run(async () => undefined);
      await closeClient();
      lock?.release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover) emits here; unhandled, it would
  // end the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
  // A connection lost while in use fails its query; the client also emits it, and unheard
  // that would end the process.
  pool.on('connect', (client) => client.on('error', (error) => logError('db', error)));
  const db = drizzlePg({ client: pool, schema });
  // Several instances may start together: one migrates at a time.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migratePg(db, { migrationsFolder: MIGRATIONS });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)');
    lockClient.release();
  }
  let closed = false;
  const version = sharedAfterCall(() => snapshotOf(db as unknown as Db));
  const open = <T>(work: () => Promise<T>) =>
    closed ? Promise.reject(new Error('database is closed')) : work();
  return {
    kind: 'postgres',
    run: (work) => open(() => work(db as unknown as Db)),
    readVersioned: (work) => open(() => readInSnapshot(db as unknown as Db, work)),
    version: () => open(version),
    // Others than the asking unit itself are at work on the pool, or queued for it.
    waiting: () => pool.waitingCount > 0 || pool.totalCount - pool.idleCount > 1,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Callers at the same moment share one answer, and each gets an answer asked after its call:
 * while one is being asked, the callers that arrive wait for the next one, which is asked as
 * soon as the first is in. Under load that is two queries in flight at most, not one per call.
 */
export function sharedAfterCall<T>(ask: () => Promise<T>): () => Promise<T> {
  let asking: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = () => {
    const p = ask().finally(() => {
      if (asking === p) asking = null;
    });
    asking = p;
    return p;
  };
  return () => {
    if (!asking) return start();
    next ??= asking
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

/**
 * Awaits Drizzle queries one after another. They are lazy (they run when awaited), and a
 * transaction is one connection that takes one query at a time, unlike `Promise.all`.
 */
export async function inSequence<T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const out: unknown[] = [];
  for (const query of queries) out.push(await query);
  return out as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/**
 * Strings as one `text[]` parameter, for `= any(...)`: unlike a subquery over JSON, the
 * planner knows how many there are and looks them up in the index.
 */
export const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/**
 * `work` with the planner told to look rows up by index, in the caller's transaction. An import
 * looks up the rows of its keys (2,000 bibs, documents) with `column = any(keys)` in an event:
 * PostgreSQL estimated such a list to match a good part of a big event and scanned all of it
 * (200,000 registrations), so an import's cost grew with the event it went into. Only for
 * lookups with an index on every column they filter by; the setting ends with them.
 */
export async function byIndex<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await db.execute(sql`set local enable_seqscan = off`);
  try {
    return await work();
  } finally {
    await db.execute(sql`set local enable_seqscan = on`);
  }
}

/** Integers as one `int[]` parameter (an array literal: no per-driver array handling). */
export const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
