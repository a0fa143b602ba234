import { serveHttp } from '@/server/http-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cpfCheckDigits } from '@/contract/cpf';
import { API_PREFIX } from '@/server/dashboard/hub-gateway';
import { createDialectProxy, serveDialectProxy, type DialectName } from './dialects';
import { createRace, insertEvent, insertOnlineRegistration } from './fixtures';
import { createTestHub, type TestHub } from './test-hub';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
let race: { id: number; code: string };
const PROXY = 'http://proxy.test';

beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub, { status: 'suspended' });
  race = await createRace(hub, event.code, { registration_limit: 300, distance: 42.195 });
  await insertOnlineRegistration(hub, event.id, race.id, { bib: '7', document: '52998224725' });
});
afterAll(() => hub.close());

const mounted = () => new Hono().route(API_PREFIX, hub.app);
const inProcess = (req: Request) => Promise.resolve(mounted().fetch(req));

/** A call through the dialect's proxy with the manage key; the parsed body and the response. */
async function through(
  dialect: DialectName,
  method: string,
  path: string,
  { json, timeZone = 'America/Sao_Paulo' }: { json?: unknown; timeZone?: string } = {},
) {
  const proxy = createDialectProxy(inProcess, { dialect, timeZone });
  const headers: Record<string, string> = { authorization: `Bearer ${hub.manageKey}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await proxy(
    new Request(`${PROXY}${API_PREFIX}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
  );
  return { res, body: (await res.json()) as Row };
}

/** A JSON object as the wire has it; the tests read what they check, nothing more. */
type Row = Record<string, unknown>;
const rows = (value: unknown) => value as Row[];
const withCode = (value: unknown, code: string) => rows(value).find((r) => r.code === code)!;
const direct = async (path: string) => (await (await hub.call('GET', path)).json()) as Row;

describe('utc-micro', () => {
  test('UTC with microseconds, numbers as strings, extra fields, links to the proxy', async () => {
    const { body } = await through('utc-micro', 'GET', '/events?include=races&per_page=1');
    const [listed] = rows(body.data);
    expect(listed.status).toBe('suspended');
    expect(listed.date).toBe('2027-03-14');
    expect(listed.id).toBe(String(event.id));
    expect(listed.registration_opens_at).toBe('2026-01-01T00:00:00.000000Z');
    expect(listed.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}000Z$/);
    expect(listed).toMatchObject({ deleted_at: null, meta_x: { a: 1 } });
    expect(listed.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const [first] = rows(listed.races);
    expect(first).toMatchObject({
      id: String(race.id),
      starts_at: '2027-03-14T09:30:00.000000Z',
      distance: '42.195',
      registration_limit: '300',
      results_status: 'pending',
      categories_count: '0',
      deleted_at: null,
    });
    expect(rows(first.modalities)[0]).toMatchObject({ id: expect.any(String), is_default: true });
    expect(body.meta).toEqual({ page: '1', per_page: '1', total: '1', last_page: '1' });
    expect(body.links).toEqual({ next: null, prev: null });
  });

  test('import summaries, vacancy and price maps: every number a string', async () => {
    const { body: vacancy } = await through(
      'utc-micro',
      'GET',
      `/events/${event.code}/races/${race.code}/vacancy`,
    );
    expect(vacancy.data).toEqual({
      race_id: String(race.id),
      registration_limit: '300',
      registrations_count: '1',
      vacancy: { available: '299', unlimited: false, percent_filled: '0.3', status: 'open' },
    });
  });
});

