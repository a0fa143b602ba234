import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { batchSchema } from '@/contract/batches';
import { dataEnvelope, errorBodySchema } from '@/contract/common';
import { raceInUseDetailsSchema, raceSchema } from '@/contract/races';
import { eq } from 'drizzle-orm';
import { imports, prizeRules, races as racesTable, results } from '@/server/db/schema';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent, insertOnlineRegistration } from '@/testing/hub/fixtures';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
let modalityId: Record<string, number>;
beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub);
  const list = (await (await hub.call('GET', '/modalities')).json()) as {
    data: { id: number; name: string }[];
  };
  modalityId = Object.fromEntries(list.data.map((m) => [m.name, m.id]));
});
afterAll(() => hub.close());

const patch = (race: string | number, body: unknown, ev: string = event.code) =>
  hub.call('PATCH', `/events/${ev}/races/${race}`, { json: body });
const remove = (race: string | number, ev: string = event.code) =>
  hub.call('DELETE', `/events/${ev}/races/${race}`);
const error = async (res: Response) => errorBodySchema.parse(await res.json());
const raceOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return dataEnvelope(raceSchema).parse(await res.json()).data;
};
let n = 0;
const newRace = (body: Record<string, unknown> = {}) =>
  createRace(hub, event.code, { name: `Prova ${++n}`, code: `P${n}`, ...body });

