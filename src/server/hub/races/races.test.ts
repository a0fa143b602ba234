import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dataEnvelope, errorBodySchema, pageEnvelope } from '@/contract/common';
import { prizeRuleSchema, raceSchema, vacancySchema } from '@/contract/races';
import { prizeRules, races } from '@/server/db/schema';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent, insertOnlineRegistration } from '@/testing/hub/fixtures';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
const starts_at = '2027-03-14T06:30:00-03:00';
beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub);
});
afterAll(() => hub.close());

const post = (body: unknown, ev = event.code) =>
  hub.call('POST', `/events/${ev}/races`, { json: body });
const details = async (res: Response) => errorBodySchema.parse(await res.json()).details ?? {};

describe('POST /events/{event}/races', () => {
  test('creates with the relations, code generated and unique', async () => {
    const res = await post({
      name: '10 km',
      distance: 10,
      starts_at,
      type: 'road',
      unknown_field: 'ignored',
      results_status: 'official',
    });
    expect(res.status).toBe(201);
    const { data } = dataEnvelope(raceSchema).parse(await res.json());
    expect(data).toMatchObject({
      code: '10K',
      event_id: event.id,
      scoring_type: 'net_time',
      status: 'active',
      results_status: 'pending',
      categories_count: '0',
    });
    expect(data.starts_at).toBe(starts_at);
    expect(data.modalities).toEqual([expect.objectContaining({ name: 'Geral', is_default: true })]);
    expect(data.categories).toEqual([]);
    expect(data.prize_rules).toEqual([]);
    expect(data).not.toHaveProperty('unknown_field');
    const again = dataEnvelope(raceSchema).parse(
      await (await post({ name: 'Outros 10', distance: 10, starts_at })).json(),
    );
    expect(again.data.code).toBe('10K-2');
  });

  test('modalities: synchronised, default added, unknown refused', async () => {
    const modalities = (await (await hub.call('GET', '/modalities')).json()).data as {
      id: number;
      name: string;
    }[];
    const walk = modalities.find((m) => m.name === 'Caminhada')!;
    const pcd = modalities.find((m) => m.name === 'PCD')!;
    const { data } = dataEnvelope(raceSchema).parse(
      await (
        await post({
          name: '5 km',
          distance: 5,
          starts_at,
          modality_ids: [walk.id],
          default_modality_id: pcd.id,
        })
      ).json(),
    );
    expect(data.modalities?.map((m) => [m.name, m.is_default]).sort()).toEqual([
      ['Caminhada', false],
      ['PCD', true],
    ]);
    const bad = await post({ name: '5 km', starts_at, modality_ids: [walk.id, 999999] });
    expect(bad.status).toBe(422);
    expect(await details(bad)).toHaveProperty(['modality_ids.1']);
  });

  test('limits and required fields', async () => {
    expect((await post({ name: 'x'.repeat(80), starts_at })).status).toBe(201);
    const long = await post({ name: 'x'.repeat(81), starts_at });
    expect(long.status).toBe(422);
    expect(await details(long)).toHaveProperty('name');
    for (const field of ['code', 'distance_label']) {
      expect((await post({ name: 'a', starts_at, [field]: 'y'.repeat(20) })).status).toBe(201);
      expect((await post({ name: 'a', starts_at, [field]: 'z'.repeat(21) })).status).toBe(422);
    }
    expect((await post({ name: 'a', starts_at, distance: -1 })).status).toBe(422);
    expect(Object.keys(await details(await post({})))).toEqual(
      expect.arrayContaining(['name', 'starts_at']),
    );
    const dup = await post({ name: 'a', starts_at, code: '10K' });
    expect(dup.status).toBe(422);
    expect(await details(dup)).toHaveProperty('code');
  });

  test('unknown event is 404', async () => {
    expect((await post({ name: 'a', starts_at }, 'NOPE')).status).toBe(404);
  });
});

