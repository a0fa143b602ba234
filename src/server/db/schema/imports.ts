/** Spreadsheet imports and their per-item ledger. */
import { sql } from 'drizzle-orm';
import type { ImportItemReport } from '@/contract/imports';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, jsonText, ownedBy, tz } from './columns';

/** A row an import created, by what its item named it: `external_id`, else `document`; a bib. */
export interface CreatedIdentity {
  external_id?: string;
  document?: string;
  bib?: string;
}
import { events, races } from './events';

export type ImportKind = 'registrations' | 'results';

export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ImportKind>().notNull(),
    eventId: ownedBy('event_id', () => events.id),
    raceId: ownedBy('race_id', () => races.id),
    source: text('source').notNull(),
    status: text('status').notNull().default('queued'),
    idempotencyKey: text('idempotency_key'),
    bodyHash: text('body_hash').notNull(),
    /** The items as received (2000 of them weigh about 600 kB): JSON text, see `jsonText`. */
    payload: jsonText<{
      items: unknown[];
      modality_id?: number | null;
      modality?: string | null;
      /** Once completed: who the import created, as its items named them (its undo). */
      created?: CreatedIdentity[];
    }>('payload'),
    summary: jsonb('summary')
      .$type<{
        total_received: number;
        created: number;
        updated: number;
        conflicts: number;
        errors: number;
        duration_ms: number;
      }>()
      .notNull(),
    failure: text('failure'),
    /** Failed processing attempts so far; the worker tries again at `retry_at`. */
    attempts: integer('attempts').notNull().default(0),
    retryAt: tz('retry_at'),
    createdAt: createdAt(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    uniqueIndex('imports_idempotency_uq')
      .on(t.eventId, t.kind, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('imports_status_idx').on(t.status, t.id),
    index('imports_event_idx').on(t.eventId, t.kind, t.id),
  ],
);

/**
 * What each committed slice of an import decided: its items' outcomes and its reports, written
 * with the slice's own writes. A slice adds its row and never rewrites another, so an import of
 * 100,000 items writes each outcome and report once (one value rewritten whole by every slice
 * grew with the import, and the report was written once more at the end). An unfinished import
 * resumes after the largest `next`; an import's report is its slices' reports in order.
 */
export const importSlices = pgTable(
  'import_slices',
  {
    importId: ownedBy('import_id', () => imports.id),
    /** The slice's items are `[first, next)`; the import resumes at the largest `next`. */
    first: integer('first').notNull(),
    next: integer('next').notNull(),
    /** One letter per item of the slice, as `OutcomeLedger` keeps them. */
    outcomes: text('outcomes').notNull(),
    reports: jsonText<ImportItemReport[]>('reports').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.next] })],
);
