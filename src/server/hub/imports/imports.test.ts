import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorBodySchema } from '@/contract/common';
import { importStatusSchema, summaryAddsUp, type ImportStatus } from '@/contract/imports';
import { cpfCheckDigits, formatCpf } from '@/contract/cpf';
import { checkpoints, races, registrations, results, resultSplits } from '@/server/db/schema';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import {
  addCategory,
  createRace,
  insertEvent,
  insertOnlineRegistration,
} from '@/testing/hub/fixtures';

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub();
});
afterAll(() => hub.close());

const cpf = (n: number) => {
  const nine = String(100000000 + n).slice(-9);
  return nine + cpfCheckDigits(nine);
};
const person = (i: number, extra: Record<string, unknown> = {}) => ({
  name: `Atleta ${i}`,
  external_id: `ext-${i}`,
  document: cpf(i),
  email: `atleta${i}@example.com.br`,
  birth_date: '1990-05-17',
  bib: String(1000 + i),
  ...extra,
});

async function send(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await hub.call('POST', path, { json: body, headers });
  return { res, status: res.status, body: (await res.json()) as unknown };
}

/** Sends, processes the queue, and returns the finished status. */
/** A race's results by bib, as the hub reads them back (places are ranked as they are read). */
async function placesOf(event: string, race: string, query = 'per_page=100') {
  const res = await hub.call('GET', `/events/${event}/races/${race}/results?${query}`);
  const { data } = (await res.json()) as {
    data: {
      bib: string;
      overall_position: number | null;
      gender_position: number | null;
      category_position: number | null;
    }[];
  };
  return Object.fromEntries(data.map((r) => [r.bib, r]));
}

async function runImport(
  event: string,
  race: string,
  kind: 'registrations' | 'results',
  body: unknown,
  query = '',
  headers: Record<string, string> = {},
) {
  const { status, body: accepted } = await send(
    `/events/${event}/races/${race}/${kind}${query}`,
    body,
    headers,
  );
  expect(status, JSON.stringify(accepted)).toBe(202);
  const queued = importStatusSchema.parse(accepted);
  await hub.worker.drain();
  const path = `/events/${event}/${kind === 'registrations' ? 'registration' : 'result'}-imports/${queued.import_id}`;
  const done = importStatusSchema.parse(await (await hub.call('GET', path)).json());
  expect(summaryAddsUp(done.summary)).toBe(true);
  return { queued, done };
}

