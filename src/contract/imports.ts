import { z } from 'zod';
import { looseInt } from './common';

export const importSummarySchema = z.object({
  total_received: looseInt,
  created: looseInt,
  updated: looseInt,
  conflicts: looseInt,
  errors: looseInt,
  duration_ms: looseInt,
  /** Extension: items that matched and changed nothing; counted inside `updated`. */
  unchanged: looseInt.optional(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** Extension: one entry per item that was a conflict or an error. */
export const importItemReportSchema = z.object({
  index: looseInt,
  outcome: z.string(),
  field: z.string().nullable(),
  message: z.string(),
  external_id: z.string().nullable().optional(),
  bib: z.string().nullable().optional(),
});
export type ImportItemReport = z.infer<typeof importItemReportSchema>;

/** Registration and result import status: flat objects, no `data` wrapper. */
export const importStatusSchema = z.object({
  import_id: looseInt,
  event_code: z.string(),
  race_code: z.string().optional(),
  kind: z.string().optional(),
  source: z.string(),
  status: z.string(),
  summary: importSummarySchema,
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  items: z.array(importItemReportSchema).optional(),
  /** Extension: why the last processing attempt failed (the hub's fault, never the items'). */
  failure: z.string().nullable().optional(),
  /** Extension: failed processing attempts so far. */
  attempts: looseInt.optional(),
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

export const isImportFinished = (status: string): boolean =>
  status === 'completed' || status === 'failed';
