import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent } from '@/testing/hub/fixtures';

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub({ specOnly: true });
});
afterAll(() => hub.close());

test('HUB_SPEC_ONLY: the race, batch and prize rule writes are absent (404) and change nothing', async () => {
  const event = await insertEvent(hub, { name: 'Só spec, sem edição' });
  const race = await createRace(hub, event.code);
  const batch = await hub.call('POST', `/events/${event.code}/batches`, {
    json: { name: 'Lote', max_installments: 1, race_prices: { [race.id]: 100 } },
  });
  expect(batch.status).toBe(201);
  const batchId = ((await batch.json()) as { data: { id: number } }).data.id;
  const base = `/events/${event.code}`;
  const rules = `${base}/races/${race.code}/prize-rules`;
  const calls: [string, string, unknown?][] = [
    ['PATCH', `${base}/races/${race.code}`, { name: 'Renomeada' }],
    ['DELETE', `${base}/races/${race.code}`],
    ['PATCH', `${base}/batches/${batchId}`, { name: 'Renomeado' }],
    ['DELETE', `${base}/batches/${batchId}`],
    ['POST', rules, { ranking_type: 'overall', ranking_cut: 3, tipo_premiacao: 'trofeu' }],
    ['PATCH', `${rules}/1`, { ranking_cut: 2 }],
    ['DELETE', `${rules}/1`],
  ];
  for (const [method, path, json] of calls) {
    const res = await hub.call(method, path, { json });
    expect(res.status, `${method} ${path}`).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('not_found');
  }
  // The spec's own read of the same path still answers, and the race is still there.
  expect((await hub.call('GET', rules)).status).toBe(200);
  expect((await hub.call('GET', `${base}/races/${race.code}/vacancy`)).status).toBe(200);
  const doc = (await (await hub.call('GET', '/openapi.json', { key: null })).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  expect(doc.paths).not.toHaveProperty('/events/{event}/races/{race}');
  expect(doc.paths).not.toHaveProperty('/events/{event}/batches/{batch}');
  expect(Object.keys(doc.paths['/events/{event}/races/{race}/prize-rules'])).toEqual(['get']);
});
