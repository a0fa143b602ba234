import crypto from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import type { ImportItemReport, ImportSummary } from '@/contract/imports';
import { imports } from '@/server/db/schema';

/**
 * Every column of an import but its items: status reads, the history and the worker's slices
 * never carry a payload of thousands of items they do not use.
 */
const { payload: _payload, ...statusColumns } = getTableColumns(imports);
export const importStatusColumns = statusColumns;
export type ImportStatusRow = Omit<typeof imports.$inferSelect, 'payload'>;

/** Names compared as people write them: case, accents and spacing ignored. */
export const foldName = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** JSON with every object's keys in order: equal values, equal text. */
export function stableJson(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v as object)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return JSON.stringify(canonical(value));
}

/**
 * What an `Idempotency-Key` is held to: the race, the source and the body, hashed as
 * `stableJson({ body, race, source })`. The body's JSON (the costly part) is made by the
 * caller before it takes the database, and only the race is known inside.
 */
export const importBodyHash = (bodyJson: string, raceId: number, source: string) =>
  crypto
    .createHash('sha256')
    .update(
      `{"body":${bodyJson},"race":${JSON.stringify(raceId)},"source":${JSON.stringify(source)}}`,
    )
    .digest('hex');

type Outcome = 'c' | 'u' | 'n' | 'k' | 'e';

/** What a committed slice decided, as `import_slices` keeps it: items `[first, next)`. */
export interface SliceRecord {
  first: number;
  next: number;
  /** One letter per item of the slice; `.` for one left undecided. */
  outcomes: string;
  reports: ImportItemReport[];
}

/** What names an item in its report, besides its index. */
type ItemIds = { external_id?: string | null; bib?: string | null };

/** Collects each item's single outcome; the summary always adds up by construction. */
export class OutcomeLedger {
  readonly reports: ImportItemReport[] = [];
  /**
   * One letter per item: created, updated, unchanged (n: matched and changed nothing, an
   * update to the spec), conflict (k), error; `.` while undecided.
   */
  private readonly outcomes: (Outcome | undefined)[];

  constructor(readonly total: number) {
    this.outcomes = new Array<Outcome | undefined>(total);
  }

  /** The outcomes of an import whose slices decided `slices`, in any order (not their reports). */
  static fromSlices(
    total: number,
    slices: readonly Pick<SliceRecord, 'first' | 'outcomes'>[],
  ): OutcomeLedger {
    const ledger = new OutcomeLedger(total);
    for (const slice of slices)
      for (let i = 0; i < slice.outcomes.length; i++) {
        const o = slice.outcomes[i];
        if (o !== '.') ledger.outcomes[slice.first + i] = o as Outcome;
      }
    return ledger;
  }

  /** What this ledger decided for the items `[first, next)`: a slice's record, reports in order. */
  sliceRecord(first: number, next: number): SliceRecord {
    let outcomes = '';
    for (let i = first; i < next; i++) outcomes += this.outcomes[i] ?? '.';
    return {
      first,
      next,
      outcomes,
      reports: this.reports
        .filter((r) => r.index >= first && r.index < next)
        .sort((a, b) => a.index - b.index),
    };
  }

  private decide(index: number, outcome: Outcome) {
    if (this.outcomes[index] !== undefined) throw new Error(`item ${index} decided twice`);
    this.outcomes[index] = outcome;
  }
  isDecided = (index: number) => this.outcomes[index] !== undefined;
  /** The items this ledger decided were created. */
  createdIndexes = (): number[] => this.outcomes.flatMap((o, i) => (o === 'c' ? [i] : []));

  create(index: number) {
    this.decide(index, 'c');
  }
  update(index: number) {
    this.decide(index, 'u');
  }
  unchanged(index: number) {
    this.decide(index, 'n');
  }
  conflict(index: number, field: string | null, message: string, ids: ItemIds = {}) {
    this.refuse(index, 'conflict', field, message, ids);
  }
  error(index: number, field: string | null, message: string, ids: ItemIds = {}) {
    this.refuse(index, 'error', field, message, ids);
  }
  private refuse(
    index: number,
    outcome: 'conflict' | 'error',
    field: string | null,
    message: string,
    ids: ItemIds,
  ) {
    this.decide(index, outcome === 'conflict' ? 'k' : 'e');
    this.reports.push({
      index,
      outcome,
      field,
      message,
      external_id: ids.external_id ?? null,
      bib: ids.bib ?? null,
    });
  }

  /** Takes over what `other`, a ledger of the same items, decided: outcomes and reports. */
  merge(other: OutcomeLedger) {
    this.mergeOutcomes(other);
    this.reports.push(...other.reports);
  }

  /** Takes over the outcomes `other` decided, not its reports: the summary's part. */
  mergeOutcomes(other: OutcomeLedger) {
    other.outcomes.forEach((o, i) => o !== undefined && this.decide(i, o));
  }

  /** The counts; every item must be decided, unless the undecided are to count as errors. */
  summary(durationMs: number, { undecidedAsErrors = false } = {}): ImportSummary {
    const count = (o: Outcome) => this.outcomes.filter((x) => x === o).length;
    const undecided = this.total - this.outcomes.filter((x) => x !== undefined).length;
    if (undecided && !undecidedAsErrors)
      throw new Error(`${undecided} of ${this.total} items undecided`);
    return {
      total_received: this.total,
      created: count('c'),
      updated: count('u') + count('n'),
      conflicts: count('k'),
      errors: count('e') + undecided,
      duration_ms: durationMs,
      unchanged: count('n'),
    };
  }
}

/** A string id from an untrusted item, for the report. */
export const idText = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 100) : null;

/**
 * `schema.safeParse(raw)`, remembered per item object: an import applied a slice at a time
 * reads every item for the repeats of each slice, and parses each one once. `canonical`, when
 * given, reads an item already in the schema's canonical form without zod (canonical-items.ts)
 * and says null for any other, which zod then parses.
 */
export function parseOnce<S extends z.core.$ZodType>(
  schema: S,
  cache: WeakMap<object, z.core.util.SafeParseResult<z.output<S>>>,
  raw: unknown,
  canonical?: (raw: unknown) => z.output<S> | null,
): z.core.util.SafeParseResult<z.output<S>> {
  if (!raw || typeof raw !== 'object') return z.safeParse(schema, raw);
  let parsed = cache.get(raw);
  if (!parsed) {
    const data = canonical?.(raw);
    parsed = data ? { success: true, data } : z.safeParse(schema, raw);
    cache.set(raw, parsed);
  }
  return parsed;
}
