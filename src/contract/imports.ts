import { z } from 'zod/mini';
import { looseInt, looseString, hubDateTime } from './common';

/**
 * One column of an import file, as the import item reads it: what the dashboard checks a
 * spreadsheet cell against before the item is sent (the item schema checks it again).
 * `required`: a row without it is refused; `unique`: a value may stand in one row of a file.
 */
/** What a file imports: the hub keeps one import queue for each. */
export type ImportKind = 'registrations' | 'results';

export type ImportColumn = (
  | { type: 'text' | 'email' | 'document'; max: number }
  | { type: 'date' | 'boolean' | 'time' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'integer'; min: number; max: number }
) & { required?: true; unique?: true };

/** The import items' columns, by the item's field name. */
export type ImportColumns<Item> = Record<keyof Item & string, ImportColumn>;

/** The items of an import request: the count is checked here, each item on its own later. */
export const importItemsSchema = (max: number, noun: { one: string; many: string }) =>
  z
    .array(z.unknown(), `Envie uma lista de ${noun.many}`)
    .check(
      z.minLength(1, `Envie pelo menos ${noun.one}`),
      z.maxLength(max, `No máximo ${max} ${noun.many} por requisição`),
    );

/** An item's rule that spans two fields, reported on the field the person has to fill. */
export const refuseField = (ctx: z.core.$RefinementCtx, field: string, message: string): void =>
  ctx.addIssue({ code: 'custom', path: [field], message });

export const importSummarySchema = z.object({
  total_received: looseInt,
  created: looseInt,
  updated: looseInt,
  conflicts: looseInt,
  errors: looseInt,
  duration_ms: looseInt,
  /** Extension: items that matched and changed nothing; counted inside `updated`. */
  unchanged: z.optional(looseInt),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** Extension: one entry per item that was a conflict or an error. */
export const importItemReportSchema = z.object({
  index: looseInt,
  outcome: looseString,
  field: z.nullable(looseString),
  message: looseString,
  external_id: z.optional(z.nullable(looseString)),
  bib: z.optional(z.nullable(looseString)),
});
export type ImportItemReport = z.infer<typeof importItemReportSchema>;

/** Registration and result import status: flat objects, no `data` wrapper. */
export const importStatusSchema = z.object({
  import_id: looseInt,
  event_code: looseString,
  race_code: z.optional(looseString),
  kind: z.optional(looseString),
  source: looseString,
  status: looseString,
  summary: importSummarySchema,
  started_at: z.nullable(hubDateTime),
  finished_at: z.nullable(hubDateTime),
  items: z.optional(z.array(importItemReportSchema)),
  /** Extension: why the last processing attempt failed (the hub's fault, never the items'). */
  failure: z.optional(z.nullable(looseString)),
  /** Extension: failed processing attempts so far. */
  attempts: z.optional(looseInt),
  /** Extension: the race's code, whatever the kind (`race_code` is the results' only). */
  race: z.optional(looseString),
  /** Extension: the request's Idempotency-Key, which tells the chunks of one upload apart. */
  idempotency_key: z.optional(z.nullable(looseString)),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const emptySummary = (total = 0): ImportSummary => ({
  total_received: total,
  created: 0,
  updated: 0,
  conflicts: 0,
  errors: 0,
  duration_ms: 0,
});

/** True when created + updated + conflicts + errors = total_received. */
export const summaryAddsUp = (s: ImportSummary): boolean =>
  s.created + s.updated + s.conflicts + s.errors === s.total_received;

/** The reference hub's words for an import that ended (decisions.md). */
export const isFinalImportWord = (status: string): boolean =>
  status === 'completed' || status === 'failed';

/** The reference hub's words for an import still on its way. */
export const isRunningImportWord = (status: string): boolean =>
  status === 'queued' || status === 'processing';

/**
 * How an import ended, read leniently (decisions.md, "Added 2026-11-27"): by a known word, or
 * by `finished_at` when the hub uses words of its own. Such an ending counts as completed when
 * its summary adds up (every item accounted for), failed otherwise; null while it runs.
 */
export function importEnd(
  status: Pick<ImportStatus, 'status' | 'finished_at' | 'summary'>,
): 'completed' | 'failed' | null {
  if (status.status === 'completed' || status.status === 'failed') return status.status;
  if (!status.finished_at) return null;
  return summaryAddsUp(status.summary) ? 'completed' : 'failed';
}
