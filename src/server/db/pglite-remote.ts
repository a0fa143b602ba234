import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

/** A message to the database thread (`pglite-thread.mjs`). */
interface ThreadRequest {
  id: number;
  op: 'query' | 'exec' | 'close';
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Types to keep as the text PostgreSQL sends. */
  textTypes?: number[];
}

type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: { message: string; name: string; fields: Record<string, unknown> } };

type Query = (sql: string, params?: unknown[], options?: QueryOptionsIn) => Promise<unknown>;
interface QueryOptionsIn {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

export interface RemotePglite {
  /** The subset of PGlite that Drizzle's driver and migrator call. */
  client: PGlite;
  close(): Promise<void>;
}

/**
 * PGlite in a worker thread, behind the part of its interface Drizzle uses: `query`, `exec`
 * and `transaction`. Callers already run one unit of work at a time (the database's queue),
 * so a transaction is BEGIN ... COMMIT on the thread's single connection.
 */
export async function openRemotePglite(dataDir: string): Promise<RemotePglite> {
  const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
    workerData: { dataDir },
  });
  worker.unref();
  let nextId = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let dead: Error | null = null;
  const failAll = (error: Error) => {
    dead = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread exited (${code})`)));
  worker.on('message', (reply: ThreadReply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if ('result' in reply) return pending.resolve(reply.result);
    pending.reject(
      Object.assign(new Error(reply.error.message), { name: reply.error.name }, reply.error.fields),
    );
  });
  const send = (request: Omit<ThreadRequest, 'id'>) =>
    new Promise<unknown>((resolve, reject) => {
      if (dead) return reject(dead);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      if (waiting.size === 1) worker.ref();
      worker.postMessage({ ...request, id });
    }).finally(() => {
      if (waiting.size === 0) worker.unref();
    });

  const query: Query = (sql, params, options = {}) =>
    send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
    });
  const exec = (sql: string) => send({ op: 'exec', sql, textTypes: [] });
  const transaction = async <T>(callback: (tx: unknown) => Promise<T>): Promise<T> => {
    await query('begin');
    try {
      const result = await callback({ query, exec });
      await query('commit');
      return result;
    } catch (error) {
      await query('rollback').catch(() => undefined);
      throw error;
    }
  };
  // The first answer tells whether the thread could open the data dir.
  await query('select 1');
  return {
    client: { query, exec, transaction } as unknown as PGlite,
    async close() {
      if (!dead) await send({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
