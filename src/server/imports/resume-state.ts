import { z } from 'zod';

/*
 * What `npm run import` keeps while it sends, so a second run after an interruption goes on
 * where the first stopped: the upload's id (part of every chunk's key, so a chunk sent again
 * lands on the import the hub already has) and the imports the hub accepted. Never the rows:
 * they come from the file again, checked the same way.
 */

export const resumeStateSchema = z.object({
  fileHash: z.string(),
  event: z.string(),
  kind: z.enum(['registrations', 'results']),
  race: z.string().nullable(),
  columns: z.array(z.string().nullable()),
  uploadId: z.string().min(1).max(40),
  /** Chunk number -> import id the hub accepted. */
  sent: z.record(z.string(), z.number().int()),
  savedAt: z.string(),
});
export type ResumeState = z.infer<typeof resumeStateSchema>;

/** The same file, target and mapping: only then is an upload the same one, to resume. */
export function sameUpload(
  state: ResumeState,
  now: Pick<ResumeState, 'fileHash' | 'event' | 'kind' | 'race' | 'columns'>,
): boolean {
  return (
    state.fileHash === now.fileHash &&
    state.event === now.event &&
    state.kind === now.kind &&
    state.race === now.race &&
    JSON.stringify(state.columns) === JSON.stringify(now.columns)
  );
}

/** A state file read back: null when there is none or it is not one (a new upload starts). */
export function readResumeState(text: string | null): ResumeState | null {
  if (text === null) return null;
  try {
    const parsed = resumeStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const knownImports = (state: ResumeState | null): Record<number, number> =>
  Object.fromEntries(Object.entries(state?.sent ?? {}).map(([n, id]) => [Number(n), id]));
