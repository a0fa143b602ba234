import {
  importEnd,
  isRunningImportWord,
  type ImportStatus,
  type ImportSummary,
} from '@/contract/imports';
import { sumSummaries, type ChunkStatus } from './report';

/*
 * Sending a file's chunks to the hub and following each to its end: one machine for the
 * dashboard (its worker built the chunks, its session client sends them) and for Node
 * (npm run import, the agents' apply_plan), each through its own transport.
 */

export const POLL_FIRST_MS = 250;
/** The soonest a chunk's first poll comes, however fast the hub took the one before. */
export const POLL_MIN_MS = 25;
export const POLL_MAX_MS = 4000;
export const RETRY_FIRST_MS = 500;
export const RETRY_MAX_MS = 8000;
/**
 * How long a hub may hold a chunk in a word the console does not know, without saying it
 * finished, before the person is shown what it says and asked whether to keep waiting.
 */
export const STALL_AFTER_MS = 60_000;

/** What the machine knows of a chunk: its body stays with whoever built it. */
export interface UploadChunk {
  number: number;
  raceCode: string;
  idempotencyKey: string;
  size: number;
}

export interface UploadTransport {
  /** POST of one chunk with its Idempotency-Key; answers the import's status (202). */
  send(chunk: UploadChunk): Promise<ImportStatus>;
  status(importId: number): Promise<ImportStatus>;
  /** Worth trying again with the same key: the network, a 5xx, a 429 the client gave up on. */
  retryable(error: unknown): boolean;
  /** The hub does not have this import (a resumed upload's id it no longer knows): send again. */
  missing(error: unknown): boolean;
}

export type UploadPhase = 'sending' | 'waiting' | 'reconnecting' | 'done' | 'cancelled' | 'failed';

export interface UploadProgress {
  phase: UploadPhase;
  /** Chunk number being sent or polled. */
  current: number | null;
  rowsTotal: number;
  rowsDone: number;
  chunksTotal: number;
  chunksDone: number;
  /** Estimate from the pace of this visit; null until one chunk finished. */
  etaMs: number | null;
  statuses: ChunkStatus[];
  summary: ImportSummary;
  error: string | null;
  /**
   * While a chunk is polled: the hub's word for it, whether the console knows it, and for how
   * long the hub has said it (a foreign hub's words are shown as they come, never a silent spin).
   */
  hubSays: { word: string; known: boolean; sinceMs: number } | null;
}

export interface UploadOptions {
  chunks: readonly UploadChunk[];
  transport: UploadTransport;
  /** Chunk number -> import id already accepted (a resumed upload). */
  known?: Readonly<Record<number, number>>;
  onAccepted?: (chunkNumber: number, importId: number) => void;
  onProgress?: (progress: UploadProgress) => void;
  /** Asked before each chunk: a cancel lets the current chunk finish. */
  shouldStop?: () => boolean;
  /**
   * Asked at each poll: true stops watching now, the chunk being polled left to the hub (its
   * report says it was still being processed; the import history shows how it ended).
   */
  stopWatching?: () => boolean;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export const nextDelay = (previous: number, max: number): number => Math.min(previous * 2, max);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the chunks one at a time, in order, each polled (backoff) until the hub finished it.
 * A lost network or a 5xx waits and repeats the same step: a chunk is re-sent with its own
 * Idempotency-Key, so the hub answers with the import it already has.
 */
export async function runUpload(options: UploadOptions): Promise<UploadProgress> {
  const { chunks, transport } = options;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const known = { ...options.known };
  const statuses: ChunkStatus[] = chunks.map(() => null);
  const startedAt = now();
  let rowsThisVisit = 0;
  const progress: UploadProgress = {
    phase: 'sending',
    current: null,
    rowsTotal: chunks.reduce((n, c) => n + c.size, 0),
    rowsDone: 0,
    chunksTotal: chunks.length,
    chunksDone: 0,
    etaMs: null,
    statuses,
    summary: sumSummaries([]),
    error: null,
    hubSays: null,
  };
  const emit = (patch: Partial<UploadProgress> = {}) => {
    Object.assign(progress, patch);
    options.onProgress?.({ ...progress, statuses: statuses.slice() });
  };

  let retryDelay = RETRY_FIRST_MS;
  // A chunk is polled first after about as long as the hub took for the one before (its
  // `duration_ms`): the next chunk goes as soon as the hub is done, not a fixed wait later.
  let firstPoll = POLL_FIRST_MS;
  /** Runs `step` until it answers; null when the error is not one a retry can fix. */
  async function persist<T>(step: () => Promise<T>, phase: UploadPhase): Promise<T> {
    for (;;) {
      try {
        const value = await step();
        retryDelay = RETRY_FIRST_MS;
        if (progress.phase === 'reconnecting') emit({ phase });
        return value;
      } catch (error) {
        if (!transport.retryable(error)) throw error;
        emit({ phase: 'reconnecting' });
        await sleep(retryDelay);
        retryDelay = nextDelay(retryDelay, RETRY_MAX_MS);
      }
    }
  }

  for (let c = 0; c < chunks.length; c++) {
    const chunk = chunks[c];
    if (options.shouldStop?.()) return finish('cancelled');
    emit({ phase: 'sending', current: chunk.number });
    let status: ImportStatus;
    try {
      status = await persist(async () => {
        const id = known[chunk.number];
        if (id !== undefined) {
          try {
            return await transport.status(id);
          } catch (error) {
            if (!transport.missing(error)) throw error;
          }
          delete known[chunk.number];
        }
        const accepted = await transport.send(chunk);
        known[chunk.number] = accepted.import_id;
        options.onAccepted?.(chunk.number, accepted.import_id);
        return accepted;
      }, 'sending');
      let delay = firstPoll;
      let word = status.status;
      let saidSince = now();
      while (!importEnd(status)) {
        if (status.status !== word) [word, saidSince] = [status.status, now()];
        const known = isRunningImportWord(word);
        emit({ phase: 'waiting', hubSays: { word, known, sinceMs: now() - saidSince } });
        if (options.stopWatching?.()) {
          statuses[c] = status;
          return finish('cancelled');
        }
        await sleep(delay);
        delay = nextDelay(delay, POLL_MAX_MS);
        const id = status.import_id;
        status = await persist(() => transport.status(id), 'waiting');
      }
    } catch (error) {
      return finish('failed', error instanceof Error ? error.message : String(error));
    }
    statuses[c] = status;
    emit({ hubSays: null });
    if (importEnd(status) === 'completed')
      firstPoll = Math.min(POLL_FIRST_MS, Math.max(POLL_MIN_MS, status.summary.duration_ms));
    rowsThisVisit += chunk.size;
    const rowsDone = progress.rowsDone + chunk.size;
    const elapsed = now() - startedAt;
    emit({
      rowsDone,
      chunksDone: progress.chunksDone + 1,
      summary: sumSummaries(
        statuses.filter((s) => s && importEnd(s) === 'completed').map((s) => s!.summary),
      ),
      etaMs:
        rowsThisVisit > 0
          ? Math.round((elapsed / rowsThisVisit) * (progress.rowsTotal - rowsDone))
          : null,
    });
  }
  return finish('done');

  function finish(phase: UploadPhase, error: string | null = null): UploadProgress {
    emit({ phase, current: null, etaMs: phase === 'done' ? 0 : null, error, hubSays: null });
    return { ...progress, statuses: statuses.slice() };
  }
}
