import { afterAll, beforeAll, expect, test } from 'vitest';
import { pageEnvelope } from '@/contract/common';
import { salespersonSchema } from '@/contract/salespeople';
import { salespeople } from '@/server/db/schema';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub();
});
afterAll(() => hub.close());

test('lists only active salespeople, paginated', async () => {
  await hub.database.run((db) =>
    db.insert(salespeople).values([
      {
        name: 'Carla Mendes',
        email: 'carla@hub.com.br',
        mobile: '+55 41 99999-0001',
        status: 'active',
        commercialStatus: 'ativo',
      },
      { name: 'Bruno Lima', status: 'inactive' },
      { name: 'Ana Souza', status: 'active' },
      { name: 'Diego Rocha', status: 'suspended' },
    ]),
  );
  const body = pageEnvelope(salespersonSchema).parse(
    await (await hub.call('GET', '/salespeople?per_page=1')).json(),
  );
  expect(body.data.map((s) => s.name)).toEqual(['Ana Souza']);
  expect(body.meta).toEqual({ page: 1, per_page: 1, total: 2, last_page: 2 });
  expect(body.links.next).toContain('page=2');
});
