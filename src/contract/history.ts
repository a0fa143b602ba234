import { z } from 'zod/mini';
import { looseInt } from './common';

/**
 * The change history (issue 18): every write through the dashboard's server, and every write a
 * key makes straight to the reference hub, as the dashboard's own store keeps it. Not part of
 * Management API v1: the dashboard's server serves it under `/console`.
 */

/** What a write touched, named by the path's resource (`races`, `legal-discounts`...). */
export const CHANGE_KINDS = [
  'events',
  'races',
  'batches',
  'registration-fields',
  'legal-discounts',
  'retention',
  'registrations',
  'results',
  'prize-rules',
  'categories',
  'checkpoints',
  'salespeople',
  'other',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const CHANGE_OUTCOMES = ['ok', 'refused', 'failed'] as const;
export type ChangeOutcome = (typeof CHANGE_OUTCOMES)[number];
export const outcomeOf = (status: number): ChangeOutcome =>
  status < 400 ? 'ok' : status < 500 ? 'refused' : 'failed';

/**
 * The names a write's entry keeps from the hub at the time of writing (issue 33): its race's,
 * and the event's races by id where what it sent names races by id (a batch's prices).
 */
export const changeNamesSchema = z.object({
  race: z.optional(z.string()),
  races: z.optional(z.record(z.string(), z.string())),
});
export type ChangeNames = z.infer<typeof changeNamesSchema>;

export const changeEntrySchema = z.object({
  id: looseInt,
  at: z.string(),
  /**
   * `dashboard`: through the dashboard's server; `api`: a key straight to the hub; `agent`:
   * an agent's tools (`/mcp`), with the key's name as `actor`.
   */
  via: z.enum(['dashboard', 'api', 'agent']),
  /** The key's name where the hub says it, else null (then `key_fingerprint` names it). */
  actor: z.nullable(z.string()),
  key_fingerprint: z.string(),
  method: z.string(),
  path: z.string(),
  event_code: z.nullable(z.string()),
  race_code: z.nullable(z.string()),
  kind: z.string(),
  /** The body with CPFs, e-mails and people's details left out; imports as counts. */
  summary: z.unknown(),
  status: looseInt,
  outcome: z.enum(CHANGE_OUTCOMES),
  import_id: z.nullable(looseInt),
  /**
   * A replacement's versions (retention, legal discounts); of any other change, the thing as it
   * was before a change or delete and as the hub answered a create or change.
   */
  before: z.unknown(),
  after: z.unknown(),
  names: z.optional(z.nullable(changeNamesSchema)),
});
export type ChangeEntry = z.infer<typeof changeEntrySchema>;

export const changePageSchema = z.object({
  data: z.array(changeEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  next_cursor: z.nullable(looseInt),
  /** Everyone who wrote to the event, for the filter. */
  actors: z.array(z.object({ actor: z.nullable(z.string()), key_fingerprint: z.string() })),
});
export type ChangePage = z.infer<typeof changePageSchema>;

export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_CSV_MAX_ROWS = 50_000;

export const changeQuerySchema = z.object({
  kind: z.optional(z.enum(CHANGE_KINDS)),
  /** A key fingerprint. */
  key: z.optional(z.string().check(z.regex(/^[0-9a-f]{12}$/, 'Impressão da chave inválida'))),
  before: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2 ** 53))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)),
    HISTORY_PAGE_SIZE,
  ),
});
export type ChangeQuery = z.infer<typeof changeQuerySchema>;

/** Who a key is in the history, from its SHA-256 (hex) as the hub keeps it: never the key. */
export const keyFingerprint = (keyHashHex: string) => keyHashHex.slice(0, 12);