describe('PATCH /events/{event}/races/{race}', () => {
  test('changes what the body names and keeps the rest; the answer is the race after it', async () => {
    const race = await newRace({ distance: 10, distance_label: '10 km', registration_limit: 300 });
    const data = await raceOf(
      await patch(race.code, {
        name: 'Corrida 10K',
        code: 'C10K',
        starts_at: '2027-03-14T07:00:00-03:00',
        sort_order: 3,
        type: 'road',
        event_id: 999,
        results_status: 'official',
      }),
    );
    expect(data).toMatchObject({
      id: race.id,
      event_id: event.id,
      code: 'C10K',
      name: 'Corrida 10K',
      distance: 10,
      distance_label: '10 km',
      registration_limit: 300,
      starts_at: '2027-03-14T07:00:00-03:00',
      sort_order: 3,
      type: 'road',
      results_status: 'pending',
    });
    expect(data.prize_rules).toEqual([]);
    // By id as well; null clears a nullable field.
    const cleared = await raceOf(await patch(race.id, { registration_limit: null, type: null }));
    expect(cleared).toMatchObject({ registration_limit: null, type: null, code: 'C10K' });
    // A body naming no field of the race changes nothing, not even updated_at.
    const same = await raceOf(await patch(race.id, { id: 1, results_status: 'official' }));
    expect(same).toEqual(await raceOf(await patch(race.id, {})));
    expect(same.updated_at).toBe(cleared.updated_at);
  });

  test('a label that only said the old distance follows the new one; one typed by hand stays', async () => {
    const race = await newRace({ distance: 10, distance_label: '10 km' });
    expect((await raceOf(await patch(race.id, { distance: 21.0975 }))).distance_label).toBe(
      '21,1 km',
    );
    await raceOf(await patch(race.id, { distance_label: 'Meia' }));
    const kept = await raceOf(await patch(race.id, { distance: 21 }));
    expect(kept).toMatchObject({ distance: 21, distance_label: 'Meia' });
    const both = await raceOf(await patch(race.id, { distance: 5, distance_label: '5K' }));
    expect(both.distance_label).toBe('5K');
  });

  test('scoring is checked on the race as it would be after the change', async () => {
    const race = await newRace();
    const laps = await patch(race.id, { scoring_type: 'laps' });
    expect(laps.status).toBe(422);
    expect(Object.keys((await error(laps)).details ?? {}).sort()).toEqual([
      'lap_count',
      'lap_distance',
    ]);
    await raceOf(await patch(race.id, { scoring_type: 'laps', lap_count: 7, lap_distance: 1 }));
    // Clearing what the stored scoring needs is refused, on that field only.
    const cleared = await patch(race.id, { lap_count: null });
    expect(cleared.status).toBe(422);
    expect(Object.keys((await error(cleared)).details ?? {})).toEqual(['lap_count']);
    const fixed = await patch(race.id, { scoring_type: 'fixed_time' });
    expect(Object.keys((await error(fixed)).details ?? {})).toEqual(['duration_minutes']);
    await raceOf(await patch(race.id, { scoring_type: 'fixed_time', duration_minutes: 360 }));
  });

  test('a start before the event opens registrations is refused, in the create too', async () => {
    const race = await newRace();
    const typo = await patch(race.id, { starts_at: '2020-01-01T07:00:00-03:00' });
    expect(typo.status).toBe(422);
    expect((await error(typo)).details).toEqual({
      starts_at: ['A largada é antes da abertura das inscrições do evento'],
    });
    const created = await hub.call('POST', `/events/${event.code}/races`, {
      json: { name: 'Antiga', starts_at: '2020-01-01T07:00:00-03:00' },
    });
    expect(created.status).toBe(422);
    expect(Object.keys((await error(created)).details ?? {})).toEqual(['starts_at']);
  });

  test('a start before the end of a batch that sells the race is refused, naming the batch', async () => {
    const race = await newRace();
    const batch = await hub.call('POST', `/events/${event.code}/batches`, {
      json: {
        name: 'Lote até março',
        max_installments: 1,
        race_prices: { [race.id]: 5000 },
        ends_at: '2027-03-01T23:59:00-03:00',
      },
    });
    expect(batch.status).toBe(201);
    const early = await patch(race.id, { starts_at: '2027-02-01T07:00:00-03:00' });
    expect(early.status).toBe(422);
    expect((await error(early)).details).toEqual({
      starts_at: ['O lote Lote até março vende esta prova até depois da largada'],
    });
    await raceOf(await patch(race.id, { starts_at: '2027-03-02T07:00:00-03:00' }));
  });

  test('codes: one taken by another race is 409 on code; all digits or empty is 422', async () => {
    const a = await newRace();
    const b = await newRace();
    const taken = await patch(b.id, { code: a.code });
    expect(taken.status).toBe(409);
    const body = await error(taken);
    expect(body.error).toBe('conflict');
    expect(Object.keys(body.details ?? {})).toEqual(['code']);
    // Its own code is no clash.
    await raceOf(await patch(b.id, { code: b.code, name: 'Mesmo código' }));
    for (const code of ['2027', '', 'a b', 'x'.repeat(21)]) {
      const res = await patch(b.id, { code });
      expect(res.status, code).toBe(422);
      expect(Object.keys((await error(res)).details ?? {})).toEqual(['code']);
    }
  });

  test('the limit cannot go under the places taken (cancelled ones gave theirs back)', async () => {
    const race = await newRace({ registration_limit: 10 });
    for (const status of ['confirmed', 'pending', 'cancelled'])
      await insertOnlineRegistration(hub, event.id, race.id, { status });
    const low = await patch(race.id, { registration_limit: 1 });
    expect(low.status).toBe(422);
    expect((await error(low)).details).toEqual({
      registration_limit: ['A prova já tem 2 inscrições; o limite não pode ficar abaixo'],
    });
    expect((await raceOf(await patch(race.id, { registration_limit: 2 }))).registration_limit).toBe(
      2,
    );
  });

  test('modalities: the set is replaced, the default kept or moved; one in use cannot leave', async () => {
    const race = await newRace({ modality_ids: [modalityId.Geral, modalityId.PCD] });
    const moved = await raceOf(await patch(race.id, { default_modality_id: modalityId.PCD }));
    expect(moved.modalities?.map((m) => [m.name, m.is_default]).sort()).toEqual([
      ['Geral', false],
      ['PCD', true],
    ]);
    const replaced = await raceOf(
      await patch(race.id, { modality_ids: [modalityId.PCD, modalityId.Caminhada] }),
    );
    expect(replaced.modalities?.map((m) => [m.name, m.is_default]).sort()).toEqual([
      ['Caminhada', false],
      ['PCD', true],
    ]);
    await insertOnlineRegistration(hub, event.id, race.id, { modalityId: modalityId.Caminhada });
    const dropped = await patch(race.id, { modality_ids: [modalityId.PCD] });
    expect(dropped.status).toBe(422);
    expect((await error(dropped)).details).toEqual({
      modality_ids: [
        'A modalidade Caminhada é usada por 1 inscrição desta prova; não pode sair dela',
      ],
    });
    const unknown = await patch(race.id, { modality_ids: [modalityId.PCD, 999_999] });
    expect(Object.keys((await error(unknown)).details ?? {})).toEqual(['modality_ids.1']);
  });

  test('what the body sends back unchanged is not judged again (a form sends every field)', async () => {
    // Stored before the rules, or past them: over its limit and starting before sales opened.
    const race = await newRace({ registration_limit: 5 });
    for (let i = 0; i < 3; i++) await insertOnlineRegistration(hub, event.id, race.id, {});
    await hub.database.run((db) =>
      db
        .update(racesTable)
        .set({ registrationLimit: 2, startsAt: new Date('2025-06-01T10:00:00Z') })
        .where(eq(racesTable.id, race.id)),
    );
    const renamed = await raceOf(
      await patch(race.id, {
        name: 'Só o nome',
        registration_limit: 2,
        starts_at: '2025-06-01T07:00:00-03:00',
      }),
    );
    expect(renamed).toMatchObject({ name: 'Só o nome', registration_limit: 2 });
    const moved = await patch(race.id, { starts_at: '2025-06-02T07:00:00-03:00' });
    expect(Object.keys((await error(moved)).details ?? {})).toEqual(['starts_at']);
    const lowered = await patch(race.id, { registration_limit: 1 });
    expect(Object.keys((await error(lowered)).details ?? {})).toEqual(['registration_limit']);
  });

  test('hostile values are 4xx naming the field; unknown races and races of another event 404', async () => {
    const race = await newRace();
    const cases: [unknown, string][] = [
      [{ distance: 1e308 }, 'distance'],
      [{ distance: -5 }, 'distance'],
      [{ name: 42 }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ sort_order: 2 ** 31 }, 'sort_order'],
      [{ registration_limit: 1.5 }, 'registration_limit'],
      [{ status: 'hacked' }, 'status'],
      [{ starts_at: '2027-13-40' }, 'starts_at'],
      [{ starts_at: '9999-01-01T00:00:00Z' }, 'starts_at'],
      [{ modality_ids: 'all' }, 'modality_ids'],
      [{ sem_classificacao: 'yes' }, 'sem_classificacao'],
    ];
    for (const [body, field] of cases) {
      const res = await patch(race.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await error(res)).details ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    expect((await patch(race.id, [1, 2])).status).toBe(422);
    const unknown = await patch(99_999_999_999, { name: 'x' });
    expect(unknown.status).toBe(404);
    expect((await error(unknown)).message).toBe('Prova não encontrada.');
    const other = await insertEvent(hub);
    const foreign = await createRace(hub, other.code, { code: 'DE-FORA' });
    expect((await patch(foreign.id, { name: 'x' })).status).toBe(404);
    expect((await remove(foreign.id)).status).toBe(404);
    const noEvent = await patch(race.id, { name: 'x' }, 'NAO-EXISTE');
    expect((await error(noEvent)).message).toBe('Evento não encontrado.');
  });
});

