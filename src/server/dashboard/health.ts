import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { rowsOf, type Database } from '@/server/db/database';
import type { ChangeLog } from '@/server/store/change-log';

/**
 * `GET /health`, for a load balancer and an operator: 200 while the database answers, else
 * 503; and how many writes the history failed to record since the server started (each one
 * also a log line with its request id).
 */
export function healthAnswer(database: Database, changes: ChangeLog) {
  return async (c: Context) => {
    c.header('cache-control', 'no-store');
    const up = await database
      .run((db) => rowsOf(db, sql`select 1`))
      .then(
        () => true,
        () => false,
      );
    return c.json(
      {
        status: up ? 'ok' : 'unavailable',
        database: database.kind,
        history_failures: changes.failures,
      },
      up ? 200 : 503,
    );
  };
}
