import { afterAll, beforeAll, expect, test } from 'vitest';
import { pageEnvelope } from '@/contract/common';
import { eventSchema } from '@/contract/events';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent } from '@/testing/hub/fixtures';

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub({ specOnly: true });
});
afterAll(() => hub.close());

test('HUB_SPEC_ONLY: extensions answer 404, the spec endpoints work, extension params are ignored', async () => {
  const event = await insertEvent(hub, { name: 'Corrida Só Spec' });
  const race = await createRace(hub, event.code);
  for (const path of [
    '',
    '/races',
    '/batches',
    '/registration-fields',
    '/legal-discounts',
    '/retention',
    '/checkpoints',
    '/registration-imports',
    '/result-imports',
  ])
    expect((await hub.call('GET', `/events/${event.code}${path}`)).status, path).toBe(404);
  expect((await hub.call('GET', '/modalities')).status).toBe(404);
  // Creating and editing events: 404 like any path the spec lacks (POST /events is not a 405).
  expect((await hub.call('POST', '/events', { json: { name: 'x' } })).status).toBe(404);
  expect((await hub.call('PATCH', `/events/${event.code}`, { json: { name: 'x' } })).status).toBe(
    404,
  );
  const list = pageEnvelope(eventSchema).parse(
    await (await hub.call('GET', '/events?search=nada&include=races')).json(),
  );
  expect(list.data).toHaveLength(1);
  expect(list.data[0]).not.toHaveProperty('races');
  expect((await hub.call('GET', `/events/${event.code}/races/${race.code}/vacancy`)).status).toBe(
    200,
  );
  const doc = (await (await hub.call('GET', '/openapi.json', { key: null })).json()) as {
    paths: Record<string, unknown>;
  };
  expect(Object.keys(doc.paths)).not.toContain('/modalities');
  // A spec-only hub does not know dry_run: the request is a real delete (dashboards must not rely on it).
  const dry = (await (await hub.call('DELETE', `/events/${event.code}/results?dry_run=1`)).json())
    .data;
  expect(dry).toEqual({ deleted: 0 });
});
