import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, textArray, type Database, type Db } from './database';

/**
 * A table is analyzed once 50 rows plus three times what it held have been written: once it
 * has grown fourfold, so the planner's idea of it is never off by more than 4x, which plans
 * bear (the nested loop of db0bf57 came from 1 row against 3,245). autovacuum's 10 % ran an
 * ANALYZE after about every 2000-registration import into a young hub, 40-50 ms of a 250 ms
 * import in the embedded engine's one thread (the import bench: 1.43x without, 1.75x with);
 * growing fourfold, a hub's tables are analyzed a few times in their life.
 */
const CHANGED_ROWS = 50;
const CHANGED_SHARE = 3;
/**
 * The embedded engine's sample (300 × this many rows). On 105,000 and 210,000 registrations
 * PGlite's ANALYZE took 73 ms at 20 and 330-640 ms at PostgreSQL's 100, answering nothing else
 * meanwhile.
 */
const EMBEDDED_TARGET = 20;

/**
 * Gathers the planner's statistics of the tables this process wrote many rows to. PGlite has
 * no autovacuum: without this, an embedded hub plans every read for its tables as they were
 * when last analyzed, if ever, however many rows imports added since (a race's results ranked
 * again per row, 8 s a page, before db0bf57). PostgreSQL's autovacuum follows the same rule
 * within a minute; done here too, the reads right after an import (its rows, the race's
 * results) are planned for what it wrote, and ANALYZE there holds no read or write.
 */
export class TableStatistics {
  /** Rows written by this process since each table was last analyzed here. */
  private readonly written = new Map<string, number>();

  constructor(private readonly database: Database) {}

  wrote(table: PgTable, rows: number): void {
    if (rows <= 0) return;
    const name = getTableName(table);
    this.written.set(name, (this.written.get(name) ?? 0) + rows);
  }

  /** Analyzes each table written past the rule, one at a time; says which. */
  async refresh(): Promise<string[]> {
    const names = [...this.written.keys()];
    if (names.length === 0) return [];
    const known = await this.database.run(
      (db) =>
        rowsOf<{ name: string; rows: number }>(
          db,
          sql`select relname as name, reltuples::float8 as rows from pg_class
            where oid = any(${textArray(names)}::regclass[])`,
        ),
      { writes: false },
    );
    const due = names.filter((name) => {
      // -1: never analyzed.
      const rows = Math.max(0, known.find((k) => k.name === name)?.rows ?? 0);
      return (this.written.get(name) ?? 0) > CHANGED_ROWS + CHANGED_SHARE * rows;
    });
    for (const name of due) {
      await this.database.run((db) => analyze(db, this.database.kind, name));
      this.written.delete(name);
    }
    return due;
  }
}

/** ANALYZE of one table; every table when none is named (after seeding). */
export async function analyze(db: Db, kind: Database['kind'], table?: string): Promise<void> {
  const target = sql.raw(table ? `analyze "${table.replace(/"/g, '""')}"` : 'analyze');
  if (kind === 'postgres') {
    await db.execute(target);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local default_statistics_target = ${EMBEDDED_TARGET}`));
    await tx.execute(target);
  });
}
