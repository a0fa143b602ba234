import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorBodySchema } from '@/contract/common';
import { defaultHubSettings, type HubSettings } from '@/server/env';
import { openHub, type Hub } from '@/server/runtime';
import { createTestHub, testDatabase, type TestHub } from '@/testing/hub/test-hub';
import { createKey, generateKey, revokeKey } from './keys';
import { clientKeyOf } from './middlewares/client-address';
import { FAILED_KEYS_BURST, FailureThrottle } from './middlewares/failure-throttle';

/** A request from `address` as the dashboard's gateway reports it, or from a socket peer. */
function get(
  hub: Hub,
  key: string,
  from: { address: string } | { peer: string; forwardedFor?: string },
) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if ('forwardedFor' in from && from.forwardedFor) headers['x-forwarded-for'] = from.forwardedFor;
  const env =
    'address' in from
      ? { clientAddress: from.address }
      : { incoming: { socket: { remoteAddress: from.peer } } };
  return Promise.resolve(hub.app.request('http://hub.test/salespeople', { headers }, env));
}

/** Half well-formed random keys (a database lookup each), half malformed ones. */
const wrongKey = (n: number) => (n % 2 ? generateKey() : `hub_wrong-${n}`);

/** Counts what the hub asks of its database: units of work, reads and versions. */
function countRuns(hub: Hub) {
  const database = hub.database;
  const run = database.run.bind(database);
  const readVersioned = database.readVersioned.bind(database);
  const version = database.version.bind(database);
  let runs = 0;
  database.run = (work) => {
    runs++;
    return run(work);
  };
  database.readVersioned = (work) => {
    runs++;
    return readVersioned(work);
  };
  database.version = () => {
    runs++;
    return version();
  };
  return {
    get runs() {
      return runs;
    },
  };
}

describe('failed keys are throttled per client address', () => {
  let hub: TestHub;
  let counter: ReturnType<typeof countRuns>;
  beforeAll(async () => {
    hub = await createTestHub();
    counter = countRuns(hub);
  });
  afterAll(() => hub.close());

  test('150 wrong keys in a row, as in the audit: the first 20 are 401, the other 130 are 429', async () => {
    const from = { address: '203.0.113.5' };
    const statuses: number[] = [];
    for (let n = 0; n < 150; n++) statuses.push((await get(hub, wrongKey(n), from)).status);
    expect(statuses.slice(0, 20)).toEqual(Array<number>(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array<number>(130).fill(429));
  });

  test(`the ${FAILED_KEYS_BURST + 1}st wrong key from one address is 429 with Retry-After`, async () => {
    const from = { address: '203.0.113.10' };
    expect((await get(hub, hub.manageKey, from)).status).toBe(200);
    for (let n = 0; n < FAILED_KEYS_BURST; n++)
      expect((await get(hub, wrongKey(n), from)).status, `attempt ${n + 1}`).toBe(401);
    const refused = await get(hub, wrongKey(1), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorBodySchema.parse(await refused.json()).error).toBe('too_many_attempts');
    // Another address is not affected, and neither is the valid key this one was using.
    expect((await get(hub, wrongKey(1), { address: '203.0.113.11' })).status).toBe(401);
    expect((await get(hub, hub.manageKey, from)).status).toBe(200);
    // A key it never used waits like any other attempt: it cannot be told from a guess.
    expect((await get(hub, hub.readKey, from)).status).toBe(429);
    expect((await get(hub, hub.readKey, { address: '203.0.113.11' })).status).toBe(403);
  });

  test('a throttled address is refused before any database read', async () => {
    const from = { address: '203.0.113.20' };
    for (let n = 0; n < FAILED_KEYS_BURST; n++) await get(hub, wrongKey(n), from);
    const before = counter.runs;
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, n) => get(hub, wrongKey(n), from)),
    );
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([429]));
    expect(counter.runs - before).toBe(0);
  });

  test('a flood of wrong keys costs a valid key nothing: it still gets 200, with no extra reads', async () => {
    const valid = (n: number) =>
      get(hub, hub.manageKey, { address: n % 2 ? '198.51.100.1' : '203.0.113.30' });
    await valid(0);
    let before = counter.runs;
    for (let n = 0; n < 40; n++) expect((await valid(n)).status).toBe(200);
    const perRequest = (counter.runs - before) / 40;

    before = counter.runs;
    const flood = Array.from({ length: 1200 }, (_, n) =>
      get(hub, wrongKey(n), { address: '203.0.113.30' }),
    );
    const legit = Array.from({ length: 40 }, (_, n) => valid(n));
    const [wrong, right] = await Promise.all([Promise.all(flood), Promise.all(legit)]);
    expect(right.map((r) => r.status)).toEqual(right.map(() => 200));
    expect(wrong.filter((r) => r.status === 401)).toHaveLength(FAILED_KEYS_BURST);
    expect(wrong.filter((r) => r.status === 429)).toHaveLength(1200 - FAILED_KEYS_BURST);
    // Only wrong keys under the limit reached the database (a version and a read at most each).
    expect(counter.runs - before).toBeLessThanOrEqual(40 * perRequest + 2 * FAILED_KEYS_BURST);
  });

  test('a valid key nobody has used yet, sent 3 × burst times at once from one address: all 200', async () => {
    // A restarted instance behind the dashboard: many requests arrive before the first lookup.
    const fresh = await hub.database.run((db) => createKey(db, 'fresh', ['manage']));
    const from = { address: '203.0.113.50' };
    const all = await Promise.all(
      Array.from({ length: 3 * FAILED_KEYS_BURST }, () => get(hub, fresh.key, from)),
    );
    expect(all.map((r) => r.status)).toEqual(all.map(() => 200));
    // And they cost the address nothing: wrong keys still get their whole allowance.
    const wrong = [];
    for (let n = 0; n < FAILED_KEYS_BURST; n++)
      wrong.push((await get(hub, wrongKey(n), from)).status);
    expect(wrong).toEqual(wrong.map(() => 401));
  });

  test('a missing key is 401 and not counted', async () => {
    const from = { clientAddress: '203.0.113.40' };
    for (let n = 0; n < FAILED_KEYS_BURST + 5; n++)
      expect((await hub.app.request('http://hub.test/salespeople', {}, from)).status).toBe(401);
    expect((await get(hub, wrongKey(1), { address: from.clientAddress })).status).toBe(401);
  });
});

