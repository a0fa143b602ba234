import { afterAll, beforeAll, expect, test } from 'vitest';
import { dataEnvelope } from '@/contract/common';
import { meSchema } from '@/contract/me';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

let hub: TestHub;
let specOnly: TestHub;
beforeAll(async () => {
  [hub, specOnly] = await Promise.all([createTestHub(), createTestHub({ specOnly: true })]);
});
afterAll(() => Promise.all([hub.close(), specOnly.close()]));

test('GET /me names the calling key, never the key itself', async () => {
  const res = await hub.call('GET', '/me');
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).not.toContain(hub.manageKey);
  const wire = JSON.parse(text) as { data: { created_at: string } };
  // The hub writes its stamps in UTC (decisions.md); the console reads them in any form.
  expect(wire.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  const { data } = dataEnvelope(meSchema).parse(wire);
  expect(data).toEqual({
    name: 'test manage',
    scopes: ['manage'],
    created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+[+-]\d{2}:\d{2}$/),
  });
  expect((await hub.call('GET', '/me', { key: null })).status).toBe(401);
  expect((await specOnly.call('GET', '/me')).status).toBe(404);
});