describe('local-sql', () => {
  test('local wall time without offset, other words, no optional relations', async () => {
    const { body } = await through('local-sql', 'GET', '/events?include=races,organizer,counters');
    const listed = withCode(body.data, event.code);
    expect(listed.status).toBe('paused');
    expect(listed.id).toBe(event.id);
    expect(listed.registration_opens_at).toBe('2025-12-31 21:00:00');
    for (const relation of ['races', 'batches', 'organizer', 'counters'])
      expect(listed).not.toHaveProperty(relation);
    expect(listed).not.toHaveProperty('uuid');

    const { body: races } = await through('local-sql', 'GET', `/events/${event.code}/races`, {
      timeZone: 'America/New_York',
    });
    // 09:30 UTC on the day New York moves its clocks: already EDT (UTC-4).
    expect(withCode(races.data, race.code)).toMatchObject({
      starts_at: '2027-03-14 05:30:00',
      status: 'enabled',
      results_status: 'awaiting',
      distance: 42.195,
    });
    for (const relation of ['modalities', 'categories', 'prize_rules', 'categories_count'])
      expect(withCode(races.data, race.code)).not.toHaveProperty(relation);
  });

  test('registration and vacancy words; result and field words stay', async () => {
    const { body: registrations } = await through(
      'local-sql',
      'GET',
      `/events/${event.code}/registrations`,
    );
    expect(rows(registrations.data)[0]).toMatchObject({ status: 'paid', birth_date: null });
    const { body: vacancy } = await through(
      'local-sql',
      'GET',
      `/events/${event.code}/races/${race.code}/vacancy`,
    );
    expect(vacancy.data).toMatchObject({
      registrations_count: expect.stringMatching(/^\d+$/),
      vacancy: { status: 'available' },
    });
  });

  test('a request in the dialect words is read by the reference hub in its own', async () => {
    const { res, body } = await through('local-sql', 'POST', `/events/${event.code}/races`, {
      json: {
        name: 'Caminhada 5K',
        distance: 5,
        starts_at: '2027-03-14T07:00:00-03:00',
        status: 'disabled',
      },
    });
    expect(res.status).toBe(201);
    const created = body.data as Row;
    expect(created.status).toBe('disabled');
    const held = await direct(`/events/${event.code}/races`);
    expect(withCode(held.data, String(created.code)).status).toBe('inactive');
    // Words of ours pass as they are.
    const ours = await through(
      'local-sql',
      'PATCH',
      `/events/${event.code}/races/${String(created.code)}`,
      {
        json: { status: 'active' },
      },
    );
    expect(ours.res.status).toBe(200);
    expect(ours.body.data).toMatchObject({ status: 'enabled' });

    const { body: filtered } = await through('local-sql', 'GET', '/events?status=paused');
    expect(rows(filtered.data).map((e) => e.code)).toContain(event.code);
    expect(rows(filtered.data).every((e) => e.status === 'paused')).toBe(true);
  });

  test('an import polled through the dialect ends with `done` and its finished_at', async () => {
    const nine = '318505274';
    const { res, body: queued } = await through(
      'local-sql',
      'POST',
      `/events/${event.code}/races/${race.code}/registrations`,
      {
        json: {
          registrations: [
            { name: 'Ana Souza', external_id: 'd-1', document: nine + cpfCheckDigits(nine) },
          ],
        },
      },
    );
    expect(res.status).toBe(202);
    expect(queued).toMatchObject({ status: 'waiting', finished_at: null });
    await hub.worker.drain();
    const { body: done } = await through(
      'local-sql',
      'GET',
      `/events/${event.code}/registration-imports/${queued.import_id}`,
    );
    expect(done.status).toBe('done');
    expect(done.finished_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(done.summary).toMatchObject({ total_received: 1, created: 1 });
  });
});

describe('offset-strings', () => {
  test('offset with milliseconds, numbers as strings, the spec strings as numbers', async () => {
    const { body } = await through('offset-strings', 'GET', '/events?include=races,counters');
    const listed = withCode(body.data, event.code);
    expect(listed.registration_opens_at).toBe('2025-12-31T21:00:00.000-03:00');
    expect(listed.counters).toEqual({ registrations: expect.any(Number), results: 0 });
    expect(listed.bib_count).toEqual(expect.any(String));
    expect(withCode(listed.races, race.code)).toMatchObject({
      starts_at: '2027-03-14T06:30:00.000-03:00',
      categories_count: 0,
      distance: '42.195',
      meta_x: { a: 1 },
    });
    const { body: vacancy } = await through(
      'offset-strings',
      'GET',
      `/events/${event.code}/races/${race.code}/vacancy`,
    );
    expect(vacancy.data).toMatchObject({
      race_id: race.id,
      registration_limit: 300,
      registrations_count: expect.any(Number),
      vacancy: { available: expect.any(String), status: 'open' },
    });
  });
});

describe('what passes as it came', () => {
  test('error envelopes and the OpenAPI document; a hub that does not answer is a 502', async () => {
    const missing = await through('utc-micro', 'GET', '/events/NOPE/races');
    expect(missing.res.status).toBe(404);
    expect(missing.body).toEqual(await direct('/events/NOPE/races'));
    const proxy = createDialectProxy(inProcess, { dialect: 'utc-micro', timeZone: 'UTC' });
    const document = await proxy(new Request(`${PROXY}${API_PREFIX}/openapi.json`));
    // Only `servers` names where the document was asked for.
    const passed = (await document.json()) as Row;
    const held = await direct('/openapi.json');
    expect({ ...passed, servers: null }).toEqual({ ...held, servers: null });
    const nowhere = createDialectProxy('http://127.0.0.1:9', {
      dialect: 'local-sql',
      timeZone: 'UTC',
    });
    const unreachable = await nowhere(new Request(`${PROXY}${API_PREFIX}/events`));
    expect(unreachable.status).toBe(502);
  });

  test('over loopback: headers both ways and pagination links pointing at the proxy', async () => {
    await insertEvent(hub);
    const upstream = serveHttp({ fetch: mounted().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => upstream.once('listening', resolve));
    const address = upstream.address() as { port: number };
    const proxy = await serveDialectProxy(`http://127.0.0.1:${address.port}`, {
      dialect: 'offset-strings',
      timeZone: 'America/Sao_Paulo',
    });
    try {
      const res = await fetch(`${proxy.url}${API_PREFIX}/events?per_page=1`, {
        headers: { authorization: `Bearer ${hub.manageKey}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await res.json()) as { links: { next: string } };
      expect(body.links.next).toBe(`${proxy.url}${API_PREFIX}/events?per_page=1&page=2`);
      const refused = await fetch(`${proxy.url}${API_PREFIX}/events`);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: string }).error).toBe('unauthenticated');
    } finally {
      await proxy.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