describe('DELETE /events/{event}/races/{race}', () => {
  test('a race with registrations or results is 409 in_use, with the counts', async () => {
    const race = await newRace();
    for (let i = 0; i < 12; i++) await insertOnlineRegistration(hub, event.id, race.id, {});
    await hub.database.run((db) =>
      db
        .insert(results)
        .values(['1', '2', '3'].map((bib) => ({ eventId: event.id, raceId: race.id, bib }))),
    );
    const res = await remove(race.code);
    expect(res.status).toBe(409);
    const body = await error(res);
    expect(body).toEqual({
      error: 'in_use',
      message: 'A prova tem 12 inscrições e 3 resultados; não pode ser excluída.',
      details: { registrations: 12, results: 3 },
    });
    expect(raceInUseDetailsSchema.parse(body.details)).toEqual({ registrations: 12, results: 3 });
    const one = await newRace();
    await insertOnlineRegistration(hub, event.id, one.id, { status: 'cancelled' });
    expect((await error(await remove(one.id))).message).toBe(
      'A prova tem 1 inscrição; não pode ser excluída.',
    );
  });

  test('a race with an import on its way is 409 in_use', async () => {
    const race = await newRace();
    await hub.database.run((db) =>
      db.insert(imports).values({
        kind: 'registrations',
        eventId: event.id,
        raceId: race.id,
        source: 'api',
        bodyHash: 'x',
        payload: { items: [] },
        summary: {
          total_received: 0,
          created: 0,
          updated: 0,
          conflicts: 0,
          errors: 0,
          duration_ms: 0,
        },
      }),
    );
    const res = await remove(race.id);
    expect(res.status).toBe(409);
    expect((await error(res)).details).toEqual({ registrations: 0, results: 0, imports: 1 });
  });

  test('an unused race goes with its prize rules and its price in every batch', async () => {
    const kept = await newRace();
    const gone = await newRace();
    await hub.database.run((db) =>
      db.insert(prizeRules).values({
        raceId: gone.id,
        eventId: event.id,
        seq: 1,
        rankingType: 'overall',
        rankingCut: 3,
        tipoPremiacao: 'trofeu',
      }),
    );
    const created = await hub.call('POST', `/events/${event.code}/batches`, {
      json: {
        name: 'Dois preços',
        max_installments: 1,
        race_prices: { [kept.id]: 5000, [gone.id]: 3000 },
      },
    });
    const batchId = dataEnvelope(batchSchema).parse(await created.json()).data.id;
    const only = await hub.call('POST', `/events/${event.code}/batches`, {
      json: { name: 'Só dela', max_installments: 1, race_prices: { [gone.id]: 3000 } },
    });
    const onlyId = dataEnvelope(batchSchema).parse(await only.json()).data.id;
    expect((await remove(gone.code)).status).toBe(204);
    // A batch left without races can still be renamed, given a race, or deleted.
    const emptied = await hub.call('PATCH', `/events/${event.code}/batches/${onlyId}`, {
      json: { name: 'Sem provas' },
    });
    expect(emptied.status, await emptied.clone().text()).toBe(200);
    expect(dataEnvelope(batchSchema).parse(await emptied.json()).data.race_prices).toEqual({});
    expect((await hub.call('DELETE', `/events/${event.code}/batches/${onlyId}`)).status).toBe(204);
    expect((await remove(gone.code)).status).toBe(404);
    expect((await patch(gone.id, { name: 'x' })).status).toBe(404);
    const batches = dataEnvelope(z.array(batchSchema)).parse(
      await (await hub.call('GET', `/events/${event.code}/batches`)).json(),
    ).data;
    expect(batches.find((b) => b.id === batchId)?.race_prices).toEqual({ [kept.id]: 5000 });
    const rules = await hub.database.run((db) => db.select().from(prizeRules));
    expect(rules.filter((r) => r.raceId === gone.id)).toEqual([]);
  });
});
