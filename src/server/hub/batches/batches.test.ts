import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { batchSchema } from '@/contract/batches';
import { dataEnvelope, errorBodySchema } from '@/contract/common';
import { z } from 'zod';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent } from '@/testing/hub/fixtures';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
let races: { id: number; code: string }[];
beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub);
  races = [
    await createRace(hub, event.code),
    await createRace(hub, event.code, { name: '5 km', distance: 5 }),
    await createRace(hub, event.code, { name: 'Kids' }),
  ];
});
afterAll(() => hub.close());

const post = (body: Record<string, unknown>) =>
  hub.call('POST', `/events/${event.code}/batches`, {
    json: { name: 'Lote 1', max_installments: 3, race_prices: { [races[0].id]: 8990 }, ...body },
  });

describe('POST /events/{event}/batches', () => {
  test('creates a batch covering two of three races', async () => {
    const res = await post({
      race_prices: { [races[0].id]: 8990, [races[1].id]: 6990 },
      starts_at: '2026-12-01T00:00:00-03:00',
      ends_at: '2027-01-31T23:59:59-03:00',
      max_quantity: 500,
      includes_kit: true,
      quantity_sold: 999,
    });
    expect(res.status).toBe(201);
    const { data } = dataEnvelope(batchSchema).parse(await res.json());
    expect(data.race_prices).toEqual({ [races[0].id]: 8990, [races[1].id]: 6990 });
    expect(data).toMatchObject({
      quantity_sold: 0,
      max_quantity: 500,
      includes_kit: true,
      installments_enabled: true,
      sort_order: 0,
    });
    expect(data.race_prices).not.toHaveProperty(String(races[2].id));
  });

  test('spec rule 4: a race outside the event is 422 on its price', async () => {
    const other = await insertEvent(hub);
    const foreign = await createRace(hub, other.code);
    const res = await post({ race_prices: { [races[0].id]: 100, [foreign.id]: 100 } });
    expect(res.status).toBe(422);
    const body = errorBodySchema.parse(await res.json());
    expect(body.details).toEqual({ [`race_prices.${foreign.id}`]: [expect.any(String)] });
  });

  test('limits at their boundaries', async () => {
    expect((await post({ name: 'x'.repeat(120) })).status).toBe(201);
    expect((await post({ name: 'x'.repeat(121) })).status).toBe(422);
    expect((await post({ max_installments: 12 })).status).toBe(201);
    expect((await post({ max_installments: 13 })).status).toBe(422);
    expect((await post({ max_quantity: 1_000_000 })).status).toBe(201);
    expect((await post({ max_quantity: 1_000_001 })).status).toBe(422);
    expect((await post({ race_prices: {} })).status).toBe(422);
    expect((await post({ race_prices: { [races[0].id]: -1 } })).status).toBe(422);
  });

  test('extension: list in sort order', async () => {
    const { data } = dataEnvelope(z.array(batchSchema)).parse(
      await (await hub.call('GET', `/events/${event.id}/batches`)).json(),
    );
    expect(data.map((b) => b.sort_order)).toEqual([...data.keys()]);
  });
});
