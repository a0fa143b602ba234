import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { eventSchema } from '@/contract/events';
import { rowsOf } from '@/server/db/database';
import { events } from '@/server/db/schema';
import { containsFolded } from '@/server/hub/text-fold';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { planOf } from '@/testing/hub/query-plan';

/** Carries a transaction's answer out of it while it rolls back. */
class Answer {
  constructor(readonly plan: string) {}
}

let hub: TestHub;
const list = pageEnvelope(eventSchema);
beforeAll(async () => {
  hub = await createTestHub();
  for (let i = 0; i < 7; i++)
    await insertEvent(hub, {
      name: `Corrida ${i}`,
      status: i < 5 ? 'active' : 'suspended',
      city: i === 3 ? 'Florianópolis' : 'Curitiba',
    });
});
afterAll(() => hub.close());

describe('GET /events', () => {
  test('the spec shape, paginated with absolute links', async () => {
    const res = await hub.call('GET', '/events?per_page=3&page=2');
    expect(res.status).toBe(200);
    const body = list.parse(await res.json());
    expect(body.data).toHaveLength(3);
    expect(body.meta).toEqual({ page: 2, per_page: 3, total: 7, last_page: 3 });
    expect(body.links.next).toBe('http://hub.test/events?per_page=3&page=3');
    expect(body.links.prev).toBe('http://hub.test/events?per_page=3&page=1');
    expect(body.data[0]).not.toHaveProperty('races');
  });

  test('defaults, and an out-of-range page is empty with correct meta', async () => {
    const first = list.parse(await (await hub.call('GET', '/events')).json());
    expect(first.meta.per_page).toBe(15);
    expect(first.links).toEqual({ next: null, prev: null });
    const beyond = list.parse(await (await hub.call('GET', '/events?page=9')).json());
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ page: 9, total: 7, last_page: 1 });
  });

  test('status filter', async () => {
    const body = list.parse(await (await hub.call('GET', '/events?status=suspended')).json());
    expect(body.meta.total).toBe(2);
    expect(body.data.every((e) => e.status === 'suspended')).toBe(true);
  });

  test('extension: search and include', async () => {
    const event = await insertEvent(hub, {
      name: 'Maratona Internacional de São Paulo',
      city: 'São Paulo',
    });
    await createRace(hub, event.code);
    const body = list.parse(
      await (
        await hub.call(
          'GET',
          '/events?search=internacional&include=races,batches,organizer,counters',
        )
      ).json(),
    );
    expect(body.data.map((e) => e.code)).toEqual([event.code]);
    expect(body.data[0].races?.[0].modalities?.[0]).toMatchObject({
      name: 'Geral',
      is_default: true,
    });
    expect(body.data[0].batches).toEqual([]);
    expect(body.data[0].counters).toEqual({ registrations: '0', results: '0' });
    expect((await hub.call('GET', '/events?include=tickets')).status).toBe(422);
  });

  test('extension: search ignores accents and case, in the name, the city and the code', async () => {
    const saoPaulo = await insertEvent(hub, { name: 'Corrida da Água Fria', city: 'São Paulo' });
    const jordao = await insertEvent(hub, { name: 'Ultra Trail Campos do Jordão', city: 'Jordão' });
    const found = async (search: string) =>
      list
        .parse(await (await hub.call('GET', `/events?search=${encodeURIComponent(search)}`)).json())
        .data.map((e) => e.code);
    expect(await found('sao paulo')).toContain(saoPaulo.code);
    expect(await found('SÃO PAULO')).toContain(saoPaulo.code);
    expect(await found('agua fria')).toEqual([saoPaulo.code]);
    expect(await found('Jordao')).toEqual([jordao.code]);
    expect(await found('jorda\u0303o')).toEqual([jordao.code]);
    expect(await found(jordao.code.toLowerCase())).toEqual([jordao.code]);
    expect(await found('jordão%')).toEqual([]);
    expect(await found('sao_paulo')).toEqual([]);
  });

  test('extension: search reads a text folded when the event is written, and follows a rename', async () => {
    const event = await insertEvent(hub, { name: 'Meia de Itajubá', city: 'Itajubá' });
    const stored = async () =>
      (
        await hub.database.run((db) =>
          rowsOf<{ search_text: string }>(
            db,
            sql`select search_text from events where id = ${event.id}`,
          ),
        )
      )[0].search_text;
    expect(await stored()).toBe(`meia de itajuba\n${event.code.toLowerCase()}\nitajuba`);
    const patched = await hub.call('PATCH', `/events/${event.code}`, {
      json: { name: 'Meia de Três Corações', city: 'Três Corações' },
    });
    expect(patched.status).toBe(200);
    const found = async (search: string) =>
      list
        .parse(await (await hub.call('GET', `/events?search=${encodeURIComponent(search)}`)).json())
        .data.map((e) => e.code);
    expect(await found('tres coracoes')).toEqual([event.code]);
    expect(await found('itajuba')).toEqual([]);
  });

  test('extension: a search counts its matches through an index, not by reading every event', async () => {
    const plan = await hub.database.run((db) =>
      db
        .transaction(async (tx) => {
          await tx.insert(events).values(
            Array.from({ length: 3000 }, (_, i) => ({
              code: `PLANO-${i}`,
              name: `Corrida ${i}`,
              city: `Cidade ${i % 300}`,
              date: '2027-03-14',
              registrationOpensAt: new Date(),
              registrationClosesAt: new Date(),
            })),
          );
          await tx.execute(sql`analyze events`);
          const query = tx
            .select({ n: count() })
            .from(events)
            .where(containsFolded(events.searchText, 'Itajubá'));
          // Nothing of this test stays: the transaction is rolled back with its answer.
          throw new Answer(await planOf(tx, query));
        })
        .catch((answer: unknown) => {
          if (answer instanceof Answer) return answer.plan;
          throw answer;
        }),
    );
    expect(plan).toContain('events_search_text_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on events/);
  });

  test('bad pagination is 422', async () => {
    for (const q of ['page=0', 'per_page=0', 'per_page=101', 'page=abc'])
      expect((await hub.call('GET', `/events?${q}`)).status).toBe(422);
  });
});

describe('GET /events/{event} (extension)', () => {
  test('by id and by code, with relations', async () => {
    const event = await insertEvent(hub);
    for (const ref of [String(event.id), event.code]) {
      const res = await hub.call('GET', `/events/${ref}`);
      expect(res.status).toBe(200);
      const wire = (await res.json()) as { data: Record<string, string> };
      const { data } = dataEnvelope(eventSchema).parse(wire);
      expect(data.id).toBe(event.id);
      expect(data.races).toEqual([]);
      // As the hub writes them (decisions.md): the window with the zone's offset, stamps in UTC.
      expect(wire.data.registration_opens_at).toMatch(/-03:00$/);
      expect(wire.data.created_at).toMatch(/Z$/);
    }
    expect((await hub.call('GET', '/events/NOPE')).status).toBe(404);
    expect((await hub.call('GET', '/events/99999999999')).status).toBe(404);
  });
});
