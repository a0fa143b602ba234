import { describe, expect, it } from 'vitest';
import { emptySummary, type ImportStatus } from '@/contract/imports';
import {
  POLL_FIRST_MS,
  POLL_MAX_MS,
  RETRY_FIRST_MS,
  runUpload,
  type UploadTransport,
  type UploadChunk,
} from './upload';

/** What a transport throws when the hub answers an error. */
class HubSaid extends Error {
  constructor(
    readonly status: number,
    body: { error: string; message: string },
  ) {
    super(body.message);
  }
}

/** How the fake hubs' transports read their errors, as the dashboard's reads an ApiError. */
const hubErrors: Pick<UploadTransport, 'retryable' | 'missing'> = {
  retryable: (error) =>
    error instanceof HubSaid
      ? error.status >= 500 || error.status === 429
      : error instanceof TypeError,
  missing: (error) => error instanceof HubSaid && error.status === 404,
};

const chunks: UploadChunk[] = [1, 2, 3].map((n) => ({
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
    ...hubErrors,
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
      if (!entry) throw new HubSaid(404, { error: 'not_found', message: 'x' });
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
      failures: ['send 2', new HubSaid(503, { error: 'server_error', message: 'x' }), 'status 101'],
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
      failures: [new HubSaid(422, { error: 'validation_failed', message: 'Modalidade' })],
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

/**
 * A hub with words of its own (decisions.md, "Added 2026-11-27"): `waiting`, `running`, then
 * `done` or `error` with `finished_at` set after `runningPolls` reads of `running`.
 */
function foreignHub(end: { word: string; addsUp: boolean }, runningPolls = 2) {
  let reads = 0;
  const foreign = (id: number, word: string, size: number, finished: boolean): ImportStatus => ({
    ...status(id, word, size),
    summary: finished && end.addsUp ? { ...emptySummary(size), created: size } : emptySummary(size),
    finished_at: finished ? '2027-05-26 04:00:01' : null,
  });
  const transport: UploadTransport = {
    ...hubErrors,
    send: async (chunk) => foreign(100 + chunk.number, 'waiting', chunk.size, false),
    async status(id) {
      reads++;
      const size = chunks.find((c) => 100 + c.number === id)!.size;
      return reads % (runningPolls + 1) === 0
        ? foreign(id, end.word, size, true)
        : foreign(id, 'running', size, false);
    },
  };
  return transport;
}

describe('a hub whose import words are not ours', () => {
  it('ends each chunk by finished_at, and a summary that adds up is a completed chunk', async () => {
    const { sleep } = clock();
    const result = await runUpload({
      chunks,
      transport: foreignHub({ word: 'done', addsUp: true }),
      sleep,
    });
    expect(result.phase).toBe('done');
    expect(result.chunksDone).toBe(3);
    expect(result.summary.created).toBe(4500);
    expect(result.hubSays).toBeNull();
  });

  it('an ending whose summary does not add up counts nothing as imported', async () => {
    const { sleep } = clock();
    const result = await runUpload({
      chunks,
      transport: foreignHub({ word: 'error', addsUp: false }),
      sleep,
    });
    expect(result.phase).toBe('done');
    expect(result.summary.created).toBe(0);
    expect(result.statuses.map((s) => s?.status)).toEqual(['error', 'error', 'error']);
  });

  it('says what the hub says and for how long, and stops watching when asked', async () => {
    let t = 0;
    const seen: { word: string; known: boolean; sinceMs: number }[] = [];
    const stuck: UploadTransport = {
      ...hubErrors,
      send: async (chunk) => status(100 + chunk.number, 'queued', chunk.size),
      status: async (id) => status(id, 'on_hold', 2000),
    };
    const result = await runUpload({
      chunks,
      transport: stuck,
      now: () => t,
      sleep: async (ms) => void (t += ms),
      onProgress: (p) => p.hubSays && seen.push(p.hubSays),
      stopWatching: () => t > 70_000,
    });
    expect(seen[0]).toEqual({ word: 'queued', known: true, sinceMs: 0 });
    const last = seen.at(-1)!;
    expect(last.word).toBe('on_hold');
    expect(last.known).toBe(false);
    expect(last.sinceMs).toBeGreaterThanOrEqual(60_000);
    expect(result.phase).toBe('cancelled');
    expect(result.statuses[0]?.status).toBe('on_hold');
    expect(result.chunksDone).toBe(0);
  });
});
