import crypto from 'node:crypto';
import type { ImportItemReport, ImportSummary } from '@/contract/imports';

/** Names compared as people write them: case, accents and spacing ignored. */
export const foldName = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Same JSON whatever the key order, so the same body always hashes the same. */
export function stableHash(value: unknown): string {
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
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/** Collects each item's single outcome; the summary always adds up by construction. */
export class OutcomeLedger {
  readonly reports: ImportItemReport[] = [];
  private created = 0;
  private updated = 0;
  private conflicts = 0;
  private errors = 0;
  private readonly decided = new Set<number>();

  constructor(private readonly total: number) {}

  private decide(index: number) {
    if (this.decided.has(index)) throw new Error(`item ${index} decided twice`);
    this.decided.add(index);
  }
  isDecided = (index: number) => this.decided.has(index);

  create(index: number) {
    this.decide(index);
    this.created++;
  }
  update(index: number) {
    this.decide(index);
    this.updated++;
  }
  conflict(
    index: number,
    field: string | null,
    message: string,
    ids: { external_id?: string | null; bib?: string | null } = {},
  ) {
    this.decide(index);
    this.conflicts++;
    this.reports.push({
      index,
      outcome: 'conflict',
      field,
      message,
      external_id: ids.external_id ?? null,
      bib: ids.bib ?? null,
    });
  }
  error(
    index: number,
    field: string | null,
    message: string,
    ids: { external_id?: string | null; bib?: string | null } = {},
  ) {
    this.decide(index);
    this.errors++;
    this.reports.push({
      index,
      outcome: 'error',
      field,
      message,
      external_id: ids.external_id ?? null,
      bib: ids.bib ?? null,
    });
  }

  summary(durationMs: number): ImportSummary {
    if (this.decided.size !== this.total)
      throw new Error(`only ${this.decided.size} of ${this.total} items decided`);
    this.reports.sort((a, b) => a.index - b.index);
    return {
      total_received: this.total,
      created: this.created,
      updated: this.updated,
      conflicts: this.conflicts,
      errors: this.errors,
      duration_ms: durationMs,
    };
  }
}

/** A string id from an untrusted item, for the report. */
export const idText = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 100) : null;
