import { sql, type SQL } from 'drizzle-orm';

/**
 * How a column is sent: text (and dates and JSON, as text) as an array parameter, the rest as
 * a literal.
 */
export type ColumnType = 'text' | 'date' | 'int' | 'boolean' | 'jsonb';

export interface Records {
  /** The columns sent, in order: those some row gives a value. */
  columns: string[];
  /** `unnest(...) as t(<columns>)`, for a `from`. */
  from: SQL;
}

const literal = (values: unknown[]) =>
  `{${values.map((v) => (v === null || v === undefined ? 'NULL' : String(v))).join(',')}}`;

/**
 * Rows as one typed array per column, for `from unnest(...) as t(...)`: PostgreSQL (PGlite
 * most of all) reads them several times faster than the same rows as JSON objects. A column
 * no row gives a value (all null) is not sent, so a statement writes only the columns a file
 * has; the caller leaves it to its default or keeps what is stored.
 */
export function recordsOf<R extends object>(
  rows: readonly R[],
  types: { [K in keyof R]: ColumnType },
): Records {
  const columns = (Object.keys(types) as (keyof R & string)[]).filter((c) =>
    rows.some((r) => r[c] !== null && r[c] !== undefined),
  );
  const arrays = columns.map((c) => {
    const values = rows.map((r) => r[c] ?? null);
    const type = types[c];
    if (type === 'int' || type === 'boolean') return sql`${literal(values)}::${sql.raw(type)}[]`;
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  return {
    columns,
    from: sql`unnest(${sql.join(arrays, sql`, `)}) as t(${sql.raw(columns.join(', '))})`,
  };
}
