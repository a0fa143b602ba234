import { describe, expect, it } from 'vitest';
import { emptySummary, type ImportStatus } from '@/contract/imports';
import { ApiError } from '@/web/lib/api-client';
import {
  POLL_FIRST_MS,
  POLL_MAX_MS,
  RETRY_FIRST_MS,
  runUpload,
  type UploadTransport,
} from './upload-machine';
import type { ChunkInfo } from './worker-host';

const chunks: ChunkInfo[] = [1, 2, 3].map((n) => ({
  number: n,
  raceCode: '10K',
  idempotencyKey: `key-${n}`,
  size: n === 3 ? 500 : 2000,
}));

function status(id: number, state: string, size: number, created = size): ImportStatus {
  return {
    import_id: id,
    event_code: 'EVT',
    race_code: '10K',
    source: 'csv',
    status: state,
    summary:
      state === 'completed'
        ? { ...emptySummary(size), created, updated: size - created, duration_ms: 100 }
        : emptySummary(size),
    started_at: null,
    finished_at: null,
  };
}

/** A hub that accepts each key once (same key -> same import) and finishes after `polls` reads. */
function fakeHub(options: { polls?: number; failures?: (string | Error)[] } = {}) {
  const imports = new Map<string, { id: number; reads: number; size: number }>();
  const byId = new Map<number, { id: number; reads: number; size: number }>();
  const calls: string[] = [];
  const failures = [...(options.failures ?? [])];
  const maybeFail = (call: string) => {
    const next = failures[0];
    if (next === call || next instanceof Error) {
      failures.shift();
      throw next instanceof Error ? next : new TypeError('Failed to fetch');
    }
  };
  const transport: UploadTransport = {
    async send(chunk) {
      calls.push(`send ${chunk.idempotencyKey}`);
      maybeFail(`send ${chunk.number}`);
      let entry = imports.get(chunk.idempotencyKey);
      if (!entry) {
        entry = { id: imports.size + 100, reads: 0, size: chunk.size };
        imports.set(chunk.idempotencyKey, entry);
        byId.set(entry.id, entry);
      }
      return status(entry.id, 'queued', entry.size);
    },
    async status(id) {
      calls.push(`status ${id}`);
      maybeFail(`status ${id}`);
      const entry = byId.get(id);
      if (!entry) throw new ApiError(404, { error: 'not_found', message: 'x' });
      entry.reads++;
      return status(
        id,
        entry.reads > (options.polls ?? 2) ? 'completed' : 'processing',
        entry.size,
      );
    },
  };
  return { transport, calls, imports };
}

function clock() {
  const sleeps: number[] = [];
  return { sleeps, sleep: async (ms: number) => void sleeps.push(ms) };
}

describe('runUpload', () => {
  it('sends the chunks in order, one at a time, polling each with a doubling backoff', async () => {
    const hub = fakeHub({ polls: 6 });
    const { sleeps, sleep } = clock();
    const accepted: [number, number][] = [];
    const result = await runUpload({
      chunks,
      transport: hub.transport,
      sleep,
      onAccepted: (n, id) => accepted.push([n, id]),
    });
    expect(result.phase).toBe('done');
    expect(hub.calls.filter((c) => c.startsWith('send'))).toEqual([
      'send key-1',
      'send key-2',
      'send key-3',
    ]);
    expect(hub.calls.indexOf('send key-2')).toBeGreaterThan(hub.calls.lastIndexOf('status 100'));
    expect(sleeps.slice(0, 7)).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(sleeps[0]).toBe(POLL_FIRST_MS);
    // The next chunks are polled first after as long as the hub took for the one before (100 ms).
    expect(sleeps.slice(7, 9)).toEqual([100, 200]);
    expect(sleeps.slice(14, 16)).toEqual([100, 200]);
    expect(Math.max(...sleeps)).toBe(POLL_MAX_MS);
    expect(accepted).toEqual([
      [1, 100],
      [2, 101],
      [3, 102],
    ]);
    expect(result.rowsDone).toBe(4500);
    expect(result.summary).toEqual({
      total_received: 4500,
      created: 4500,
      updated: 0,
      conflicts: 0,
      errors: 0,
      duration_ms: 300,
    });
  });

  it('pauses on network loss and 5xx, then retries with the same key', async () => {
    const hub = fakeHub({
      polls: 0,
      failures: [
        'send 2',
        new ApiError(503, { error: 'server_error', message: 'x' }),
        'status 101',
      ],
    });
    const { sleeps, sleep } = clock();
    const phases: string[] = [];
    const result = await runUpload({
      chunks,
      transport: hub.transport,
      sleep,
      onProgress: (p) => phases.push(p.phase),
    });
    expect(result.phase).toBe('done');
    expect(phases).toContain('reconnecting');
    expect(hub.calls.filter((c) => c === 'send key-2')).toHaveLength(3);
    expect(hub.imports.size).toBe(3);
    expect(result.summary.total_received).toBe(4500);
    expect(sleeps).toContain(RETRY_FIRST_MS);
    expect(sleeps).toContain(RETRY_FIRST_MS * 2);
  });

  it('stops on an error a retry cannot fix; what was not sent stays null (skipped)', async () => {
    const hub = fakeHub({
      polls: 0,
      failures: [new ApiError(422, { error: 'validation_failed', message: 'Modalidade' })],
    });
    const result = await runUpload({ chunks, transport: hub.transport, sleep: clock().sleep });
    expect(result.phase).toBe('failed');
    expect(result.error).toBe('Modalidade');
    expect(result.statuses).toEqual([null, null, null]);
  });

  it('cancel lets the current chunk finish and skips the rest', async () => {
    const hub = fakeHub({ polls: 1 });
    let stop = false;
    const result = await runUpload({
      chunks,
      transport: hub.transport,
      sleep: clock().sleep,
      onAccepted: () => (stop = true),
      shouldStop: () => stop,
    });
    expect(result.phase).toBe('cancelled');
    expect(result.statuses[0]?.status).toBe('completed');
    expect(result.statuses.slice(1)).toEqual([null, null]);
    expect(result.chunksDone).toBe(1);
  });

  it('resumes: known imports are polled, not re-sent; an unknown one is sent again', async () => {
    const hub = fakeHub({ polls: 0 });
    await hub.transport.send(chunks[0]);
    const result = await runUpload({
      chunks,
      transport: hub.transport,
      sleep: clock().sleep,
      known: { 1: 100, 2: 999 },
    });
    expect(result.phase).toBe('done');
    expect(hub.calls).toEqual([
      'send key-1',
      'status 100',
      'status 999',
      'send key-2',
      'status 101',
      'send key-3',
      'status 102',
    ]);
    expect(hub.imports.size).toBe(3);
  });
});
