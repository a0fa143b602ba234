import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  batchInUseDetailsSchema,
  batchPriceChangeDetailsSchema,
  batchSchema,
} from '@/contract/batches';
import { dataEnvelope, errorBodySchema } from '@/contract/common';
import { batches } from '@/server/db/schema';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent, insertOnlineRegistration } from '@/testing/hub/fixtures';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
let races: { id: number; code: string }[];
beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub);
  races = [
    await createRace(hub, event.code, { name: 'Corrida 10K', code: '10K' }),
    await createRace(hub, event.code, { name: 'Caminhada 5K', code: '5K', distance: 5 }),
  ];
});
afterAll(() => hub.close());

const batchOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return dataEnvelope(batchSchema).parse(await res.json()).data;
};
const create = async (body: Record<string, unknown> = {}) =>
  batchOf(
    await hub.call('POST', `/events/${event.code}/batches`, {
      json: {
        name: 'Lote',
        max_installments: 1,
        race_prices: { [races[0].id]: 10000, [races[1].id]: 5000 },
        ...body,
      },
    }),
  );
const patch = (id: number | string, body: unknown, query = '', ev: string = event.code) =>
  hub.call('PATCH', `/events/${ev}/batches/${id}${query}`, { json: body });
const remove = (id: number | string, ev: string = event.code) =>
  hub.call('DELETE', `/events/${ev}/batches/${id}`);
const error = async (res: Response) => errorBodySchema.parse(await res.json());
const fieldsOf = async (res: Response) => Object.keys((await error(res)).details ?? {}).sort();
const listed = async (id: number) =>
  dataEnvelope(z.array(batchSchema))
    .parse(await (await hub.call('GET', `/events/${event.code}/batches`)).json())
    .data.find((b) => b.id === id);

/** `n` registrations sold in the batch for the race, named `Pessoa 01`... */
async function sell(batchId: number, raceId: number, n: number, status = 'confirmed') {
  for (let i = 1; i <= n; i++)
    await insertOnlineRegistration(hub, event.id, raceId, {
      batchId,
      status,
      name: `Pessoa ${String(i).padStart(2, '0')} ${raceId}`,
    });
}

