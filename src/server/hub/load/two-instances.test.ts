import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createKeyWithCli, keysCli, spawnHub, type SpawnedHub } from '@/testing/hub/spawn-hub';
import { testDatabase } from '@/testing/hub/test-hub';
import { distinctRegistrations } from '@/testing/hub/load-items';

/*
 * Two real servers on one PostgreSQL database, started at the same moment on an empty
 * database, then written to at the same moment. Only PostgreSQL can be shared this way.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = 10;

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  let a: SpawnedHub;
  let b: SpawnedHub;
  let key = '';
  let url = '';
  let dispose: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const db = await testDatabase();
    dispose = db.dispose;
    if (db.options.kind !== 'postgres') throw new Error('expected PostgreSQL');
    url = db.options.url;
    const env = { DATABASE_URL: url, HUB_SEED: 'auto', RATE_LIMIT_PER_MINUTE: '0' };
    [a, b] = await Promise.all([spawnHub(env), spawnHub(env)]);
    const printed = [a.output(), b.output()]
      .map((out) => /Demo manage key[^:]*: (hub_\S+)/.exec(out)?.[1])
      .filter(Boolean);
    expect(printed).toHaveLength(1);
    key = printed[0]!;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dispose();
  });

  const call = (hub: SpawnedHub, method: string, path: string, json?: unknown, headers = {}) =>
    fetch(`${hub.base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  /** The same request on both instances at once: both statuses, in a stable order. */
  async function race(path: string, json: (n: number) => unknown, method = 'POST') {
    const [x, y] = await Promise.all([
      call(a, method, path, json(0)),
      call(b, method, path, json(1)),
    ]);
    return { statuses: [x.status, y.status].sort(), bodies: [await x.json(), await y.json()] };
  }

  async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(query, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  let eventCode = '';
  test('both start together on an empty database: one seeds, the other finds it seeded', async () => {
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from events');
    const list = await call(a, 'GET', '/events?per_page=100');
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as { data: { code: string }[] };
    expect(data.length).toBe(n);
    expect(new Set(data.map((e) => e.code)).size).toBe(n);
    eventCode = data[0].code;
    const keys = await sql<{ n: number }>(
      "select count(*)::int as n from api_keys where name = 'demo'",
    );
    expect(keys[0].n).toBe(1);
  });

  const startsAt = '2027-06-01T07:00:00-03:00';

  test('the same explicit race code on both: one created, the other told the code is taken', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { statuses, bodies } = await race(`/events/${eventCode}/races`, () => ({
        name: `Prova corrida ${i}`,
        code: `RC${i}`,
        starts_at: startsAt,
      }));
      expect(statuses[0]).toBe(201);
      expect([409, 422]).toContain(statuses[1]);
      const refused = bodies.find((body) => 'error' in body) as { details: object };
      expect(Object.keys(refused.details)).toContain('code');
    }
  });

  test('the same name with generated codes on both: two races, two codes', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { statuses, bodies } = await race(`/events/${eventCode}/races`, () => ({
        name: `Gerada ${i}`,
        starts_at: startsAt,
      }));
      expect(statuses).toEqual([201, 201]);
      const codes = bodies.map((body) => (body as { data: { code: string } }).data.code);
      expect(new Set(codes).size).toBe(2);
    }
  });

  test('the same field key on both: one created, the other names the key', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { statuses, bodies } = await race(`/events/${eventCode}/registration-fields`, () => ({
        key: `camiseta_${i}`,
        label: `Camiseta ${i}`,
        type: 'text',
      }));
      expect(statuses[0]).toBe(201);
      expect([409, 422]).toContain(statuses[1]);
      const refused = bodies.find((body) => 'error' in body) as { details: object };
      expect(Object.keys(refused.details)).toContain('key');
    }
  });

  test('fields and batches created at once get distinct sort orders', async () => {
    const [{ id: eventId }] = await sql<{ id: number }>('select id from events where code = $1', [
      eventCode,
    ]);
    const [{ id: raceId }] = await sql<{ id: number }>(
      'select id from races where event_id = $1 order by id limit 1',
      [eventId],
    );
    for (let i = 0; i < ROUNDS; i++) {
      const fields = await race(`/events/${eventCode}/registration-fields`, (n) => ({
        key: `ordem_${i}_${n}`,
        label: `Ordem ${i} ${n}`,
        type: 'text',
      }));
      expect(fields.statuses).toEqual([201, 201]);
      const batches = await race(`/events/${eventCode}/batches`, (n) => ({
        name: `Lote ${i} ${n}`,
        max_installments: 1,
        race_prices: { [raceId]: 10_000 },
      }));
      expect(batches.statuses).toEqual([201, 201]);
    }
    for (const table of ['registration_fields', 'batches']) {
      const repeated = await sql(
        `select sort_order from ${table} where event_id = $1 group by sort_order having count(*) > 1`,
        [eventId],
      );
      expect(repeated, table).toEqual([]);
    }
  });

  test('legal discounts replaced on both at once: both succeed, one version stays', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { statuses } = await race(
        `/events/${eventCode}/legal-discounts`,
        (n) => ({
          discounts: [{ type: 'senior', discount_type: 'percent', value: 50 + n, enabled: true }],
        }),
        'PUT',
      );
      expect(statuses).toEqual([200, 200]);
    }
  });

  test('one Idempotency-Key sent 50 times across both: one import, every answer 202', async () => {
    const [{ code: raceCode }] = await sql<{ code: string }>(
      'select r.code from races r join events e on e.id = r.event_id where e.code = $1 order by r.id limit 1',
      [eventCode],
    );
    const body = { registrations: distinctRegistrations(4242, 20) };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', `/events/${eventCode}/races/${raceCode}/registrations`, body, {
          'idempotency-key': 'racing-key-1',
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(202));
    const ids = new Set(
      await Promise.all(answers.map(async (res) => ((await res.json()) as { id: number }).id)),
    );
    expect(ids.size).toBe(1);
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(
      49,
    );
  });

  test('a key revoked with the CLI is refused on the very next request, on both instances', async () => {
    const env = { DATABASE_URL: url };
    const fresh = await createKeyWithCli(env, 'revoked soon', 'manage');
    const read = (hub: SpawnedHub) =>
      fetch(`${hub.base}/api/v1/events?per_page=1`, {
        headers: { authorization: `Bearer ${fresh}` },
      });
    // Each instance has found it valid and keeps it; the CLI then revokes it behind their backs.
    for (const hub of [a, b, a, b]) expect((await read(hub)).status).toBe(200);
    const [{ id }] = await sql<{ id: number }>('select id from api_keys where name = $1', [
      'revoked soon',
    ]);
    expect(await keysCli(env, 'revoke', '--id', String(id))).toContain(`Revoked key ${id}`);
    for (const hub of [b, a]) {
      const refused = await read(hub);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'unauthenticated' });
    }
  });

  test('a race changed on one instance and deleted on the other: one order or the other, never a 5xx', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const created = await call(a, 'POST', `/events/${eventCode}/races`, {
        name: `Efêmera ${i}`,
        code: `EF${i}`,
        starts_at: startsAt,
      });
      expect(created.status).toBe(201);
      const path = `/events/${eventCode}/races/EF${i}`;
      const [patched, deleted] = await Promise.all([
        call(i % 2 ? a : b, 'PATCH', path, { name: `Renomeada ${i}`, distance: 5 }),
        call(i % 2 ? b : a, 'DELETE', path),
      ]);
      expect(deleted.status).toBe(204);
      expect([200, 404]).toContain(patched.status);
      expect((await call(a, 'GET', `${path}/vacancy`)).status).toBe(404);
    }
  });

  test('two races renamed to one code on both instances: one gets it, the other is 409 on code', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const codes = [`DUO${i}A`, `DUO${i}B`];
      for (const code of codes) {
        const res = await call(a, 'POST', `/events/${eventCode}/races`, {
          name: code,
          code,
          starts_at: startsAt,
        });
        expect(res.status).toBe(201);
      }
      const [x, y] = await Promise.all([
        call(a, 'PATCH', `/events/${eventCode}/races/${codes[0]}`, { code: `DUO${i}` }),
        call(b, 'PATCH', `/events/${eventCode}/races/${codes[1]}`, { code: `DUO${i}` }),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 409]);
      const refused = (await (x.status === 409 ? x : y).json()) as { details: object };
      expect(Object.keys(refused.details)).toEqual(['code']);
    }
  });

  test('one batch deleted on both instances at once: 204 and 404', async () => {
    const [{ id: raceId }] = await sql<{ id: number }>(
      'select r.id from races r join events e on e.id = r.event_id where e.code = $1 order by r.id limit 1',
      [eventCode],
    );
    for (let i = 0; i < ROUNDS; i++) {
      const created = await call(a, 'POST', `/events/${eventCode}/batches`, {
        name: `Lote efêmero ${i}`,
        max_installments: 1,
        race_prices: { [raceId]: 100 },
      });
      const { data } = (await created.json()) as { data: { id: number } };
      const path = `/events/${eventCode}/batches/${data.id}`;
      const answers = await Promise.all([call(a, 'DELETE', path), call(b, 'DELETE', path)]);
      expect(answers.map((res) => res.status).sort()).toEqual([204, 404]);
    }
  });

  test('no instance logged a 500', () => {
    expect(a.output() + b.output()).not.toMatch(/\[hub\]/);
  });
});