describe('the client address', () => {
  const withProxy = (trustedProxies: string[]) => createTestHub({ trustedProxies });

  test('is the socket peer; X-Forwarded-For is ignored unless the peer is a trusted proxy', async () => {
    const hub = await withProxy([]);
    try {
      for (let n = 0; n < FAILED_KEYS_BURST; n++)
        await get(hub, wrongKey(n), { peer: '192.0.2.1', forwardedFor: `198.51.100.${n % 200}` });
      const res = await get(hub, wrongKey(1), { peer: '192.0.2.1', forwardedFor: '198.51.100.7' });
      expect(res.status).toBe(429);
      expect((await get(hub, wrongKey(1), { peer: '::ffff:192.0.2.2' })).status).toBe(401);
    } finally {
      await hub.close();
    }
  });

  test('behind a trusted proxy, is the right-most X-Forwarded-For entry it did not add', async () => {
    const hub = await withProxy(['10.0.0.0/8']);
    try {
      const proxied = (client: string) => ({ peer: '::ffff:10.1.2.3', forwardedFor: client });
      for (let n = 0; n < FAILED_KEYS_BURST; n++)
        // What the client writes itself (left of the proxy's entry) changes nothing.
        await get(hub, wrongKey(n), proxied(`192.0.2.${n % 200}, 198.51.100.9, 10.9.9.9`));
      expect((await get(hub, wrongKey(1), proxied('198.51.100.9'))).status).toBe(429);
      expect((await get(hub, wrongKey(1), proxied('198.51.100.10'))).status).toBe(401);
    } finally {
      await hub.close();
    }
  });

  test('an IPv6 client is counted per /64', () => {
    expect(clientKeyOf('2001:db8:1:2::1')).toBe(clientKeyOf('2001:db8:1:2:ffff:0:0:9'));
    expect(clientKeyOf('2001:db8:1:2::1')).not.toBe(clientKeyOf('2001:db8:1:3::1'));
    expect(clientKeyOf('203.0.113.1')).toBe('203.0.113.1');
  });
});

test('the throttle refills: one more attempt every window / burst', () => {
  let now = 0;
  const throttle = new FailureThrottle(3, 60_000, () => now);
  for (let n = 0; n < 3; n++) {
    expect(throttle.wait('a')).toBe(0);
    throttle.fail('a');
  }
  expect(throttle.wait('a')).toBe(20);
  now += 19_000;
  expect(throttle.wait('a')).toBe(1);
  now += 1_000;
  expect(throttle.wait('a')).toBe(0);
  expect(throttle.wait('b')).toBe(0);
});

describe('a revoked key', () => {
  const settings: HubSettings = { ...defaultHubSettings, rateLimitPerMinute: 0 };
  let hubs: Hub[] = [];
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const database = await testDatabase();
    dispose = database.dispose;
    // Two instances on one database where the engine allows it (PostgreSQL).
    const count = database.options.kind === 'postgres' ? 2 : 1;
    for (let i = 0; i < count; i++)
      hubs.push(await openHub(database.options, settings, { startWorker: false }));
  });
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    hubs = [];
    await dispose();
  });

  test('is refused on the very next request, on every instance', async () => {
    const [first] = hubs;
    const created = await first.database.run((db) => createKey(db, 'revoked soon', ['manage']));
    const from = { address: '192.0.2.50' };
    for (const hub of hubs) expect((await get(hub, created.key, from)).status).toBe(200);
    await first.database.run((db) => revokeKey(db, created.id));
    for (const hub of hubs.toReversed()) {
      const res = await get(hub, created.key, from);
      expect(res.status).toBe(401);
      expect(errorBodySchema.parse(await res.json()).error).toBe('unauthenticated');
    }
  });

  test('does not disturb the keys that stay valid', async () => {
    const [first] = hubs;
    const kept = await first.database.run((db) => createKey(db, 'kept', ['manage']));
    const gone = await first.database.run((db) => createKey(db, 'gone', ['manage']));
    const from = { address: '192.0.2.51' };
    for (const hub of hubs) expect((await get(hub, kept.key, from)).status).toBe(200);
    await first.database.run((db) => revokeKey(db, gone.id));
    for (const hub of hubs) expect((await get(hub, kept.key, from)).status).toBe(200);
  });
});