describe('PATCH /events/{event}/batches/{batch}', () => {
  test('changes what the body names; race_prices, when sent, is the whole grid', async () => {
    const batch = await create({ starts_at: '2026-12-01T00:00:00-03:00' });
    const data = await batchOf(
      await patch(batch.id, {
        name: '1º Lote',
        max_quantity: 200,
        is_active: false,
        quantity_sold: 999,
        event_id: 1,
      }),
    );
    expect(data).toMatchObject({
      id: batch.id,
      event_id: event.id,
      name: '1º Lote',
      max_quantity: 200,
      is_active: false,
      quantity_sold: 0,
      starts_at: '2026-12-01T00:00:00-03:00',
      race_prices: { [races[0].id]: 10000, [races[1].id]: 5000 },
    });
    const one = await batchOf(await patch(batch.id, { race_prices: { [races[0].id]: 12000 } }));
    expect(one.race_prices).toEqual({ [races[0].id]: 12000 });
    expect((await listed(batch.id))?.race_prices).toEqual({ [races[0].id]: 12000 });
    expect((await batchOf(await patch(batch.id, { starts_at: null }))).starts_at).toBeNull();
  });

  test('the window is checked as it would be after the change, and against the races it sells', async () => {
    const batch = await create({
      starts_at: '2026-12-01T00:00:00-03:00',
      ends_at: '2027-01-31T23:59:00-03:00',
    });
    const before = await patch(batch.id, { ends_at: '2026-11-01T00:00:00-03:00' });
    expect(before.status).toBe(422);
    expect(await fieldsOf(before)).toEqual(['ends_at']);
    const late = await patch(batch.id, { ends_at: '2027-03-20T00:00:00-03:00' });
    expect(late.status).toBe(422);
    expect((await error(late)).details).toEqual({
      ends_at: [
        'O lote vende Corrida 10K até depois da largada',
        'O lote vende Caminhada 5K até depois da largada',
      ],
    });
    // The create says the same.
    const created = await hub.call('POST', `/events/${event.code}/batches`, {
      json: {
        name: 'Tarde demais',
        max_installments: 1,
        race_prices: { [races[1].id]: 100 },
        ends_at: '2027-03-20T00:00:00-03:00',
      },
    });
    expect(created.status).toBe(422);
    expect(await fieldsOf(created)).toEqual(['ends_at']);
  });

  test('an end already past a start is judged only when it moves or the grid gains a race', async () => {
    const third = await createRace(hub, event.code, { name: 'Kids', code: 'KIDS' });
    const batch = await create({ race_prices: { [races[0].id]: 10000 } });
    await hub.database.run((db) =>
      db
        .update(batches)
        .set({ endsAt: new Date('2027-03-20T00:00:00Z') })
        .where(eq(batches.id, batch.id)),
    );
    const same = await batchOf(
      await patch(batch.id, {
        name: 'Renomeado',
        ends_at: '2027-03-19T21:00:00-03:00',
        race_prices: { [races[0].id]: 10000 },
      }),
    );
    expect(same.name).toBe('Renomeado');
    const gains = await patch(batch.id, {
      race_prices: { [races[0].id]: 10000, [third.id]: 100 },
    });
    expect((await error(gains)).details).toEqual({
      ends_at: ['O lote vende Kids até depois da largada'],
    });
    const moved = await patch(batch.id, { ends_at: '2027-03-21T00:00:00-03:00' });
    expect(await fieldsOf(moved)).toEqual(['ends_at']);
  });

  test('a price change on a race the batch sold needs ?confirm=true, and says who', async () => {
    const batch = await create();
    await sell(batch.id, races[0].id, 12);
    await sell(batch.id, races[0].id, 1, 'cancelled');
    const change = { race_prices: { [races[0].id]: 11000, [races[1].id]: 5000 } };
    const asked = await patch(batch.id, { ...change, name: 'Não muda' });
    expect(asked.status).toBe(409);
    const body = await error(asked);
    expect(body.error).toBe('confirmation_required');
    expect(body.message).toBe(
      'A mudança de preço atinge 12 vendas deste lote; reenvie com ?confirm=true para aplicá-la.',
    );
    const details = batchPriceChangeDetailsSchema.parse(body.details);
    expect(details.sales).toBe(12);
    expect(details.affected).toEqual([
      {
        race_id: races[0].id,
        race_code: '10K',
        race_name: 'Corrida 10K',
        sales: 12,
        price_from: 10000,
        price_to: 11000,
        people: Array.from(
          { length: 10 },
          (_, i) => `Pessoa ${String(i + 1).padStart(2, '0')} ${races[0].id}`,
        ),
      },
    ]);
    expect(await listed(batch.id)).toMatchObject({
      name: 'Lote',
      race_prices: { [races[0].id]: 10000 },
    });
    // A race it did not sell changes without asking; `confirm=false` is asking.
    await batchOf(
      await patch(batch.id, { race_prices: { [races[0].id]: 10000, [races[1].id]: 4000 } }),
    );
    expect((await patch(batch.id, change, '?confirm=false')).status).toBe(409);
    const applied = await batchOf(await patch(batch.id, change, '?confirm=true'));
    expect(applied.race_prices).toEqual({ [races[0].id]: 11000, [races[1].id]: 5000 });
    const bad = await patch(batch.id, change, '?confirm=yes');
    expect(bad.status).toBe(422);
    expect(await fieldsOf(bad)).toEqual(['confirm']);
  });

  test('a race it sold cannot leave the grid; the maximum cannot go under its sales', async () => {
    const batch = await create();
    await sell(batch.id, races[1].id, 3);
    const dropped = await patch(
      batch.id,
      { race_prices: { [races[0].id]: 10000 } },
      '?confirm=true',
    );
    expect(dropped.status).toBe(422);
    expect((await error(dropped)).details).toEqual({
      [`race_prices.${races[1].id}`]: [
        'O lote vendeu 3 inscrições desta prova; ela não pode sair do lote',
      ],
    });
    const low = await patch(batch.id, { max_quantity: 2 });
    expect(await fieldsOf(low)).toEqual(['max_quantity']);
    expect((await batchOf(await patch(batch.id, { max_quantity: 3 }))).max_quantity).toBe(3);
  });

  test('hostile values are 4xx naming the field; unknown batches and batches of another event 404', async () => {
    const batch = await create();
    const other = await insertEvent(hub);
    const foreign = await createRace(hub, other.code);
    const cases: [unknown, string][] = [
      [{ race_prices: { [races[0].id]: -1 } }, `race_prices.${races[0].id}`],
      [{ race_prices: { [races[0].id]: 2 ** 31 } }, `race_prices.${races[0].id}`],
      [{ race_prices: { [races[0].id]: '100' } }, `race_prices.${races[0].id}`],
      [{ race_prices: { [foreign.id]: 100 } }, `race_prices.${foreign.id}`],
      [{ race_prices: { '99999999999': 100 } }, 'race_prices.99999999999'],
      [{ race_prices: {} }, 'race_prices'],
      [{ race_prices: [1] }, 'race_prices'],
      [{ max_installments: 13 }, 'max_installments'],
      [{ max_quantity: 1e12 }, 'max_quantity'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ starts_at: 'amanhã' }, 'starts_at'],
      [{ is_active: 'true' }, 'is_active'],
    ];
    for (const [body, field] of cases) {
      const res = await patch(batch.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await fieldsOf(res), JSON.stringify(body)).toEqual([field]);
    }
    const unknown = await patch(99_999_999_999, { name: 'x' });
    expect(unknown.status).toBe(404);
    expect((await error(unknown)).message).toBe('Lote não encontrado.');
    expect((await patch('lote-1', { name: 'x' })).status).toBe(404);
    const theirs = await hub.call('POST', `/events/${other.code}/batches`, {
      json: { name: 'Deles', max_installments: 1, race_prices: { [foreign.id]: 1 } },
    });
    const theirId = (await batchOf(theirs)).id;
    expect((await patch(theirId, { name: 'x' })).status).toBe(404);
    expect((await remove(theirId)).status).toBe(404);
    expect((await patch(theirId, { name: 'Ainda deles' }, '', other.code)).status).toBe(200);
  });
});

