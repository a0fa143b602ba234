import { asc, gt, max } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { changePageSchema } from '@/contract/history';
import { changeLog } from '@/server/db/schema';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import {
  FRAGMENTS,
  HOSTILE_PATH_IDS,
  hostileBodies,
  HUGE,
  INT4_OVER,
  LONE,
  UNKNOWN,
} from '@/testing/hub/hostile-values';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

/* An audit trail that drops nothing (issue 34): refused and hostile writes are kept too. */

let hub: TestHub;
let code: string;

beforeAll(async () => {
  hub = await createTestHub();
  code = (await insertEvent(hub)).code;
  await createRace(hub, code, { code: 'H10' });
});
afterAll(() => hub.close());
afterEach(() => vi.restoreAllMocks());

const lastId = async () => {
  const [row] = await hub.database.run((db) =>
    db.select({ id: max(changeLog.id) }).from(changeLog),
  );
  return row.id ?? 0;
};

interface Attempt {
  method: string;
  /** As the URL carries it: percent-encoded, dot segments resolved. */
  path: string;
  status: number;
}

describe('every hostile write is in the history', () => {
  const attempts: Attempt[] = [];
  const send = async (method: string, path: string, json?: unknown) => {
    const res = await hub.call(method, path, { json });
    const url = new URL(`http://hub.test${path}`);
    attempts.push({ method, path: url.pathname + url.search, status: res.status });
  };
  const HOSTILE = [...FRAGMENTS, HUGE, LONE, INT4_OVER, UNKNOWN];
  const HOSTILE_TEXT = [...FRAGMENTS, LONE];

  test('as values, keys, raw bodies, path ids and query values, each one found', async () => {
    const since = await lastId();
    const event = `/events/${code}`;
    for (const value of HOSTILE) await send('PATCH', `${event}/races/H10`, { name: value });
    for (const key of HOSTILE_TEXT) {
      await send('PATCH', `${event}/races/H10`, { [key]: 1 });
      await send('POST', `${event}/races`, { name: 'Prova', nested: { [key]: key } });
    }
    const race = { name: 'Prova', starts_at: '2027-03-14T06:30:00-03:00' };
    for (const body of hostileBodies(race)) await send('POST', `${event}/races`, body);
    for (const id of HOSTILE_PATH_IDS) {
      await send('PATCH', `${event}/races/${id}`, { name: 'Novo nome' });
      await send('DELETE', `/events/${id}/batches/${id}`);
      await send('POST', `${event}/registration-imports/${id}/retry`);
    }
    for (const value of FRAGMENTS)
      await send('DELETE', `${event}/registrations?dry_run=1&race_id=${encodeURIComponent(value)}`);

    const rows = await hub.database.run((db) =>
      db.select().from(changeLog).where(gt(changeLog.id, since)).orderBy(asc(changeLog.id)),
    );
    expect(rows.map((r) => ({ method: r.method, path: r.path, status: r.status }))).toEqual(
      attempts,
    );

    // What PostgreSQL text cannot hold reads back as it was sent, in values and keys.
    const { data } = changePageSchema.parse(
      JSON.parse(JSON.stringify(await hub.services.changes.page(code, { limit: 1000 }))),
    );
    const summaries = data.map((entry) => entry.summary);
    for (const text of HOSTILE_TEXT) {
      expect(summaries).toContainEqual({ [text]: 1 });
      expect(summaries).toContainEqual({ name: 'Prova', nested: { [text]: text } });
    }
    expect(summaries).toContainEqual({ name: LONE });
  });
});

test('text columns keep what PostgreSQL cannot hold as U+FFFD, the JSON ones as sent', async () => {
  const since = await lastId();
  await hub.services.changes.record({
    via: 'api',
    actor: 'Script\u0000 da Ana \ud800',
    keyFingerprint: 'aaaaaaaaaaaa',
    method: 'PATCH',
    path: `/events/${code}/races/R\u0000\udc00`,
    body: { 'chave\u0000': 'valor \ud800' },
    status: 422,
  });
  const { data } = await hub.services.changes.page(code, { limit: 1 });
  expect(data[0].id).toBeGreaterThan(since);
  expect(data[0]).toMatchObject({
    actor: 'Script\uFFFD da Ana \uFFFD',
    path: `/events/${code}/races/R\uFFFD\uFFFD`,
    race_code: 'R\uFFFD\uFFFD',
    summary: { 'chave\u0000': 'valor \ud800' },
  });
});

describe('a write the history fails to record', () => {
  const failOnce = () =>
    vi
      .spyOn(hub.services.changes, 'record')
      .mockRejectedValueOnce(Object.assign(new Error('disk full'), { code: '53100' }));

  test('answers as it would, and is logged with its request id and counted', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = hub.services.changes.failures;
    failOnce();
    const res = await hub.call('PATCH', `/events/${code}/races/H10`, {
      json: { name: 'Nome novo' },
      headers: { 'x-request-id': 'pedido-42' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { name: string } }).data.name).toBe('Nome novo');
    expect(res.headers.get('x-request-id')).toBe('pedido-42');
    expect(hub.services.changes.failures).toBe(before + 1);
    expect(logged).toHaveBeenCalledWith(
      '[history] a write was not recorded (request_id=pedido-42): sqlstate=53100',
    );
  });

  test('a request without an id gets one, answered and logged alike', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failOnce();
    const res = await hub.call('DELETE', `/events/${code}/races/NADA`);
    expect(res.status).toBe(404);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(logged.mock.calls.flat().join('\n')).toContain(`request_id=${id}`);
  });
});
