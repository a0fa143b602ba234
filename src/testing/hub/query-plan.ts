import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/database';

/** EXPLAIN of a query (EXPLAIN takes no parameters: the values are numbers and plain text). */
export async function planOf(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const inlined = params.reduceRight<string>(
    (out, p, i) =>
      out.replaceAll(
        `$${i + 1}`,
        typeof p === 'number' ? String(p) : `'${String(p).replaceAll("'", "''")}'`,
      ),
    text,
  );
  const rows = await rowsOf<{ 'QUERY PLAN': string }>(db, sql.raw(`explain ${inlined}`));
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
