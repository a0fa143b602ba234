import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dataEnvelope, errorBodySchema } from '@/contract/common';
import { deleteResultSchema } from '@/contract/registrations';
import { cpfCheckDigits } from '@/contract/cpf';
import { checkpoints, races, registrations, results, resultSplits } from '@/server/db/schema';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent, insertOnlineRegistration } from '@/testing/hub/fixtures';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
let raceA: { id: number; code: string };
let raceB: { id: number; code: string };
const deleted = dataEnvelope(deleteResultSchema);
const cpf = (n: number) => String(200000000 + n) + cpfCheckDigits(String(200000000 + n));

async function importRegs(race: string, from: number, n: number, source: 'api' | 'csv') {
  const registrations = Array.from({ length: n }, (_, i) => ({
    name: `P${from + i}`,
    external_id: `c-${from + i}`,
    document: cpf(from + i),
    bib: `B${from + i}`,
  }));
  expect(
    (
      await hub.call('POST', `/events/${event.code}/races/${race}/registrations?source=${source}`, {
        json: { registrations },
      })
    ).status,
  ).toBe(202);
  await hub.worker.drain();
}

beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub);
  raceA = await createRace(hub, event.code);
  raceB = await createRace(hub, event.code, { name: '5 km', distance: 5 });
  await importRegs(raceA.code, 0, 6, 'api');
  await importRegs(raceA.code, 10, 4, 'csv');
  await importRegs(raceB.code, 20, 3, 'csv');
  await insertOnlineRegistration(hub, event.id, raceA.id, { bib: 'ON1' });
  await insertOnlineRegistration(hub, event.id, raceB.id, { bib: 'ON2' });
});
afterAll(() => hub.close());

const del = (query: string) => hub.call('DELETE', `/events/${event.code}/registrations${query}`);

describe('DELETE /events/{event}/registrations', () => {
  test('origin=online is refused with its own error', async () => {
    const res = await del('?origin=online');
    expect(res.status).toBe(422);
    expect(errorBodySchema.parse(await res.json()).error).toBe('online_registrations_protected');
  });

  test('dry run counts, then filters delete only api/csv, never online', async () => {
    const dry = deleted.parse(await (await del(`?race_id=${raceA.id}&dry_run=1`)).json()).data;
    expect(dry).toEqual({ deleted: 0, would_delete: 10, protected_online: 1 });
    expect(deleted.parse(await (await del(`?race_id=${raceA.id}&origin=csv`)).json()).data).toEqual(
      { deleted: 4 },
    );
    expect(deleted.parse(await (await del('?status=cancelled')).json()).data).toEqual({
      deleted: 0,
    });
    expect(deleted.parse(await (await del('')).json()).data).toEqual({ deleted: 9 });
    const left = await hub.database.run((db) =>
      db.select().from(registrations).where(eq(registrations.eventId, event.id)),
    );
    expect(left.map((r) => r.origin)).toEqual(['online', 'online']);
  });

  test('bad filters and foreign races', async () => {
    expect((await del('?origin=paper')).status).toBe(422);
    expect((await del('?status=lost')).status).toBe(422);
    const other = await insertEvent(hub);
    const foreign = await createRace(hub, other.code);
    expect((await del(`?race_id=${foreign.id}`)).status).toBe(404);
  });
});

describe('results and checkpoints', () => {
  test('delete all results (soft-deleted too) and reset results_status; checkpoint with its splits', async () => {
    const res = await hub.call('POST', `/events/${event.code}/races/${raceB.code}/results`, {
      json: {
        results: [
          { bib: 'X1', net_time: '00:30:00', splits: [{ checkpoint: 'Km 2', time: '00:12:00' }] },
          { bib: 'X2', net_time: '00:31:00' },
        ],
      },
    });
    expect(res.status).toBe(202);
    await hub.worker.drain();
    await hub.database.run((db) =>
      db.update(results).set({ deletedAt: new Date() }).where(eq(results.bib, 'X2')),
    );
    const [cp] = await hub.database.run((db) =>
      db.select().from(checkpoints).where(eq(checkpoints.raceId, raceB.id)),
    );
    const list = (await (await hub.call('GET', `/events/${event.code}/checkpoints`)).json()).data;
    expect(list).toEqual([expect.objectContaining({ id: cp.id, code: 'KM-2', race_id: raceB.id })]);
    const removed = await hub.call('DELETE', `/events/${event.code}/checkpoints/${cp.id}`);
    expect(removed.status).toBe(204);
    expect(await hub.database.run((db) => db.select().from(resultSplits))).toEqual([]);
    expect((await hub.call('DELETE', `/events/${event.code}/checkpoints/${cp.id}`)).status).toBe(
      404,
    );
    expect((await hub.call('DELETE', `/events/${event.code}/checkpoints/abc`)).status).toBe(404);

    const dry = deleted.parse(
      await (await hub.call('DELETE', `/events/${event.code}/results?dry_run=1`)).json(),
    ).data;
    expect(dry.would_delete).toBe(2);
    expect(
      deleted.parse(await (await hub.call('DELETE', `/events/${event.code}/results`)).json()).data,
    ).toEqual({ deleted: 2 });
    const raceRows = await hub.database.run((db) =>
      db.select().from(races).where(eq(races.eventId, event.id)),
    );
    expect(raceRows.every((r) => r.resultsStatus === 'pending')).toBe(true);
  });
});
