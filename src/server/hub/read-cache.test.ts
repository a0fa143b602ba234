import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { pageEnvelope } from '@/contract/common';
import { eventSchema } from '@/contract/events';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { events, modalities } from '@/server/db/schema';
import { defaultHubSettings } from '@/server/env';
import { createKey } from './keys';
import { ReadCache } from './read-cache';
import { openHub } from '@/server/runtime';
import { createTestHub, testDatabase, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent, insertOnlineRegistration } from '@/testing/hub/fixtures';

/* The read cache (lists and vacancy): never an answer older than the last committed write. */

let hub: TestHub;
const list = pageEnvelope(eventSchema);
beforeAll(async () => {
  hub = await createTestHub();
  for (let i = 0; i < 3; i++) await insertEvent(hub, { name: `Cache ${i}` });
});
afterAll(() => hub.close());
afterEach(() => vi.useRealTimers());

const eventsPage = async (path = '/events?per_page=100') => {
  const res = await hub.call('GET', path);
  expect(res.status).toBe(200);
  return res.text();
};

const vacancyOf = async (event: string, race: string) => {
  const res = await hub.call('GET', `/events/${event}/races/${race}/vacancy`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { registrations_count: string } }).data.registrations_count;
};

describe('read cache', () => {
  test('a repeated read is served again; a write through the database is seen next', async () => {
    const first = await eventsPage();
    const hits = hub.services.reads.hits;
    expect(await eventsPage()).toBe(first);
    expect(hub.services.reads.hits).toBe(hits + 1);

    // Written without the API, as the import worker writes.
    await insertEvent(hub, { name: 'Escrita direta' });
    const after = list.parse(JSON.parse(await eventsPage()));
    expect(after.meta.total).toBe(list.parse(JSON.parse(first)).meta.total + 1);
    expect(after.data.map((e) => e.name)).toContain('Escrita direta');
  });

  test('registration opens and closes by the clock with nothing written', async () => {
    const now = Date.now();
    const event = await insertEvent(hub, {
      name: 'Abre em um minuto',
      registrationOpensAt: new Date(now + 60_000),
      registrationClosesAt: new Date(now + 120_000),
    });
    const openNow = async () =>
      list
        .parse(JSON.parse(await eventsPage(`/events?per_page=100&search=${event.code}`)))
        .data.find((e) => e.id === event.id)!.registration_open;
    expect(await openNow()).toBe(false);
    expect(await openNow()).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'], now: now + 61_000 });
    expect(await openNow()).toBe(true);
    vi.setSystemTime(now + 121_000);
    expect(await openNow()).toBe(false);
  });

  test('vacancy follows every registration, with readers polling alongside', async () => {
    const event = await insertEvent(hub, { name: 'Vagas' });
    const race = await createRace(hub, event.code, { registration_limit: 100 });
    expect(await vacancyOf(event.code, race.code)).toBe('0');
    let polling = true;
    const pollers = Array.from({ length: 10 }, async () => {
      while (polling) await vacancyOf(event.code, race.code);
    });
    try {
      for (let i = 1; i <= 15; i++) {
        await insertOnlineRegistration(hub, event.id, race.id, { bib: `V${i}` });
        // Once the write is acknowledged, no read may miss it.
        expect(await vacancyOf(event.code, race.code)).toBe(String(i));
      }
    } finally {
      polling = false;
      await Promise.all(pollers);
    }
  });

  test('requests that miss together share one read', async () => {
    const cache = new ReadCache(hub.database);
    let reads = 0;
    const values = await Promise.all(
      Array.from({ length: 20 }, () => cache.read('k', async () => ++reads)),
    );
    expect(values).toEqual(Array(20).fill(1));
    // One read for all 20: the others joined it, or (when the database answered the first
    // before their snapshot query came back, as PostgreSQL under load can) found it kept.
    expect([cache.misses, cache.joined + cache.hits, reads]).toEqual([1, 19, 1]);
  });

  test('a read begun before a write is not shared with a request after it', async () => {
    const cache = new ReadCache(hub.database);
    const count = async (db: Db) => (await db.select().from(modalities)).length;
    const slow = cache.read('modalities', async (db) => {
      await db.execute(sql`select pg_sleep(0.3)`);
      return count(db);
    });
    await new Promise((resolve) => setTimeout(resolve, 100)); // its snapshot is taken
    await hub.database.run((db) => db.insert(modalities).values({ name: 'Depois' }));
    const after = await cache.read('modalities', count);
    expect(after).toBe((await slow) + 1);
  });

  test('read-only work cannot write', async () => {
    const before = await hub.database.run((db) => db.select().from(modalities));
    await expect(
      hub.database.readVersioned((db) => db.insert(modalities).values({ name: 'Proibida' })),
    ).rejects.toMatchObject({
      cause: { message: 'cannot execute INSERT in a read-only transaction' },
    });
    expect(await hub.database.run((db) => db.select().from(modalities))).toEqual(before);
  });

  test('the version holds while nothing is written and moves with a write', async () => {
    const v1 = await hub.database.version();
    await hub.database.run((db) => db.select().from(modalities));
    expect(await hub.database.version()).toBe(v1);
    await hub.database.run((db) => db.insert(modalities).values({ name: 'Nova' }));
    expect(await hub.database.version()).not.toBe(v1);
  });

  test('the least recently used entry goes first', async () => {
    const cache = new ReadCache(hub.database, 2);
    const read = (key: string) => cache.read(key, async () => key);
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(cache.size).toBe(2);
    const misses = cache.misses;
    await read('a');
    expect(cache.misses).toBe(misses);
    await read('b');
    expect(cache.misses).toBe(misses + 1);
  });

  test.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a write by another instance is seen by the next read here',
    async () => {
      const { options, dispose } = await testDatabase();
      const settings = { ...defaultHubSettings, rateLimitPerMinute: 0 };
      const a = await openHub(options, settings, { startWorker: false });
      const b = await openHub(options, settings, { startWorker: false });
      try {
        const key = await a.database.run((db) => createKey(db, 'a', ['manage']));
        const headers = { authorization: `Bearer ${key.key}` };
        const total = async () =>
          list.parse(await (await a.app.request('/events', { headers })).json()).meta.total;
        expect(await total()).toBe(0);
        expect(await total()).toBe(0);
        await b.database.run((db) => db.insert(modalities).values({ name: 'Geral' }));
        const eventCode = `B-${Date.now()}`;
        await b.database.run((db) =>
          db.insert(events).values({
            code: eventCode,
            name: 'Criado pela instância B',
            date: '2027-03-14',
            registrationOpensAt: new Date('2026-01-01T00:00:00Z'),
            registrationClosesAt: new Date('2027-03-10T00:00:00Z'),
          }),
        );
        expect(await total()).toBe(1);
      } finally {
        await a.close();
        await b.close();
        await dispose();
      }
    },
  );
});
