import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importStatusSchema, summaryAddsUp } from '@/contract/imports';
import { cpfCheckDigits } from '@/contract/cpf';
import { registrations, results } from '@/server/db/schema';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub);
});
afterAll(() => hub.close());

const cpf = (n: number) => {
  const nine = String(200000000 + n).slice(-9);
  return nine + cpfCheckDigits(nine);
};

/** Ten items, the one at `bad` replaced; processed; the finished status and the race id. */
async function importTen(
  kind: 'registrations' | 'results',
  make: (i: number) => Record<string, unknown>,
  bad: number,
  badItem: Record<string, unknown>,
) {
  const race = await createRace(hub, event.code, { name: `Prova ${kind} ${bad}`, distance: null });
  const items = Array.from({ length: 10 }, (_, i) => (i === bad ? badItem : make(i)));
  const res = await hub.call('POST', `/events/${event.code}/races/${race.code}/${kind}`, {
    json: { [kind]: items },
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const queued = importStatusSchema.parse(await res.json());
  await hub.worker.drain();
  const path = `/events/${event.code}/${kind === 'results' ? 'result' : 'registration'}-imports/${queued.import_id}`;
  const done = importStatusSchema.parse(await (await hub.call('GET', path)).json());
  expect(summaryAddsUp(done.summary)).toBe(true);
  return { done, raceId: race.id };
}

const expectOneItemError = (
  done: Awaited<ReturnType<typeof importTen>>['done'],
  index: number,
  field: string,
) => {
  expect(done.status).toBe('completed');
  expect(done.summary).toMatchObject({ total_received: 10, created: 9, updated: 0, errors: 1 });
  expect(done.items).toEqual([
    expect.objectContaining({ index, outcome: 'error', field, message: expect.any(String) }),
  ]);
};

describe('an item out of range is that item error; the other nine are applied', () => {
  const person = (i: number) => ({
    name: `Atleta ${i}`,
    external_id: `lim-${i}-${Math.random().toString(36).slice(2, 8)}`,
    document: cpf(i + Math.floor(Math.random() * 1e6)),
    birth_date: '1990-05-17',
  });

  test.each([
    ['birth_date', '9999-01-01'],
    ['birth_date', '1899-12-31'],
  ])('registrations: %s %s', async (field, value) => {
    const { done, raceId } = await importTen('registrations', person, 4, {
      ...person(4),
      [field]: value,
    });
    expectOneItemError(done, 4, field);
    const stored = await hub.database.run((db) =>
      db.select().from(registrations).where(eq(registrations.raceId, raceId)),
    );
    expect(stored).toHaveLength(9);
  });

  const finisher = (i: number) => ({ bib: String(500 + i), net_time: `00:${40 + i}:00` });
  test.each([
    ['net_time', { net_time: '999:00:00' }],
    ['gun_time', { gun_time: '500:00:00' }],
    ['overall_position', { overall_position: 2 ** 31 }],
    ['category_position', { category_position: 2 ** 31 }],
    ['splits.0.time', { splits: [{ checkpoint: '5K', time: '999:00:00' }] }],
  ])('results: %s', async (field, bad) => {
    const { done, raceId } = await importTen('results', finisher, 3, { ...finisher(3), ...bad });
    expectOneItemError(done, 3, field);
    const stored = await hub.database.run((db) =>
      db.select().from(results).where(eq(results.raceId, raceId)),
    );
    expect(stored.map((r) => r.bib).sort()).toEqual(
      [0, 1, 2, 4, 5, 6, 7, 8, 9].map((i) => String(500 + i)),
    );
  });

  test('results: the largest time and place that fit are kept as sent', async () => {
    const { done, raceId } = await importTen('results', finisher, 0, {
      bib: '777',
      net_time: '499:59:59.999',
      overall_position: 2 ** 31 - 1,
    });
    expect(done.status).toBe('completed');
    expect(done.summary).toMatchObject({ created: 10, errors: 0 });
    const [row] = await hub.database.run((db) =>
      db
        .select()
        .from(results)
        .where(and(eq(results.raceId, raceId), eq(results.bib, '777'))),
    );
    expect(row).toMatchObject({ netTimeMs: 500 * 3_600_000 - 1, overallPosition: 2 ** 31 - 1 });
  });
});
