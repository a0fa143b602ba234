import { afterAll, beforeAll, expect, test } from 'vitest';
import { dataEnvelope, errorBodySchema } from '@/contract/common';
import { retentionPolicySchema } from '@/contract/retention';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { insertEvent } from '@/testing/hub/fixtures';

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub();
});
afterAll(() => hub.close());

const one = dataEnvelope(retentionPolicySchema);

test('replaces the rules; 100 exactly; floor raised; sorted', async () => {
  const event = await insertEvent(hub);
  const put = (rules: unknown[]) =>
    hub.call('PUT', `/events/${event.code}/retention`, { json: { rules } });
  const rule = (percent: number, offset_days: number) => ({ percent, offset_days });

  for (const total of [99.99, 100.01]) {
    const res = await put([rule(total - 50, 0), rule(50, 10)]);
    expect(res.status).toBe(422);
    expect(errorBodySchema.parse(await res.json()).error).toBe('validation_failed');
  }
  const res = await put([rule(40, 7), rule(33.33, -45), rule(26.67, 0)]);
  expect(res.status).toBe(200);
  const { data } = one.parse(await res.json());
  expect(data).toMatchObject({ scope: 'event', event_id: event.id, hub_id: 1, status: 'active' });
  expect(data.rules.map((r) => [r.percent, r.offset_days, r.anchor])).toEqual([
    [33.33, -30, 'event_date'],
    [26.67, 0, 'event_date'],
    [40, 7, 'event_date'],
  ]);
  const replaced = one.parse(await (await put([rule(100, 3)])).json()).data;
  expect(replaced.id).toBe(data.id);
  expect(replaced.rules).toHaveLength(1);
  const dupes = await put([rule(50, -40), rule(50, -31)]);
  expect(dupes.status).toBe(422);
  expect(errorBodySchema.parse(await dupes.json()).details).toHaveProperty(['rules.1.offset_days']);
  expect((await put([rule(0, 1), rule(100, 2)])).status).toBe(422);
  expect(
    one.parse(await (await hub.call('GET', `/events/${event.code}/retention`)).json()).data.rules,
  ).toHaveLength(1);
});

test('the floor is configurable', async () => {
  const strict = await createTestHub({ retentionFloorDays: -10 });
  try {
    const event = await insertEvent(strict);
    const res = await strict.call('PUT', `/events/${event.code}/retention`, {
      json: { rules: [{ percent: 100, offset_days: -20 }] },
    });
    expect(one.parse(await res.json()).data.rules[0].offset_days).toBe(-10);
  } finally {
    await strict.close();
  }
});

test('two payouts on one day: 422 on the second rule, naming the first, nothing stored', async () => {
  const event = await insertEvent(hub);
  const put = (rules: unknown[]) =>
    hub.call('PUT', `/events/${event.code}/retention`, { json: { rules } });
  const res = await put([
    { percent: 40, offset_days: 7 },
    { percent: 30, offset_days: 0 },
    { percent: 30, offset_days: 7 },
  ]);
  expect(res.status).toBe(422);
  const body = errorBodySchema.parse(await res.json());
  expect(body.error).toBe('validation_failed');
  expect(body.details).toEqual({ 'rules.2.offset_days': ['Mesmo dia de repasse da regra 1'] });
  // Nothing stored: the event still has no rules of its own, an answer and not a 404.
  const none = await hub.call('GET', `/events/${event.code}/retention`);
  expect(none.status).toBe(200);
  expect(await none.json()).toEqual({ data: null });

  const [first] = (await put([{ percent: 100, offset_days: 7 }]).then((r) => r.json())).data
    .rules as { offset_days: number }[];
  expect(first.offset_days).toBe(7);
});