describe('race codes never look like ids', () => {
  const codeOf = async (body: Record<string, unknown>) => {
    const res = await post({ starts_at, ...body });
    expect(res.status, await res.clone().text()).toBe(201);
    return dataEnvelope(raceSchema).parse(await res.json()).data.code;
  };

  test('a generated code always holds a letter', async () => {
    expect(await codeOf({ name: '2027' })).toBe('R2027');
    expect(await codeOf({ name: '2027' })).toBe('R2027-2');
    expect(await codeOf({ name: '2027 / 15' })).toBe('R2027-15');
    expect(await codeOf({ name: 'Meia 2027' })).toBe('MEIA-2027');
    expect(await codeOf({ name: 'Prova', distance: 0.00000001 })).toBe('PROVA');
    expect(await codeOf({ name: 'Ultra', distance: 1000 })).toBe('1000K');
    expect(await codeOf({ name: 'Meia', distance: 21.0975 })).toBe('21_0975K');
  });

  test('an explicit all-digit code is 422 on code; a code with a letter is kept', async () => {
    for (const code of ['2027', '0', '007']) {
      const res = await post({ name: 'Prova', starts_at, code });
      expect(res.status).toBe(422);
      expect(Object.keys(await details(res))).toEqual(['code']);
    }
    expect(await codeOf({ name: 'Prova', code: 'R2028' })).toBe('R2028');
    expect((await post({ name: 'Prova', starts_at, distance: 1e308 })).status).toBe(422);
  });

  test('an all-digit code stored before this rule is reached by id only', async () => {
    const old = await hub.database.run(async (db) => {
      const [row] = await db
        .insert(races)
        .values({ eventId: event.id, code: '999999', name: 'Antiga', startsAt: new Date() })
        .returning();
      return row;
    });
    const byId = await hub.call('GET', `/events/${event.code}/races/${old.id}/vacancy`);
    expect(byId.status).toBe(200);
    expect(vacancySchema.parse((await byId.json()).data).race_id).toBe(old.id);
    const byCode = await hub.call('GET', `/events/${event.code}/races/999999/vacancy`);
    expect(byCode.status).toBe(404);
  });
});

describe('prize rules and vacancy', () => {
  test('a race of another event is 404', async () => {
    const other = await insertEvent(hub);
    const race = await createRace(hub, other.code, { code: 'SO-LA' });
    expect((await hub.call('GET', `/events/${event.code}/races/${race.id}/vacancy`)).status).toBe(
      404,
    );
    expect(
      (await hub.call('GET', `/events/${event.code}/races/${race.code}/prize-rules`)).status,
    ).toBe(404);
    expect((await hub.call('GET', `/events/${other.code}/races/${race.code}/vacancy`)).status).toBe(
      200,
    );
  });

  test('prize rules are paginated with their modality', async () => {
    const race = await createRace(hub, event.code, { name: 'Meia', distance: 21 });
    await hub.database.run((db) =>
      db.insert(prizeRules).values(
        Array.from({ length: 4 }, (_, i) => ({
          raceId: race.id,
          eventId: event.id,
          seq: i + 1,
          rankingType: 'overall',
          rankingCut: 5,
          tipoPremiacao: 'trofeu',
        })),
      ),
    );
    const res = await hub.call(
      'GET',
      `/events/${event.code}/races/${race.code}/prize-rules?per_page=3`,
    );
    const body = pageEnvelope(prizeRuleSchema).parse(await res.json());
    expect(body.data.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(body.meta).toEqual({ page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(body.data[0].modality).toBeNull();
  });

  test('vacancy counts as strings, cancelled not counted, 10 % left is still open', async () => {
    const race = await createRace(hub, event.code, { name: 'Limitada', registration_limit: 10 });
    for (let i = 0; i < 9; i++)
      await insertOnlineRegistration(hub, event.id, race.id, { status: 'confirmed', bib: `v${i}` });
    await insertOnlineRegistration(hub, event.id, race.id, { status: 'cancelled' });
    const raw = (
      await (await hub.call('GET', `/events/${event.code}/races/${race.id}/vacancy`)).json()
    ).data;
    expect(raw).toEqual({
      race_id: String(race.id),
      registration_limit: '10',
      registrations_count: '9',
      vacancy: { available: 1, unlimited: false, percent_filled: 90, status: 'open' },
    });
    expect(vacancySchema.parse(raw).registrations_count).toBe(9);
    await insertOnlineRegistration(hub, event.id, race.id, { status: 'pending', bib: 'v9' });
    const full = (
      await (await hub.call('GET', `/events/${event.code}/races/${race.id}/vacancy`)).json()
    ).data;
    expect(full.vacancy).toEqual({
      available: 0,
      unlimited: false,
      percent_filled: 100,
      status: 'full',
    });
    const open = await createRace(hub, event.code, { name: 'Livre' });
    const free = (
      await (await hub.call('GET', `/events/${event.code}/races/${open.code}/vacancy`)).json()
    ).data;
    expect(free).toMatchObject({
      registration_limit: null,
      vacancy: { status: 'unlimited', available: null, unlimited: true },
    });
  });
});
