import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { dataEnvelope } from '@/contract/common';
import { legalDiscountSchema } from '@/contract/legal-discounts';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { insertEvent } from '@/testing/hub/fixtures';

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub();
});
afterAll(() => hub.close());

const list = dataEnvelope(z.array(legalDiscountSchema));

test('upsert by type; absent types stay; a type twice is 422', async () => {
  const event = await insertEvent(hub);
  const put = (discounts: unknown[]) =>
    hub.call('PUT', `/events/${event.code}/legal-discounts`, { json: { discounts } });
  const first = list.parse(
    await (
      await put([
        { type: 'pcd', discount_type: 'percent', enabled: true, value: 50, requires_proof: true },
        { type: 'senior', discount_type: 'percent', value: 50 },
      ])
    ).json(),
  );
  expect(first.data.map((d) => [d.type, d.value, d.is_active])).toEqual([
    ['pcd', 50, true],
    ['senior', 50, true],
  ]);
  const second = list.parse(
    await (
      await put([
        { type: 'pcd', discount_type: 'fixed', enabled: false, value: 2000 },
        { type: 'student', discount_type: 'percent', value: 50 },
      ])
    ).json(),
  );
  expect(
    second.data.map((d) => [d.type, d.discount_type, d.value, d.is_active, d.requires_proof]),
  ).toEqual([
    ['pcd', 'fixed', 2000, false, true],
    ['senior', 'percent', 50, true, false],
    ['student', 'percent', 50, true, false],
  ]);
  expect(second.data[0].id).toBe(first.data[0].id);
  expect(
    (
      await put([
        { type: 'pcd', discount_type: 'percent', value: 10 },
        { type: 'pcd', discount_type: 'percent', value: 20 },
      ])
    ).status,
  ).toBe(422);
  expect((await put([])).status).toBe(422);
  expect((await put([{ type: 'military', discount_type: 'percent', value: 10 }])).status).toBe(422);
  expect((await put([{ type: 'pcd', discount_type: 'percent', value: 101 }])).status).toBe(422);
  expect(
    list.parse(await (await hub.call('GET', `/events/${event.code}/legal-discounts`)).json()).data,
  ).toHaveLength(3);
});
