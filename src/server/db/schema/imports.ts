/** Spreadsheet imports and their per-item ledger. */
import { sql } from 'drizzle-orm';
import type { ImportItemReport } from '@/contract/imports';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, jsonText, ownedBy, tz } from './columns';
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
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
    failure: text('failure'),
    /** Failed processing attempts so far; the worker tries again at `retry_at`. */
    attempts: integer('attempts').notNull().default(0),
    retryAt: tz('retry_at'),
    /**
     * While an import is applied a slice at a time: the first item not yet applied and the
     * outcomes so far, committed with each slice's writes.
     */
    progress: jsonb('progress').$type<{
      next: number;
      ledger: { outcomes: string; reports: ImportItemReport[] };
    }>(),
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