describe('registration imports', () => {
  let event: Awaited<ReturnType<typeof insertEvent>>;
  let race: { id: number; code: string };
  beforeAll(async () => {
    event = await insertEvent(hub);
    race = await createRace(hub, event.code);
    await addCategory(hub, race.id, event.id, 'Masculino 30-39');
  });

  test('queued with 202, processed, idempotent on a second run', async () => {
    const items = Array.from({ length: 50 }, (_, i) =>
      person(
        i,
        i === 3
          ? { document: formatCpf(cpf(3)), category: 'masculino 30–39'.replace('–', '-') }
          : {},
      ),
    );
    const { queued, done } = await runImport(
      event.code,
      race.code,
      'registrations',
      { registrations: items },
      '?source=csv',
    );
    expect(queued).toMatchObject({
      status: 'queued',
      source: 'csv',
      event_code: event.code,
      finished_at: null,
    });
    expect(queued).not.toHaveProperty('race_code');
    expect(done.status).toBe('completed');
    expect(done.summary).toMatchObject({
      total_received: 50,
      created: 50,
      updated: 0,
      conflicts: 0,
      errors: 0,
    });
    expect(done.finished_at).not.toBeNull();
    const again = await runImport(
      event.code,
      race.code,
      'registrations',
      { registrations: items },
      '?source=csv',
    );
    expect(again.done.summary).toMatchObject({ total_received: 50, created: 0, updated: 50 });
    const rows = await hub.database.run((db) =>
      db.select().from(registrations).where(eq(registrations.raceId, race.id)),
    );
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.origin === 'csv' && r.status === 'confirmed')).toBe(true);
    expect(rows.find((r) => r.externalId === 'ext-3')).toMatchObject({
      document: cpf(3),
      categoryId: expect.any(Number),
    });
  });

  test('stores sex, keeps it when a later file leaves it out, refuses a value off the contract', async () => {
    const items = [
      person(700, { sex: 'F' }),
      person(701, { sex: 'M' }),
      person(702),
      person(703, { sex: 'Feminino' }),
    ];
    const { done } = await runImport(
      event.code,
      race.code,
      'registrations',
      {
        registrations: items,
      },
      '',
      { 'Idempotency-Key': 'sex-upload-1' },
    );
    expect(done.summary).toMatchObject({ created: 3, errors: 1 });
    expect(done.items).toEqual([expect.objectContaining({ index: 3, field: 'sex' })]);
    expect(done).toMatchObject({ race: race.code, idempotency_key: 'sex-upload-1' });
    const again = await runImport(event.code, race.code, 'registrations', {
      registrations: [person(700), person(702, { sex: 'X' })],
    });
    expect(again.done.summary).toMatchObject({ updated: 2 });
    const rows = await hub.database.run((db) =>
      db.select().from(registrations).where(eq(registrations.raceId, race.id)),
    );
    const sexOf = (ext: string) => rows.find((r) => r.externalId === ext)?.sex;
    expect([sexOf('ext-700'), sexOf('ext-701'), sexOf('ext-702')]).toEqual(['F', 'M', 'X']);
    expect(sexOf('ext-703')).toBeUndefined();
  });

  test('matches by CPF when there is no external_id; per-item errors next to valid items', async () => {
    const items = [
      { name: 'Só CPF', document: formatCpf(cpf(1)) },
      { name: 'Sem identificação' },
      { name: 'CPF ruim', document: '529.982.247-26' },
      { name: 'E-mail ruim', external_id: 'bad-mail', email: 'not-an-email' },
      { name: 'Categoria?', external_id: 'cat', category: 'Sub-99' },
      { name: 'Modalidade?', external_id: 'mod', modality: 'Natação' },
      { name: '', external_id: 'noname' },
      'not an object',
      person(200),
    ];
    const { done } = await runImport(event.code, race.code, 'registrations', {
      registrations: items,
    });
    expect(done.summary).toMatchObject({
      total_received: 9,
      created: 1,
      updated: 1,
      conflicts: 0,
      errors: 7,
    });
    expect(done.items?.map((i) => [i.index, i.outcome, i.field])).toEqual([
      [1, 'error', 'external_id'],
      [2, 'error', 'document'],
      [3, 'error', 'email'],
      [4, 'error', 'category'],
      [5, 'error', 'modality'],
      [6, 'error', 'name'],
      [7, 'error', null],
    ]);
    expect(done.items?.[3]).toMatchObject({
      external_id: 'cat',
      message: expect.stringContaining('Sub-99'),
    });
  });

  test('duplicates inside one request are reported, not fatal', async () => {
    const items = [
      person(300),
      person(300, { bib: '9300' }),
      person(301, { document: cpf(300) }),
      person(302, { bib: '1300' }),
    ];
    const { done } = await runImport(event.code, race.code, 'registrations', {
      registrations: items,
    });
    expect(done.summary).toMatchObject({ created: 1, errors: 3 });
    expect(done.items?.map((i) => i.field)).toEqual(['external_id', 'document', 'bib']);
  });

  test('conflicts: online registrations, another race, two different registrations', async () => {
    const otherRace = await createRace(hub, event.code, { name: '5 km', distance: 5 });
    await insertOnlineRegistration(hub, event.id, race.id, {
      externalId: 'online-1',
      document: cpf(400),
      bib: '4400',
    });
    await runImport(event.code, otherRace.code, 'registrations', { registrations: [person(401)] });
    const items = [
      person(402, { external_id: 'online-1', document: undefined, bib: undefined }),
      person(401),
      person(0, { document: cpf(1) }),
      person(403, { bib: '1000' }),
    ];
    const { done } = await runImport(event.code, race.code, 'registrations', {
      registrations: items,
    });
    expect(done.summary).toMatchObject({
      total_received: 4,
      created: 0,
      updated: 0,
      conflicts: 3,
      errors: 1,
    });
    expect(done.items?.map((i) => [i.outcome, i.index])).toEqual([
      ['conflict', 0],
      ['conflict', 1],
      ['conflict', 2],
      ['error', 3],
    ]);
    const online = await hub.database.run((db) =>
      db.select().from(registrations).where(eq(registrations.externalId, 'online-1')),
    );
    expect(online[0].name).toBe('Online');
  });

  test('2000 items accepted, 2001 refused', async () => {
    const many = (n: number) => ({
      registrations: Array.from({ length: n }, (_, i) => person(10_000 + i)),
    });
    const refused = await send(
      `/events/${event.code}/races/${race.code}/registrations`,
      many(2001),
    );
    expect(refused.status).toBe(422);
    expect(errorBodySchema.parse(refused.body).details).toHaveProperty('registrations');
    const { done } = await runImport(event.code, race.code, 'registrations', many(2000));
    expect(done.summary).toMatchObject({ total_received: 2000, created: 2000 });
    expect(
      (await send(`/events/${event.code}/races/${race.code}/registrations`, { registrations: [] }))
        .status,
    ).toBe(422);
  });

  test('Idempotency-Key: same body returns the same import; another body is 422', async () => {
    const body = { registrations: [person(500)] };
    const headers = { 'Idempotency-Key': 'file-abc-chunk-1' };
    const first = await send(
      `/events/${event.code}/races/${race.code}/registrations?source=csv`,
      body,
      headers,
    );
    const second = await send(
      `/events/${event.code}/races/${race.code}/registrations?source=csv`,
      { registrations: [{ ...person(500) }] },
      headers,
    );
    expect(second.status).toBe(202);
    expect(second.res.headers.get('idempotent-replayed')).toBe('true');
    expect(importStatusSchema.parse(second.body).import_id).toBe(
      importStatusSchema.parse(first.body).import_id,
    );
    const other = await send(
      `/events/${event.code}/races/${race.code}/registrations?source=csv`,
      { registrations: [person(501)] },
      headers,
    );
    expect(other.status).toBe(422);
    expect(errorBodySchema.parse(other.body).details).toHaveProperty('Idempotency-Key');
    await hub.worker.drain();
    const count = await hub.database.run((db) =>
      db.select().from(registrations).where(eq(registrations.externalId, 'ext-500')),
    );
    expect(count).toHaveLength(1);
  });

  test('an identical re-upload is unchanged (inside updated) and writes nothing', async () => {
    const items = [person(800), person(801, { category: 'Masculino 30-39' }), person(802)];
    const first = await runImport(event.code, race.code, 'registrations', {
      registrations: items,
    });
    expect(first.done.summary).toMatchObject({ created: 3, unchanged: 0 });
    const stamps = async () =>
      (
        await hub.database.run((db) =>
          db
            .select({ id: registrations.externalId, at: registrations.updatedAt })
            .from(registrations)
            .where(eq(registrations.raceId, race.id)),
        )
      )
        .filter((r) => ['ext-800', 'ext-801', 'ext-802'].includes(r.id!))
        .map((r) => `${r.id}@${r.at.toISOString()}`)
        .sort();
    const before = await stamps();
    const again = await runImport(event.code, race.code, 'registrations', {
      // The CPF masked and the category written another way are the same values.
      registrations: [
        { ...items[0], document: formatCpf(cpf(800)) },
        { ...items[1], category: 'MASCULINO 30-39' },
        items[2],
      ],
    });
    expect(again.done.summary).toMatchObject({
      total_received: 3,
      created: 0,
      updated: 3,
      unchanged: 3,
    });
    expect(await stamps()).toEqual(before);
    const changed = await runImport(event.code, race.code, 'registrations', {
      registrations: [
        { ...items[0], phone: '41999990000' },
        { name: 'Atleta 801', external_id: 'ext-801' },
        { ...items[2], name: 'Atleta Renomeada' },
      ],
    });
    expect(changed.done.summary).toMatchObject({ created: 0, updated: 3, unchanged: 1 });
  });

  test('status of another event or kind is 404; history lists newest first', async () => {
    const { queued } = await runImport(event.code, race.code, 'registrations', {
      registrations: [person(600)],
    });
    const other = await insertEvent(hub);
    expect(
      (await hub.call('GET', `/events/${other.code}/registration-imports/${queued.import_id}`))
        .status,
    ).toBe(404);
    expect(
      (await hub.call('GET', `/events/${event.code}/result-imports/${queued.import_id}`)).status,
    ).toBe(404);
    const history = (await (
      await hub.call('GET', `/events/${event.code}/registration-imports?per_page=2`)
    ).json()) as { data: ImportStatus[]; meta: { total: number } };
    expect(history.data[0].import_id).toBe(queued.import_id);
    expect(history.data[0]).not.toHaveProperty('items');
    expect(history.meta.total).toBeGreaterThan(5);
  });
});

