import type { Database } from '@/server/db/database';
import type { imports } from '@/server/db/schema';

type ImportKind = (typeof imports.$inferSelect)['kind'];

/** The fewest items a slice applies, however slow the last one was. */
const SLICE_MIN = 20;
/** The first slice of each kind of import, before any of its kind was measured. */
const SLICE_FIRST = 200;

export interface SliceSizeOptions {
  /** The most items in one slice. */
  sliceItems: number;
  /** How long one slice should take while requests wait for the database. */
  sliceMs: number;
  /** How long one slice may take while none do. */
  idleSliceMs: number;
}

/**
 * The next slice's size by kind of import (a result with its splits costs more than a
 * registration), from the last slice's items per millisecond: to take about `sliceMs` while
 * requests wait for the database; while none do, twice the last (up to `sliceItems`), since
 * each slice pays for its own transaction, but no longer than `idleSliceMs`.
 */
export class SliceSizes {
  private readonly sizes = new Map<ImportKind, number>();

  constructor(
    private readonly database: Database,
    private readonly options: SliceSizeOptions,
  ) {}

  of(kind: ImportKind): number {
    return this.sizes.get(kind) ?? Math.min(SLICE_FIRST, this.options.sliceItems);
  }

  measured(kind: ImportKind, items: number, ms: number): void {
    const { sliceItems, sliceMs, idleSliceMs } = this.options;
    const perMs = items / Math.max(ms, 1);
    const last = this.of(kind);
    const next = this.database.waiting()
      ? Math.round(perMs * sliceMs)
      : Math.min(last * 2, Math.round(perMs * idleSliceMs));
    const bounded = Math.min(next, last * 2, sliceItems);
    this.sizes.set(kind, Math.max(bounded, Math.min(SLICE_MIN, sliceItems)));
  }
}
