import { defaultHubSettings } from '@/server/env';
import { events } from '@/server/db/schema';
import { createKey } from '@/server/hub/keys';
import { openHub, type Hub } from '@/server/runtime';
import { ensureCatalogue } from '@/testing/hub/fixtures';
import { importStatusSchema, type ImportStatus } from '@/contract/imports';
import { ApiError } from '@/web/lib/api-client';
import type { UploadTransport } from '@/spreadsheet/upload';
import type { UploadChunk } from '@/spreadsheet/upload';
import { tempDir } from './harness';

export interface BenchHub {
  hub: Hub;
  /** A request with the bench's manage key; the raw response. */
  request: (method: string, path: string, body?: string, headers?: object) => Promise<Response>;
  /** The same, parsed; a hub error is thrown as the dashboard's `ApiError`. */
  call: (method: string, path: string, body?: string, headers?: object) => Promise<unknown>;
  /** A race of the `BENCH` event, with the given code (and distance, when given). */
  newRace: (code: string, distance?: number) => Promise<{ id: number; code: string }>;
}

/**
 * An embedded hub in a fresh data dir, without rate limit, with a manage key and an event
 * `BENCH` on 2027-03-14: what every import bench starts from.
 */
export async function openBenchHub(prefix: string, startWorker: boolean): Promise<BenchHub> {
  const hub = await openHub(
    { kind: 'pglite', dataDir: tempDir(prefix) },
    { ...defaultHubSettings, rateLimitPerMinute: 0 },
    { startWorker },
  );
  const key = await hub.database.run((db) => createKey(db, 'bench', ['manage']));
  await hub.database.run(async (db) => {
    await ensureCatalogue(db);
    await db.insert(events).values({
      code: 'BENCH',
      name: 'Bench',
      date: '2027-03-14',
      registrationOpensAt: new Date(),
      registrationClosesAt: new Date(),
    });
  });
  const request: BenchHub['request'] = async (method, path, body, headers = {}) =>
    hub.app.request(`http://bench${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key.key}`,
        'content-type': 'application/json',
        ...headers,
      },
      body,
    });
  const call: BenchHub['call'] = async (...args) => {
    const res = await request(...args);
    const json: unknown = await res.json();
    if (!res.ok) throw new ApiError(res.status, json as { error: string; message: string });
    return json;
  };
  const newRace: BenchHub['newRace'] = async (code, distance) =>
    (
      (await call(
        'POST',
        '/events/BENCH/races',
        JSON.stringify({
          name: code,
          code,
          ...(distance === undefined ? {} : { distance }),
          starts_at: '2027-03-14T06:30:00-03:00',
        }),
      )) as { data: { id: number; code: string } }
    ).data;
  return { hub, request, call, newRace };
}

/**
 * How the console's upload machine reaches a race of `BENCH` here: each chunk POSTed with its
 * idempotency key (`keyPrefix` first), its import polled until the hub has applied it.
 */
export function benchTransport(
  call: BenchHub['call'],
  kind: 'registrations' | 'results',
  race: string,
  bodyOf: (chunk: UploadChunk) => Promise<string>,
  keyPrefix = '',
): UploadTransport {
  const statusPath = kind === 'registrations' ? 'registration-imports' : 'result-imports';
  return {
    send: async (chunk) =>
      importStatusSchema.parse(
        await call('POST', `/events/BENCH/races/${race}/${kind}?source=csv`, await bodyOf(chunk), {
          'idempotency-key': `${keyPrefix}${chunk.idempotencyKey}`,
        }),
      ),
    status: async (id): Promise<ImportStatus> =>
      importStatusSchema.parse(await call('GET', `/events/BENCH/${statusPath}/${id}`)),
    // The bench's hub is local and idle: any error is a finding, not a retry.
    retryable: () => false,
    missing: () => false,
  };
}
