import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dataEnvelope, errorBodySchema, pageEnvelope } from '@/contract/common';
import { cpfCheckDigits } from '@/contract/cpf';
import { importStatusSchema } from '@/contract/imports';
import { registrationListItemSchema } from '@/contract/registration-list';
import { deleteResultSchema } from '@/contract/registrations';
import { resultSchema } from '@/contract/results';
import { imports, races, registrations, results } from '@/server/db/schema';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent, insertOnlineRegistration } from '@/testing/hub/fixtures';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
let race: { id: number; code: string };
const deleted = dataEnvelope(deleteResultSchema);
const registrationPage = pageEnvelope(registrationListItemSchema);
const cpf = (n: number) => String(300000000 + n) + cpfCheckDigits(String(300000000 + n));
const person = (n: number, withExternalId = true) => ({
  name: `Pessoa ${n}`,
  ...(withExternalId ? { external_id: `u-${n}` } : {}),
  document: cpf(n),
  bib: `U${n}`,
});

async function post(kind: 'registrations' | 'results', items: object[], raceCode = race.code) {
  const res = await hub.call('POST', `/events/${event.code}/races/${raceCode}/${kind}?source=csv`, {
    json: { [kind]: items },
  });
  expect(res.status).toBe(202);
  await hub.worker.drain();
  return importStatusSchema.parse(await res.json()).import_id;
}

const path = (kind: 'registration' | 'result', id: number | string) =>
  `/events/${event.code}/${kind}-imports/${id}/rows`;
const names = async (id: number, query = '') =>
  registrationPage
    .parse(await (await hub.call('GET', `${path('registration', id)}${query}`)).json())
    .data.map((r) => r.name);

beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub);
  race = await createRace(hub, event.code);
});
afterAll(() => hub.close());

describe('the registrations of one import', () => {
  test('lists and deletes only what the import created, never what it updated or others made', async () => {
    const first = await post('registrations', [person(1), person(2), person(3, false)]);
    // The second import updates person 2 (it existed before) and creates 4 and 5.
    const second = await post('registrations', [
      { ...person(2), name: 'Pessoa 2 renomeada' },
      person(4),
      person(5),
    ]);
    await insertOnlineRegistration(hub, event.id, race.id, { bib: 'ON1' });

    expect(await names(first)).toEqual(['Pessoa 1', 'Pessoa 2 renomeada', 'Pessoa 3']);
    expect(await names(second)).toEqual(['Pessoa 4', 'Pessoa 5']);
    const page = registrationPage.parse(
      await (await hub.call('GET', `${path('registration', first)}?per_page=2&page=2`)).json(),
    );
    expect(page.meta).toMatchObject({ total: 3, last_page: 2, page: 2 });
    expect(page.data[0].document).toBe(`***.${cpf(3).slice(3, 6)}.${cpf(3).slice(6, 9)}-**`);

    const dry = await hub.call('DELETE', `${path('registration', first)}?dry_run=1`);
    expect(deleted.parse(await dry.json()).data).toEqual({
      deleted: 0,
      would_delete: 3,
      protected_online: 0,
    });
    const gone = await hub.call('DELETE', path('registration', first));
    expect(deleted.parse(await gone.json()).data).toEqual({ deleted: 3 });

    const left = await hub.database.run((db) =>
      db
        .select({ name: registrations.name, origin: registrations.origin })
        .from(registrations)
        .where(eq(registrations.eventId, event.id)),
    );
    expect(left.map((r) => [r.name, r.origin]).sort()).toEqual([
      ['Online', 'online'],
      ['Pessoa 4', 'csv'],
      ['Pessoa 5', 'csv'],
    ]);
  });

  test('a person made again by a later import is not the earlier import’s', async () => {
    const first = await post('registrations', [person(10)]);
    expect(
      deleted.parse(await (await hub.call('DELETE', path('registration', first))).json()).data,
    ).toEqual({ deleted: 1 });
    const again = await post('registrations', [person(10)]);
    expect(await names(first)).toEqual([]);
    expect(await names(again)).toEqual(['Pessoa 10']);
  });

  test('a failed import is read from its items and slices; an import from before keeping who is 409', async () => {
    const items = [person(20), person(21)];
    const id = await post('registrations', items);
    const set = (values: Partial<typeof imports.$inferInsert>) =>
      hub.database.run((db) => db.update(imports).set(values).where(eq(imports.id, id)));
    await set({ status: 'failed', payload: { items } });
    expect(await names(id)).toEqual(['Pessoa 20', 'Pessoa 21']);
    await set({ status: 'completed', payload: { items: [] } });
    const res = await hub.call('GET', path('registration', id));
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(await res.json())).toMatchObject({
      error: 'conflict',
      details: { import: [expect.stringMatching(/^Esta importação é anterior/)] },
    });
    // Queued again, waiting for its retry: not ended, so nothing to undo yet.
    await set({ status: 'queued', retryAt: new Date(Date.now() + 3_600_000) });
    expect((await hub.call('DELETE', path('registration', id))).status).toBe(409);
  });

  test('an import of another kind, of another event or unknown is 404', async () => {
    const resultsImport = await post('results', [{ bib: 'R1', net_time: '00:20:00' }]);
    for (const id of [resultsImport, 999_999, 'abc']) {
      const res = await hub.call('GET', path('registration', id));
      expect(res.status, String(id)).toBe(404);
      expect(errorBodySchema.parse(await res.json()).error).toBe('not_found');
    }
  });
});