describe('result imports', () => {
  let event: Awaited<ReturnType<typeof insertEvent>>;
  let race: { id: number; code: string };
  beforeAll(async () => {
    event = await insertEvent(hub);
    race = await createRace(hub, event.code, { name: 'Meia', distance: 21 });
    await runImport(event.code, race.code, 'registrations', {
      registrations: Array.from({ length: 5 }, (_, i) => person(700 + i)),
    });
  });
  const result = (bib: string, net: string, extra: Record<string, unknown> = {}) => ({
    bib,
    net_time: net,
    gun_time: net,
    ...extra,
  });

  test('upsert by bib, positions computed, checkpoints created from splits', async () => {
    const items = [
      result('1700', '01:40:00', {
        category: 'M30',
        splits: [{ checkpoint: 'Km 10', time: '00:47:00' }],
      }),
      result('1701', '01:35:10.500', {
        category: 'M30',
        splits: [
          { checkpoint: 'Km 10', time: '00:45:00' },
          { checkpoint: 'Km 15', time: '01:08:00' },
        ],
      }),
      result('1702', '01:50:00', { category: 'F30' }),
      { bib: '1703', status: 'dnf' },
      { bib: '9999', net_time: '02:00:00', name: 'Sem inscrição' },
      { bib: '1704' },
    ];
    const { queued, done } = await runImport(event.code, race.code, 'results', { results: items });
    expect(queued).toMatchObject({ kind: 'results', race_code: race.code });
    expect(done.summary).toMatchObject({ total_received: 6, created: 5, errors: 1 });
    expect(done.items?.[0]).toMatchObject({ index: 5, field: 'net_time', bib: '1704' });
    const rows = await hub.database.run((db) =>
      db.select().from(results).where(eq(results.raceId, race.id)),
    );
    const byBib = Object.fromEntries(rows.map((r) => [r.bib, r]));
    const placed = await placesOf(event.code, race.code);
    expect([
      placed['1701'].overall_position,
      placed['1700'].overall_position,
      placed['1702'].overall_position,
      placed['9999'].overall_position,
    ]).toEqual([1, 2, 3, 4]);
    expect([
      placed['1701'].category_position,
      placed['1700'].category_position,
      placed['1702'].category_position,
    ]).toEqual([1, 2, 1]);
    expect(placed['1703'].overall_position).toBeNull();
    expect(byBib['1701'].registrationId).not.toBeNull();
    const cps = await hub.database.run((db) =>
      db.select().from(checkpoints).where(eq(checkpoints.raceId, race.id)),
    );
    expect(cps.map((c) => [c.code, c.name])).toEqual([
      ['KM-10', 'Km 10'],
      ['KM-15', 'Km 15'],
    ]);
    const [raceRow] = await hub.database.run((db) =>
      db.select().from(races).where(eq(races.id, race.id)),
    );
    expect(raceRow.resultsStatus).toBe('provisional');

    const second = await runImport(event.code, race.code, 'results', {
      results: [result('1700', '01:30:00', { overall_position: 1 })],
    });
    expect(second.done.summary).toMatchObject({ created: 0, updated: 1 });
    const [updated] = await hub.database.run((db) =>
      db
        .select()
        .from(results)
        .where(and(eq(results.raceId, race.id), eq(results.bib, '1700'))),
    );
    expect(updated).toMatchObject({
      netTimeMs: 5400000,
      overallPosition: 1,
      overallFromFile: true,
      // The file gave the overall place only: the category place is still computed.
      categoryFromFile: false,
    });
    expect((await placesOf(event.code, race.code))['1700']).toMatchObject({
      overall_position: 1,
      category_position: 1,
    });
  });

  test('batch modality by id or name must exist in the race, and so must an item override', async () => {
    const modalities = (await (await hub.call('GET', '/modalities')).json()).data as {
      id: number;
      name: string;
    }[];
    const walk = modalities.find((m) => m.name === 'Caminhada')!;
    const path = `/events/${event.code}/races/${race.code}/results`;
    expect(
      (await send(path, { results: [result('1', '01:00:00')], modality_id: walk.id })).status,
    ).toBe(422);
    const byName = await send(path, { results: [result('1', '01:00:00')], modality: 'Natação' });
    expect(errorBodySchema.parse(byName.body).details).toHaveProperty('modality');
    const { done } = await runImport(event.code, race.code, 'results', {
      results: [result('1702', '01:49:00'), result('1703', '01:59:00', { modality: 'Caminhada' })],
      modality: 'geral',
    });
    expect(done.summary).toMatchObject({ updated: 1, errors: 1 });
    expect(done.items?.[0]).toMatchObject({ index: 1, field: 'modality', bib: '1703' });
    expect(
      (await send(path, { results: [result('1', '1:00:00')], modality: 'x'.repeat(81) })).status,
    ).toBe(422);
  });

  test('sem_classificacao races get no positions; 5000 accepted, 5001 refused', async () => {
    const kids = await createRace(hub, event.code, {
      name: 'Kids',
      sem_classificacao: true,
      type: 'kids',
    });
    const many = (n: number) => ({
      results: Array.from({ length: n }, (_, i) =>
        result(`K${i}`, `00:${String(10 + (i % 40)).padStart(2, '0')}:00`),
      ),
    });
    const path = `/events/${event.code}/races/${kids.code}/results`;
    expect((await send(path, many(5001))).status).toBe(422);
    const { done } = await runImport(event.code, kids.code, 'results', many(5000));
    expect(done.summary).toMatchObject({ total_received: 5000, created: 5000 });
    const positioned = [];
    for (let page = 1; page <= 5; page++)
      positioned.push(
        ...Object.values(await placesOf(event.code, kids.code, `per_page=1000&page=${page}`)),
      );
    expect(positioned).toHaveLength(5000);
    expect(positioned.every((r) => r.overall_position === null)).toBe(true);
  });

  test('checkpoints get the distance their name gives; gap marks are not splits', async () => {
    const trail = await createRace(hub, event.code, { name: 'Maratona', distance: 42.195 });
    const splits = (times: string[]) =>
      ['5K', 'Half', 'Km 15', 'Split 3', 'Maratona'].map((checkpoint, i) => ({
        checkpoint,
        time: times[i],
      }));
    const { done } = await runImport(event.code, trail.code, 'results', {
      results: [
        result('1', '03:00:00', {
          splits: splits(['00:25:00', '01:45:00', '01:15:00', '02:00:00', '03:00:00']),
        }),
        result('2', '03:10:00', { splits: splits(['00:26:00', '-', '--:--:--', '', '—']) }),
        result('3', '03:20:00', { splits: splits(['00:27:00', '--', ' - ', '1:00', '02:00:00']) }),
      ],
    });
    expect(done.summary).toMatchObject({ created: 2, errors: 1 });
    expect(done.items?.[0]).toMatchObject({ index: 2, field: 'splits.3.time', bib: '3' });
    const cps = await hub.database.run((db) =>
      db.select().from(checkpoints).where(eq(checkpoints.raceId, trail.id)),
    );
    expect(cps.map((c) => [c.name, c.distance])).toEqual([
      ['5K', 5],
      ['Half', 21.0975],
      ['Km 15', 15],
      ['Split 3', null],
      ['Maratona', 42.195],
    ]);
    const stored = await hub.database.run((db) =>
      db
        .select({ bib: results.bib, ms: resultSplits.timeMs })
        .from(resultSplits)
        .innerJoin(results, eq(results.id, resultSplits.resultId))
        .where(and(eq(results.raceId, trail.id), eq(results.bib, '2'))),
    );
    expect(stored.map((s) => s.ms)).toEqual([26 * 60_000]);
  });

  test('re-sent splits replace the old ones', async () => {
    await runImport(event.code, race.code, 'results', {
      results: [
        result('1701', '01:35:10', { splits: [{ checkpoint: 'km 10', time: '00:44:00' }] }),
      ],
    });
    const splits = await hub.database.run((db) =>
      db
        .select()
        .from(resultSplits)
        .innerJoin(results, eq(results.id, resultSplits.resultId))
        .where(and(eq(results.raceId, race.id), eq(results.bib, '1701'))),
    );
    expect(splits.map((s) => s.result_splits.timeMs)).toEqual([2640000]);
  });
});
