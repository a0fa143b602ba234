import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Runs one unit of work. The embedded engine has a single connection: units run one at a time. */
  run<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../drizzle');

/** A promise chain: each task starts when the previous one settled. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  pending = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    this.pending++;
    const result = this.tail.then(task);
    this.tail = result.then(
      () => this.pending--,
      () => this.pending--,
    );
    return result;
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
  if (options.kind === 'pglite') {
    fs.mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
    try {
      client = await PGlite.create(path.join(options.dataDir, 'pgdata'));
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  const queue = new SerialQueue();
  let closed = false;
  return {
    kind: 'pglite',
    run: (work) => {
      if (closed) return Promise.reject(new Error('database is closed'));
      return queue.run(() => work(db as unknown as Db));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await queue.run(async () => undefined);
      await client.close();
      lock?.release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover) emits here; unhandled, it would
  // end the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
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
  return {
    kind: 'postgres',
    run: (work) =>
      closed ? Promise.reject(new Error('database is closed')) : work(db as unknown as Db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
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