describe('the results of one import', () => {
  test('lists and deletes the results it created; a race left with none is pending again', async () => {
    const other = await createRace(hub, event.code, { name: '5 km', distance: 5 });
    const first = await post(
      'results',
      [
        { bib: '10', net_time: '00:30:00' },
        { bib: '9', net_time: '00:31:00' },
      ],
      other.code,
    );
    const second = await post(
      'results',
      [
        { bib: '9', net_time: '00:29:00' },
        { bib: '11', net_time: '00:32:00' },
      ],
      other.code,
    );
    const bibs = async (id: number) =>
      pageEnvelope(resultSchema)
        .parse(await (await hub.call('GET', path('result', id))).json())
        .data.map((r) => r.bib);
    expect(await bibs(first)).toEqual(['9', '10']);
    expect(await bibs(second)).toEqual(['11']);

    expect(
      deleted.parse(await (await hub.call('DELETE', path('result', second))).json()).data,
    ).toEqual({ deleted: 1 });
    const status = async () =>
      (
        await hub.database.run((db) =>
          db.select({ s: races.resultsStatus }).from(races).where(eq(races.id, other.id)),
        )
      )[0].s;
    expect(await status()).not.toBe('pending');
    expect(
      deleted.parse(await (await hub.call('DELETE', path('result', first))).json()).data,
    ).toEqual({ deleted: 2 });
    expect(await status()).toBe('pending');
    const left = await hub.database.run((db) =>
      db.select().from(results).where(eq(results.raceId, other.id)),
    );
    expect(left).toEqual([]);
  });
});

test('a spec-only hub has no such paths: 404, nothing deleted', async () => {
  const specOnly = await createTestHub({ specOnly: true });
  try {
    const own = await insertEvent(specOnly);
    const ownRace = await createRace(specOnly, own.code);
    const res = await specOnly.call(
      'POST',
      `/events/${own.code}/races/${ownRace.code}/registrations`,
      { json: { registrations: [person(1)] } },
    );
    const id = importStatusSchema.parse(await res.json()).import_id;
    await specOnly.worker.drain();
    const where = `/events/${own.code}/registration-imports/${id}/rows`;
    expect((await specOnly.call('GET', where)).status).toBe(404);
    expect((await specOnly.call('DELETE', where)).status).toBe(404);
    const left = await specOnly.database.run((db) => db.select().from(registrations));
    expect(left).toHaveLength(1);
  } finally {
    await specOnly.close();
  }
});

test('the OpenAPI document has the four operations, named by the import, marked as extensions', async () => {
  const doc = (await (await hub.call('GET', '/openapi.json', { key: null })).json()) as {
    paths: Record<string, Record<string, { operationId: string; 'x-extension'?: boolean }>>;
  };
  const ops = [
    ['/events/{event}/registration-imports/{import}/rows', 'RowsOfRegistrationImport'],
    ['/events/{event}/result-imports/{import}/rows', 'RowsOfResultImport'],
  ].flatMap(([at, name]) =>
    ['get', 'delete'].map(
      (method) =>
        [doc.paths[at][method], `${method === 'get' ? 'list' : 'delete'}${name}`] as const,
    ),
  );
  for (const [op, id] of ops) expect(op).toMatchObject({ operationId: id, 'x-extension': true });
});
