// The embedded database in a thread of its own. PGlite runs PostgreSQL as WebAssembly and
// writes its files synchronously: on the main thread an import's statements (and a
// checkpoint) would stop every request for as long as they take. Plain JavaScript, so the
// thread starts the same under tsx, vitest and node. Protocol: see pglite-remote.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What a client needs of a database error: its SQLSTATE and where it happened. */
const ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'detail', 'severity'];

// The extensions the migrations create: the same as PGLITE_EXTENSIONS in database.ts.
const ready = PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });

parentPort.on('message', async (request) => {
  try {
    const db = await ready;
    let result = null;
    if (request.op === 'close') await db.close();
    else if (request.op === 'exec') result = await db.exec(request.sql);
    else {
      const options = { rowMode: request.rowMode };
      // Drizzle's parsers only ever keep a type's text: the same, rebuilt on this side.
      if (request.textTypes.length)
        options.parsers = Object.fromEntries(request.textTypes.map((oid) => [oid, (v) => v]));
      result = await db.query(request.sql, request.params, options);
    }
    parentPort.postMessage({ id: request.id, result });
  } catch (error) {
    const fields = Object.fromEntries(
      ERROR_FIELDS.filter((k) => typeof error?.[k] === 'string').map((k) => [k, error[k]]),
    );
    parentPort.postMessage({
      id: request.id,
      error: {
        message: String(error?.message ?? error),
        name: String(error?.name ?? 'Error'),
        fields,
      },
    });
  }
});
