import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorBodySchema, pageEnvelope } from '@/contract/common';
import { importStatusSchema, summaryAddsUp } from '@/contract/imports';
import { resultSchema, type Result } from '@/contract/results';
import { categories, races, results } from '@/server/db/schema';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

/** Items per transaction: small, so places and outcomes must hold across slices. */
const SLICE = 3;
let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub({}, { worker: { sliceItems: SLICE } });
});
afterAll(() => hub.close());

async function importResults(event: string, race: string, items: unknown[]) {
  const res = await hub.call('POST', `/events/${event}/races/${race}/results`, {
    json: { results: items },
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const queued = importStatusSchema.parse(await res.json());
  await hub.worker.drain();
  const done = importStatusSchema.parse(
    await (await hub.call('GET', `/events/${event}/result-imports/${queued.import_id}`)).json(),
  );
  expect(done.status).toBe('completed');
  expect(summaryAddsUp(done.summary)).toBe(true);
  return done;
}

const page = pageEnvelope(resultSchema);
async function readResults(event: string, race: string, query = '') {
  const res = await hub.call('GET', `/events/${event}/races/${race}/results${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return page.parse(await res.json());
}
const byBib = (rows: Result[]) => Object.fromEntries(rows.map((r) => [r.bib, r]));
const places = (rows: Result[], bibs: string[]) =>
  bibs.map((bib) => {
    const r = byBib(rows)[bib];
    return [r.overall_position, r.gender_position, r.category_position];
  });

async function newRace(body: Record<string, unknown> = {}) {
  const event = await insertEvent(hub);
  const race = await createRace(hub, event.code, body);
  return { event: event.code, race: race.code, raceId: race.id };
}

describe('places', () => {
  test('equal times share a place and the next is skipped, overall, by sex and by category', async () => {
    const { event, race } = await newRace();
    const done = await importResults(event, race, [
      { bib: '1', net_time: '00:40:00', sex: 'M', category: 'M30' },
      { bib: '2', net_time: '00:41:00', sex: 'F', category: 'F30' },
      { bib: '3', net_time: '00:41:00', sex: 'M', category: 'M30' },
      { bib: '4', net_time: '00:42:00', sex: 'F', category: 'F30' },
      { bib: '5', net_time: '00:42:00', sex: 'F', category: 'F30' },
      { bib: '6', net_time: '00:43:00', sex: 'F', category: 'F30' },
      { bib: '7', net_time: '00:44:00' },
    ]);
    expect(done.summary).toMatchObject({ total_received: 7, created: 7 });
    const { data } = await readResults(event, race);
    expect(places(data, ['1', '2', '3', '4', '5', '6', '7'])).toEqual([
      [1, 1, 1],
      [2, 1, 1],
      [2, 2, 2],
      [4, 2, 2],
      [4, 2, 2],
      [6, 4, 4],
      // No sex and no category: an overall place only.
      [7, null, null],
    ]);
  });

  test('computed places follow the scoring type: gun time for gun_time races', async () => {
    const { event, race } = await newRace({ scoring_type: 'gun_time' });
    await importResults(event, race, [
      { bib: '1', net_time: '00:40:00', gun_time: '00:45:00' },
      { bib: '2', net_time: '00:42:00', gun_time: '00:43:00' },
      { bib: '3', net_time: '00:41:00', gun_time: '00:43:00' },
    ]);
    const { data } = await readResults(event, race);
    expect(data.map((r) => [r.bib, r.overall_position])).toEqual([
      ['2', 1],
      ['3', 1],
      ['1', 3],
    ]);
  });

  test("the file's own places are kept, each on its own: missing ones are computed", async () => {
    const { event, race } = await newRace();
    await importResults(event, race, [
      { bib: '1', net_time: '00:40:00', sex: 'M', overall_position: 1 },
      { bib: '2', net_time: '00:40:00', sex: 'M', overall_position: 1 },
      { bib: '3', net_time: '00:41:00', sex: 'F', overall_position: 3, gender_position: 7 },
      { bib: '4', net_time: '00:39:00', sex: 'F' },
    ]);
    const { data } = await readResults(event, race);
    expect(places(data, ['1', '2', '3', '4'])).toEqual([
      [1, 1, null],
      [1, 1, null],
      [3, 7, null],
      // Its overall place is computed among everyone's times; the others keep the file's.
      [1, 1, null],
    ]);
    // A later upload without places for bib 1: its places are computed again.
    await importResults(event, race, [{ bib: '1', net_time: '00:45:00', sex: 'M' }]);
    const after = byBib((await readResults(event, race)).data);
    expect([after['1'].overall_position, after['1'].gender_position]).toEqual([4, 2]);
  });

  test('non-finishers get no time and no place, even when the item carries them', async () => {
    const { event, race } = await newRace();
    await importResults(event, race, [
      { bib: '1', net_time: '00:40:00' },
      {
        bib: '2',
        status: 'dnf',
        net_time: '00:39:00',
        gun_time: '00:39:30',
        overall_position: 1,
        gender_position: 1,
        category_position: 1,
        sex: 'F',
        category: 'F30',
        splits: [{ checkpoint: '5K', time: '00:20:00' }],
      },
      { bib: '3', status: 'dsq', net_time: '00:38:00', overall_position: 1 },
      { bib: '4', status: 'dns', gun_time: '00:50:00' },
    ]);
    const { data } = await readResults(event, race);
    const rows = byBib(data);
    expect(rows['1'].overall_position).toBe(1);
    for (const bib of ['2', '3', '4'])
      expect(rows[bib], bib).toMatchObject({
        net_time: null,
        gun_time: null,
        overall_position: null,
        gender_position: null,
        category_position: null,
      });
    // What the runner did before stopping is kept.
    expect(rows['2'].splits.map((s) => s.time)).toEqual(['00:20:00']);
    expect(data.map((r) => r.bib)).toEqual(['1', '2', '3', '4']);
  });

  test('an import into a race that has results moves the places of those already there', async () => {
    const { event, race } = await newRace();
    await importResults(event, race, [
      { bib: 'A1', net_time: '00:40:00', sex: 'M', category: 'M30' },
      { bib: 'A2', net_time: '00:41:00', sex: 'F', category: 'F30' },
      { bib: 'A3', net_time: '00:42:00', sex: 'M', category: 'M30' },
      { bib: 'A4', net_time: '00:43:00', sex: 'F', category: 'F30' },
      { bib: 'A5', status: 'dnf', sex: 'M', category: 'M30' },
      { bib: 'A6', net_time: '00:45:00', sex: 'M', category: 'M40' },
    ]);
    await importResults(event, race, [
      { bib: 'B1', net_time: '00:40:30', sex: 'F', category: 'F30' },
      // Ties with a result already there.
      { bib: 'B2', net_time: '00:42:00', sex: 'M', category: 'M30' },
      // A finisher who did not finish after all leaves room for those behind.
      { bib: 'A4', status: 'dnf' },
      // Faster, and in another category; its stored sex stays.
      { bib: 'A6', net_time: '00:44:00', category: 'M30' },
      { bib: 'B3', net_time: '00:39:00', sex: 'X' },
      { bib: 'B4', status: 'dns', sex: 'F' },
    ]);
    const { data } = await readResults(event, race);
    expect(
      data.map((r) => [r.bib, r.overall_position, r.gender_position, r.category_position]),
    ).toEqual([
      ['B3', 1, 1, null],
      ['A1', 2, 1, 1],
      ['B1', 3, 1, 1],
      ['A2', 4, 2, 2],
      ['A3', 5, 2, 2],
      ['B2', 5, 2, 2],
      ['A6', 7, 4, 4],
      ['A4', null, null, null],
      ['A5', null, null, null],
      ['B4', null, null, null],
    ]);
    // Filters keep the places of the whole race.
    const women = await readResults(event, race, '?sex=F&status=finished');
    expect(women.data.map((r) => [r.bib, r.overall_position, r.gender_position])).toEqual([
      ['B1', 3, 1],
      ['A2', 4, 2],
    ]);
  });
});

describe('categories', () => {
  test('a result without a category gets the age group its sex and age fall in', async () => {
    const { event, race, raceId } = await newRace({ name: 'Maratona', distance: 42.195 });
    const [{ eventId }] = await hub.database.run((db) =>
      db.select({ eventId: races.eventId }).from(races).where(eq(races.id, raceId)),
    );
    const band = (
      name: string,
      sex: string | null,
      ageMin: number | null,
      ageMax: number | null,
      extra = {},
    ) => ({ raceId, eventId, name, sex, ageMin, ageMax, ...extra });
    await hub.database.run((db) =>
      db
        .insert(categories)
        .values([
          band('Geral M', 'M', null, null),
          band('M 18-39', 'M', 18, 39),
          band('M 40-49', 'M', 40, 49),
          band('M 45-49 Master', 'M', 45, 49),
          band('F 18+', 'F', 18, null),
          band('PCD', null, 18, 99, { isPwd: true }),
          band('Antiga', 'M', 18, 99, { status: 'inactive' }),
        ]),
    );
    await importResults(event, race, [
      { bib: '1', net_time: '03:00:00', sex: 'M', age: 25 },
      { bib: '2', net_time: '03:01:00', sex: 'M', age: 47 },
      { bib: '3', net_time: '03:02:00', sex: 'F', age: 61 },
      { bib: '4', net_time: '03:03:00', sex: 'M', age: 16 },
      { bib: '5', net_time: '03:04:00', sex: 'M', age: 30, category: 'Convidados' },
      { bib: '6', net_time: '03:05:00', age: 30 },
      { bib: '7', net_time: '03:06:00', sex: 'M', age: 42 },
    ]);
    const got = byBib((await readResults(event, race)).data);
    expect(Object.fromEntries(Object.entries(got).map(([bib, r]) => [bib, r.category]))).toEqual({
      '1': 'M 18-39',
      '2': 'M 45-49 Master',
      '3': 'F 18+',
      '4': null,
      '5': 'Convidados',
      '6': null,
      '7': 'M 40-49',
    });
    expect(got['7'].category_position).toBe(1);
  });
});

describe('unchanged', () => {
  test('an identical re-upload changes nothing and says so; a changed item is updated', async () => {
    const { event, race, raceId } = await newRace();
    const items = Array.from({ length: 7 }, (_, i) => ({
      bib: String(100 + i),
      net_time: `00:4${i}:00`,
      name: `Atleta ${i}`,
      sex: i % 2 ? 'F' : 'M',
      age: 30 + i,
      team: 'Equipe Curitiba',
      ...(i === 2 ? { overall_position: 3 } : {}),
      splits: [
        { checkpoint: '5K', time: `00:2${i}:00` },
        { checkpoint: 'Half', time: `00:3${i}:00` },
      ],
    }));
    const first = await importResults(event, race, items);
    expect(first.summary).toMatchObject({ created: 7, updated: 0, unchanged: 0 });
    const stamp = async () =>
      (
        await hub.database.run((db) =>
          db
            .select({ bib: results.bib, updatedAt: results.updatedAt })
            .from(results)
            .where(eq(results.raceId, raceId)),
        )
      ).map((r) => `${r.bib}@${r.updatedAt.toISOString()}`);
    const before = await stamp();

    const again = await importResults(event, race, items);
    expect(again.summary).toMatchObject({
      total_received: 7,
      created: 0,
      updated: 7,
      unchanged: 7,
      conflicts: 0,
      errors: 0,
    });
    expect(await stamp()).toEqual(before);

    // Leaving out what the upsert keeps (name, sex, age, team, splits) changes nothing either.
    const sparse = await importResults(event, race, [{ bib: '100', net_time: '00:40:00' }]);
    expect(sparse.summary).toMatchObject({ updated: 1, unchanged: 1 });

    const changed = structuredClone(items);
    changed[1].net_time = '00:41:30';
    changed[4].splits[1].time = '00:34:01';
    changed[5].team = 'Outra Equipe';
    changed[6].splits.push({ checkpoint: 'Km 30', time: '00:59:00' });
    const third = await importResults(event, race, changed);
    expect(third.summary).toMatchObject({ created: 0, updated: 7, unchanged: 3 });
    // A place the file stops giving is computed again: an update, not unchanged.
    const placeless = await importResults(event, race, [
      { ...items[2], overall_position: undefined },
    ]);
    expect(placeless.summary).toMatchObject({ updated: 1, unchanged: 0 });
  });
});

describe('GET /events/{event}/races/{race}/results', () => {
  let event: string;
  let race: string;
  beforeAll(async () => {
    ({ event, race } = await newRace({ name: 'Maratona', distance: 42.195 }));
    await importResults(event, race, [
      {
        bib: '10',
        net_time: '02:10:00.250',
        gun_time: '02:10:05',
        name: 'Ana Souza',
        sex: 'F',
        age: 34,
        team: 'Corredores do Sul',
        category: 'F30-34',
        gender_position: 1,
        splits: [
          { checkpoint: 'Split 3', time: '01:50:00' },
          { checkpoint: 'Half', time: '01:05:00' },
          { checkpoint: '5K', time: '00:15:30' },
          { checkpoint: 'Km 15', time: '00:46:00' },
          { checkpoint: '25K', time: '-' },
        ],
      },
      { bib: '9', net_time: '02:20:00', sex: 'M', category: 'M30-34' },
      { bib: '11', net_time: '02:30:00', sex: 'F', category: 'f30-34' },
      { bib: '2', status: 'dnf', sex: 'M' },
      { bib: '1', status: 'dns', sex: 'F' },
    ]);
  });

  test('extension fields and splits round-trip, splits by checkpoint distance', async () => {
    const { data } = await readResults(event, race);
    expect(data.map((r) => r.bib)).toEqual(['10', '9', '11', '1', '2']);
    const ana = data[0];
    expect(ana).toMatchObject({
      bib: '10',
      status: 'finished',
      name: 'Ana Souza',
      net_time: '02:10:00.250',
      gun_time: '02:10:05',
      sex: 'F',
      age: 34,
      team: 'Corredores do Sul',
      category: 'F30-34',
      overall_position: 1,
      gender_position: 1,
      category_position: 1,
    });
    expect(ana.splits.map((s) => [s.checkpoint, s.distance, s.time])).toEqual([
      ['5K', 5, '00:15:30'],
      ['Km 15', 15, '00:46:00'],
      ['Half', 21.0975, '01:05:00'],
      ['Split 3', null, '01:50:00'],
    ]);
    expect(ana.splits.every((s) => typeof s.checkpoint_id === 'number')).toBe(true);
    expect(data.find((r) => r.bib === '9')?.splits).toEqual([]);
  });

  test('pages of up to 1000 with links; filters by status, sex and category', async () => {
    const first = await readResults(event, race, '?per_page=2');
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(first.data.map((r) => r.bib)).toEqual(['10', '9']);
    expect(first.links.prev).toBeNull();
    const next = new URL(first.links.next!);
    expect(next.searchParams.get('page')).toBe('2');
    const second = await readResults(event, race, `?${next.searchParams}`);
    expect(second.data.map((r) => r.bib)).toEqual(['11', '1']);
    expect((await readResults(event, race, '?page=9')).data).toEqual([]);
    expect((await readResults(event, race, '?per_page=1000')).data).toHaveLength(5);

    const bibs = async (query: string) =>
      (await readResults(event, race, query)).data.map((r) => r.bib);
    expect(await bibs('?status=dnf')).toEqual(['2']);
    expect(await bibs('?sex=F')).toEqual(['10', '11', '1']);
    expect(await bibs('?category=f30-34')).toEqual(['10', '11']);
    expect(await bibs('?sex=F&status=finished&per_page=1')).toEqual(['10']);
  });

  test('bad queries are 422, unknown races and races of another event 404', async () => {
    for (const query of ['per_page=1001', 'per_page=0', 'status=lost', 'sex=Z', 'page=0']) {
      const res = await hub.call('GET', `/events/${event}/races/${race}/results?${query}`);
      expect(res.status, query).toBe(422);
      const details = errorBodySchema.parse(await res.json()).details ?? {};
      expect(Object.keys(details), query).toEqual([query.split('=')[0]]);
    }
    expect((await hub.call('GET', `/events/${event}/races/NOPE/results`)).status).toBe(404);
    const other = await newRace();
    expect((await hub.call('GET', `/events/${other.event}/races/${race}/results`)).status).toBe(
      404,
    );
  });

  test('soft-deleted results are not listed', async () => {
    const { event: e, race: r, raceId } = await newRace();
    await importResults(e, r, [
      { bib: '1', net_time: '00:40:00' },
      { bib: '2', net_time: '00:41:00' },
    ]);
    await hub.database.run((db) =>
      db
        .update(results)
        .set({ deletedAt: new Date() })
        .where(and(eq(results.raceId, raceId), eq(results.bib, '2'))),
    );
    expect((await readResults(e, r)).data.map((x) => x.bib)).toEqual(['1']);
  });
});

describe('GET /events/{event}/bibs', () => {
  test("every registration's bib, by race; races without bibs are left out", async () => {
    const event = await insertEvent(hub);
    const half = await createRace(hub, event.code, { name: 'Meia', distance: 21.0975 });
    const ten = await createRace(hub, event.code, { name: '10 km' });
    const empty = await createRace(hub, event.code, { name: '5 km', distance: 5 });
    const register = async (race: string, items: object[], eventCode = event.code) => {
      const res = await hub.call('POST', `/events/${eventCode}/races/${race}/registrations`, {
        json: { registrations: items },
      });
      expect(res.status, await res.clone().text()).toBe(202);
      await hub.worker.drain();
    };
    await register(half.code, [
      { name: 'Ana', external_id: 'b-1', bib: '10' },
      { name: 'Bia', external_id: 'b-2', bib: '9' },
      { name: 'Caio', external_id: 'b-3' },
    ]);
    await register(ten.code, [{ name: 'Duda', external_id: 'b-4', bib: 'A7' }]);
    const other = await insertEvent(hub);
    const otherRace = await createRace(hub, other.code);
    await register(otherRace.code, [{ name: 'Eva', external_id: 'b-5', bib: '11' }], other.code);

    const res = await hub.call('GET', `/events/${event.code}/bibs`);
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: unknown[] };
    expect(data).toEqual([
      { race_id: half.id, race: half.code, bibs: ['10', '9'] },
      { race_id: ten.id, race: ten.code, bibs: ['A7'] },
    ]);
    expect(data).not.toContainEqual(expect.objectContaining({ race: empty.code }));
    expect((await hub.call('GET', '/events/NO-SUCH-EVENT/bibs')).status).toBe(404);
  });
});

test('a spec-only hub has no results read (404), and its imports still work', async () => {
  const specOnly = await createTestHub({ specOnly: true });
  try {
    const event = await insertEvent(specOnly);
    const race = await createRace(specOnly, event.code);
    const path = `/events/${event.code}/races/${race.code}/results`;
    const res = await specOnly.call('GET', path);
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(await res.json()).error).toBe('not_found');
    expect(
      (await specOnly.call('POST', path, { json: { results: [{ bib: '1', status: 'dnf' }] } }))
        .status,
    ).toBe(202);
    const doc = (await (await specOnly.call('GET', '/openapi.json', { key: null })).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/events/{event}/races/{race}/results'])).toEqual(['post']);
    expect(doc.paths['/events/{event}/bibs']).toBeUndefined();
    expect((await specOnly.call('GET', `/events/${event.code}/bibs`)).status).toBe(404);
  } finally {
    await specOnly.close();
  }
});