describe('DELETE /events/{event}/batches/{batch}', () => {
  test('a batch with sales is 409 in_use with their count; cancelled ones do not count', async () => {
    const batch = await create();
    await sell(batch.id, races[0].id, 4);
    await sell(batch.id, races[1].id, 3);
    await sell(batch.id, races[1].id, 2, 'cancelled');
    const res = await remove(batch.id);
    expect(res.status).toBe(409);
    const body = await error(res);
    expect(body).toEqual({
      error: 'in_use',
      message: 'O lote tem 7 vendas; não pode ser excluído.',
      details: { sales: 7 },
    });
    expect(batchInUseDetailsSchema.parse(body.details).sales).toBe(7);
    expect(await listed(batch.id)).toBeDefined();
  });

  test('a batch that sold nothing goes, with its prices', async () => {
    const batch = await create();
    const cancelled = await create();
    await sell(cancelled.id, races[0].id, 1, 'cancelled');
    expect((await remove(batch.id)).status).toBe(204);
    expect(await listed(batch.id)).toBeUndefined();
    expect((await remove(batch.id)).status).toBe(404);
    expect((await remove(cancelled.id)).status).toBe(204);
  });
});

test('the OpenAPI document lists the writes as extensions, with the confirm parameter', async () => {
  const res = await hub.call('GET', '/openapi.json', { key: null });
  expect(res.status).toBe(200);
  type Operation = { 'x-extension'?: boolean; parameters?: { name: string; in: string }[] };
  const { paths } = (await res.json()) as { paths: Record<string, Record<string, Operation>> };
  const writes: [string, string][] = [
    ['/events/{event}/races/{race}', 'patch'],
    ['/events/{event}/races/{race}', 'delete'],
    ['/events/{event}/batches/{batch}', 'patch'],
    ['/events/{event}/batches/{batch}', 'delete'],
    ['/events/{event}/races/{race}/prize-rules', 'post'],
    ['/events/{event}/races/{race}/prize-rules/{rule}', 'patch'],
    ['/events/{event}/races/{race}/prize-rules/{rule}', 'delete'],
  ];
  for (const [path, method] of writes)
    expect(paths[path]?.[method]?.['x-extension'], `${method} ${path}`).toBe(true);
  expect(paths['/events/{event}/races/{race}/prize-rules'].get['x-extension']).toBeUndefined();
  expect(paths['/events/{event}/batches/{batch}'].patch.parameters).toContainEqual(
    expect.objectContaining({ name: 'confirm', in: 'query' }),
  );
});
