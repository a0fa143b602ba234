import { z } from 'zod/mini';
import { nonNegativeInt } from '@/contract/common';

const cellFixSchema = z.object({
  rowIndex: nonNegativeInt,
  columnIndex: nonNegativeInt,
  value: z.string(),
});
export type CellFix = z.infer<typeof cellFixSchema>;

const columnReplacementSchema = z.object({
  columnIndex: nonNegativeInt,
  changes: z.array(z.object({ from: z.string(), to: z.string() })),
});

/** One change the person made to the table, replayed in order when an upload resumes. */
const tableEditSchema = z.discriminatedUnion('type', [
  z.extend(cellFixSchema, { type: z.literal('fix') }),
  z.extend(columnReplacementSchema, { type: z.literal('replace') }),
]);
export type TableEdit = z.infer<typeof tableEditSchema>;

/** What a later visit needs to finish an upload: never the file's rows, only how to rebuild them. */
const pendingUploadSchema = z.object({
  eventCode: z.string(),
  raceCode: z.string(),
  kind: z.enum(['registrations', 'results']),
  fileName: z.string(),
  fileHash: z.string(),
  /** Added to every chunk's key: a retry or resume reuses it, a new upload of the file does not. */
  uploadId: z.string().check(z.minLength(1), z.maxLength(40)),
  mapping: z.object({
    kind: z.enum(['registrations', 'results']),
    columns: z.array(z.nullable(z.string())),
  }),
  delimiter: z.optional(z.enum([';', ',', '\t'])),
  sheet: z.optional(z.string()),
  bodyExtras: z.optional(z.record(z.string(), z.unknown())),
  /** Per race code, how many rows at most were to be sent (the person chose the vacancy). */
  limits: z.optional(z.record(z.string(), nonNegativeInt)),
  edits: z.array(tableEditSchema),
  chunksTotal: nonNegativeInt,
  /** Chunk number -> import id the hub accepted. */
  sent: z.record(z.string(), z.int()),
  savedAt: z.string(),
});
export type PendingUpload = z.infer<typeof pendingUploadSchema>;

/** Saved before column tools existed: cell fixes only, under `fixes`. */
const storedUploadSchema = z.union([
  pendingUploadSchema,
  z.pipe(
    z.extend(z.omit(pendingUploadSchema, { edits: true }), { fixes: z.array(cellFixSchema) }),
    z.transform(({ fixes, ...rest }): PendingUpload => ({
      ...rest,
      edits: fixes.map((fix) => ({ type: 'fix', ...fix })),
    })),
  ),
]);

const storageKey = (eventCode: string) => `hub-console:import-upload:${eventCode}`;

export function loadPendingUpload(eventCode: string): PendingUpload | null {
  try {
    const raw = localStorage.getItem(storageKey(eventCode));
    const parsed = storedUploadSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePendingUpload(upload: PendingUpload) {
  try {
    localStorage.setItem(storageKey(upload.eventCode), JSON.stringify(upload));
  } catch {
    // Storage blocked or full: the upload goes on, it just cannot be resumed after a reload.
  }
}

export function recordSentChunk(eventCode: string, chunkNumber: number, importId: number) {
  const upload = loadPendingUpload(eventCode);
  if (!upload) return;
  savePendingUpload({
    ...upload,
    sent: { ...upload.sent, [chunkNumber]: importId },
    savedAt: new Date().toISOString(),
  });
}

export function clearPendingUpload(eventCode: string) {
  try {
    localStorage.removeItem(storageKey(eventCode));
  } catch {
    // Nothing to clear.
  }
}

export const knownImports = (upload: PendingUpload): Record<number, number> =>
  Object.fromEntries(Object.entries(upload.sent).map(([n, id]) => [Number(n), id]));

export function newUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export { uploadKey } from '@/spreadsheet/upload-key';
