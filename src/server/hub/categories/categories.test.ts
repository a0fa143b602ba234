import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { dataEnvelope, errorBodySchema } from '@/contract/common';
import { categorySchema, raceSchema } from '@/contract/races';
import { results } from '@/server/db/schema';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import {
  createRace,
  insertEvent,
  insertOnlineRegistration,
  modalityIdsByName,
} from '@/testing/hub/fixtures';

let hub: TestHub;
let event: Awaited<ReturnType<typeof insertEvent>>;
let modalityId: Record<string, number>;
beforeAll(async () => {
  hub = await createTestHub();
  event = await insertEvent(hub);
  modalityId = await modalityIdsByName(hub);
});
afterAll(() => hub.close());

let n = 0;
const newRace = () =>
  createRace(hub, event.code, {
    name: `Prova ${++n}`,
    code: `CT${n}`,
    modality_ids: [modalityId.Geral, modalityId.PCD],
  });
const categoriesPath = (race: { code: string }) =>
  `/events/${event.code}/races/${race.code}/categories`;
const post = (race: { code: string }, body: Record<string, unknown>) =>
  hub.call('POST', categoriesPath(race), { json: { name: 'M 30-39', ...body } });
const patch = (race: { code: string }, id: number | string, body: Record<string, unknown>) =>
  hub.call('PATCH', `${categoriesPath(race)}/${id}`, { json: body });
const remove = (race: { code: string }, id: number | string) =>
  hub.call('DELETE', `${categoriesPath(race)}/${id}`);
const categoryOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return dataEnvelope(categorySchema).parse(await res.json()).data;
};
const fieldsOf = async (res: Response) =>
  Object.keys(errorBodySchema.parse(await res.json()).details ?? {}).sort();
const raceCategories = async (race: { id: number }) => {
  const page = dataEnvelope(z.array(raceSchema)).parse(
    await (await hub.call('GET', `/events/${event.code}/races`)).json(),
  );
  return page.data.find((r) => r.id === race.id)?.categories ?? [];
};

describe('categories: POST, PATCH and DELETE', () => {
  test('a category is created after the last one, with its modality, and the race lists it', async () => {
    const race = await newRace();
    const men = await categoryOf(
      await post(race, { sex: 'M', age_min: 30, age_max: 39, modality_id: modalityId.Geral }),
    );
    expect(men).toMatchObject({
      race_id: race.id,
      event_id: event.id,
      name: 'M 30-39',
      type: 'age_group',
      sex: 'M',
      age_min: 30,
      age_max: 39,
      award_count: 3,
      is_pwd: false,
      is_team: false,
      sort_order: 1,
      status: 'active',
      modality: { id: modalityId.Geral, name: 'Geral' },
    });
    const pcd = await categoryOf(
      await post(race, {
        name: 'PCD',
        type: 'pwd',
        is_pwd: true,
        modality_id: modalityId.PCD,
        category_group_id: 'pcd',
        award_count: 1,
      }),
    );
    expect(pcd).toMatchObject({ sort_order: 2, category_group_id: 'pcd', award_count: 1 });
    expect((await raceCategories(race)).map((c) => c.name)).toEqual(['M 30-39', 'PCD']);
  });

  test('each field out of its rules is 422 naming it', async () => {
    const race = await newRace();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ age_min: 40, age_max: 30 }, 'age_max'],
      [{ age_min: -1 }, 'age_min'],
      [{ age_max: 121 }, 'age_max'],
      [{ age_min: '30' }, 'age_min'],
      [{ sex: 'masculino' }, 'sex'],
      [{ type: 'elite' }, 'type'],
      [{ award_count: 1001 }, 'award_count'],
      [{ sort_order: -1 }, 'sort_order'],
      [{ status: 'gone' }, 'status'],
      [{ is_pwd: 'sim' }, 'is_pwd'],
      [{ category_group_id: 'x'.repeat(41) }, 'category_group_id'],
      [{ modality_id: modalityId.Caminhada }, 'modality_id'],
      [{ modality_id: 999_999 }, 'modality_id'],
    ];
    for (const [body, field] of cases) {
      const res = await post(race, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await fieldsOf(res), JSON.stringify(body)).toEqual([field]);
    }
    expect(await raceCategories(race)).toEqual([]);
  });

  test('a name is unique in the race, case and accents ignored; another race may repeat it', async () => {
    const race = await newRace();
    await categoryOf(await post(race, { name: 'Veterano 50+', age_min: 50 }));
    const twin = await post(race, { name: '  VETERANO 50+ ' });
    expect(twin.status).toBe(422);
    expect(await fieldsOf(twin)).toEqual(['name']);
    const accent = await categoryOf(await post(race, { name: 'Única' }));
    expect((await post(race, { name: 'unica' })).status).toBe(422);
    await categoryOf(await post(await newRace(), { name: 'Veterano 50+' }));
    const renamed = await patch(race, accent.id, { name: 'veterano 50+' });
    expect(await fieldsOf(renamed)).toEqual(['name']);
  });

  test('age bands of one sex and modality cannot overlap; another sex, PwD or team may', async () => {
    const race = await newRace();
    await categoryOf(await post(race, { name: 'M 30-39', sex: 'M', age_min: 30, age_max: 39 }));
    const refused: Record<string, unknown>[] = [
      { name: 'M 35-44', sex: 'M', age_min: 35, age_max: 44 },
      { name: 'M 39+', sex: 'M', age_min: 39 },
      { name: 'Até 30', sex: 'M', age_max: 30 },
      // No sex is every sex; no modality is every modality.
      { name: 'Geral 18-34', age_min: 18, age_max: 34 },
      { name: 'M Geral 35', sex: 'M', modality_id: modalityId.Geral, age_min: 35, age_max: 35 },
    ];
    for (const body of refused) {
      const res = await post(race, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const error = errorBodySchema.parse(await res.json());
      expect(Object.keys(error.details ?? {}), JSON.stringify(body)).toEqual(['age_min']);
      expect(String(error.details?.age_min)).toContain('M 30-39');
    }
    const allowed: Record<string, unknown>[] = [
      { name: 'M 40-49', sex: 'M', age_min: 40, age_max: 49 },
      { name: 'F 30-39', sex: 'F', age_min: 30, age_max: 39 },
      { name: 'X 30-39', sex: 'X', age_min: 30, age_max: 39 },
      { name: 'PCD M 30-39', sex: 'M', age_min: 30, age_max: 39, is_pwd: true, type: 'pwd' },
      { name: 'Equipe M', sex: 'M', age_min: 18, is_team: true, type: 'team' },
      { name: 'Geral M', sex: 'M', type: 'overall' },
      { name: 'M 30-39 antiga', sex: 'M', age_min: 30, age_max: 39, status: 'inactive' },
    ];
    for (const body of allowed) await categoryOf(await post(race, body));
    const old = (await raceCategories(race)).find((c) => c.name === 'M 30-39 antiga')!;
    const reactivated = await patch(race, old.id, { status: 'active' });
    expect(await fieldsOf(reactivated)).toEqual(['age_min']);
  });

  test('PATCH checks the category as it would be; it does not overlap itself', async () => {
    const race = await newRace();
    const young = await categoryOf(
      await post(race, { name: 'F 20-29', sex: 'F', age_min: 20, age_max: 29 }),
    );
    const older = await categoryOf(
      await post(race, { name: 'F 30-39', sex: 'F', age_min: 30, age_max: 39 }),
    );
    const widened = await categoryOf(
      await patch(race, young.id, { age_min: 18, name: 'F 18-29', award_count: 5 }),
    );
    expect(widened).toMatchObject({ id: young.id, name: 'F 18-29', age_min: 18, age_max: 29 });
    expect(widened.award_count).toBe(5);
    const into = await patch(race, young.id, { age_max: 30 });
    expect(await fieldsOf(into)).toEqual(['age_min']);
    const below = await patch(race, older.id, { age_max: 25 });
    expect(await fieldsOf(below)).toEqual(['age_max']);
    const cleared = await categoryOf(
      await patch(race, older.id, { sex: 'M', category_group_id: null }),
    );
    expect(cleared).toMatchObject({ sex: 'M', category_group_id: null });
    expect(await categoryOf(await patch(race, older.id, {}))).toMatchObject({ sex: 'M' });
  });

  test('a category of another race or none is 404; DELETE removes it', async () => {
    const race = await newRace();
    const other = await newRace();
    const category = await categoryOf(await post(race, {}));
    const elsewhere = await patch(other, category.id, { name: 'Outra' });
    expect(elsewhere.status).toBe(404);
    expect(errorBodySchema.parse(await elsewhere.json()).message).toBe('Categoria não encontrada.');
    expect((await remove(other, category.id)).status).toBe(404);
    expect((await remove(race, 'abc')).status).toBe(404);
    expect((await remove(race, '99999999999')).status).toBe(404);
    const noRace = await post({ code: 'NAO-EXISTE' }, {});
    expect(noRace.status).toBe(404);
    expect(errorBodySchema.parse(await noRace.json()).message).toBe('Prova não encontrada.');
    expect((await remove(race, category.id)).status).toBe(204);
    expect((await remove(race, category.id)).status).toBe(404);
    expect(await raceCategories(race)).toEqual([]);
  });

  test('a renamed category takes its results along (names matched case and accents aside)', async () => {
    const race = await newRace();
    const category = await categoryOf(await post(race, { name: 'Masculino 30-39' }));
    const other = await categoryOf(await post(race, { name: 'Feminino 30-39', sex: 'F' }));
    await hub.database.run((db) =>
      db.insert(results).values(
        [
          ['1', 'masculino 30-39'],
          ['2', 'Masculino 30-39'],
          ['3', 'Feminino 30-39'],
        ].map(([bib, name]) => ({ eventId: event.id, raceId: race.id, bib, category: name })),
      ),
    );
    const res = await patch(race, category.id, { name: 'M 30-39' });
    expect(res.status).toBe(200);
    const stored = await hub.database.run((db) =>
      db
        .select({ raceId: results.raceId, bib: results.bib, category: results.category })
        .from(results),
    );
    const categoryOfBib = (bib: string) =>
      stored.find((r) => r.raceId === race.id && r.bib === bib)?.category;
    expect(categoryOfBib('1')).toBe('M 30-39');
    expect(categoryOfBib('2')).toBe('M 30-39');
    expect(categoryOfBib('3')).toBe('Feminino 30-39');
    // Deleting it now counts those results under the new name.
    expect(errorBodySchema.parse(await (await remove(race, category.id)).json()).details).toEqual({
      registrations: 0,
      results: 2,
      prize_rules: [],
    });
    expect((await patch(race, other.id, { award_count: 5 })).status).toBe(200);
  });

  test('a category with registrations, results or a prize rule that ranks only it is 409 in_use', async () => {
    const race = await newRace();
    const registered = await categoryOf(await post(race, { name: 'Inscritos' }));
    await insertOnlineRegistration(hub, event.id, race.id, { categoryId: registered.id });
    const res = await remove(race, registered.id);
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(await res.json())).toEqual({
      error: 'in_use',
      message: 'A categoria Inscritos é usada por 1 inscrição; não pode ser excluída.',
      details: { registrations: 1, results: 0, prize_rules: [] },
    });

    const resulted = await categoryOf(await post(race, { name: 'Com Resultado' }));
    await hub.database.run((db) =>
      db.insert(results).values(
        ['1', '2'].map((bib) => ({
          eventId: event.id,
          raceId: race.id,
          bib,
          category: 'com resultado',
        })),
      ),
    );
    const byResults = await remove(race, resulted.id);
    expect(errorBodySchema.parse(await byResults.json()).details).toEqual({
      registrations: 0,
      results: 2,
      prize_rules: [],
    });

    const pwdRace = await newRace();
    const rules = `/events/${event.code}/races/${pwdRace.code}/prize-rules`;
    const rule = await hub.call('POST', rules, {
      json: {
        ranking_type: 'category',
        ranking_cut: 3,
        tipo_premiacao: 'trofeu',
        pne_filter: 'pcd',
      },
    });
    expect(rule.status).toBe(201);
    const pcd = await categoryOf(await post(pwdRace, { name: 'PCD', is_pwd: true, type: 'pwd' }));
    const general = await categoryOf(await post(pwdRace, { name: 'Geral', type: 'overall' }));
    // The rule ranks PwD categories only: the general one goes, the last PwD one stays.
    expect((await remove(pwdRace, general.id)).status).toBe(204);
    const byRule = await remove(pwdRace, pcd.id);
    expect(byRule.status).toBe(409);
    const body = errorBodySchema.parse(await byRule.json());
    expect(body.details).toEqual({ registrations: 0, results: 0, prize_rules: [1] });
    expect(body.message).toContain('regra de premiação nº 1');
    // With another PwD category to rank, it may go.
    await categoryOf(await post(pwdRace, { name: 'Cadeirante', is_pwd: true, type: 'pwd' }));
    expect((await remove(pwdRace, pcd.id)).status).toBe(204);
  });

  test('a read key is 403 and the writes are in the change history', async () => {
    const race = await newRace();
    const denied = await hub.call('POST', categoriesPath(race), {
      json: { name: 'Lida' },
      key: hub.readKey,
    });
    expect(denied.status).toBe(403);
    const category = await categoryOf(await post(race, { name: 'Histórica' }));
    await categoryOf(await patch(race, category.id, { award_count: 2 }));
    expect((await remove(race, category.id)).status).toBe(204);
    const history = await hub.services.changes.page(event.code, { limit: 200 });
    const ours = history.data.filter((entry) => entry.path.startsWith(categoriesPath(race)));
    expect(ours.map((entry) => [entry.method, entry.kind, entry.race_code, entry.outcome])).toEqual(
      [
        ['DELETE', 'categories', race.code, 'ok'],
        ['PATCH', 'categories', race.code, 'ok'],
        ['POST', 'categories', race.code, 'ok'],
      ],
    );
  });
});

test('the OpenAPI document lists the category writes as extensions, each with its summary', async () => {
  const { paths } = (await (await hub.call('GET', '/openapi.json', { key: null })).json()) as {
    paths: Record<string, Record<string, { 'x-extension'?: boolean; summary?: string }>>;
  };
  const writes: [string, string][] = [
    ['/events/{event}/races/{race}/categories', 'post'],
    ['/events/{event}/races/{race}/categories/{category}', 'patch'],
    ['/events/{event}/races/{race}/categories/{category}', 'delete'],
  ];
  for (const [path, method] of writes) {
    expect(paths[path]?.[method]?.['x-extension'], `${method} ${path}`).toBe(true);
    expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
  }
});

test('HUB_SPEC_ONLY: the category writes are absent (404) and out of the document', async () => {
  const specOnly = await createTestHub({ specOnly: true });
  try {
    const own = await insertEvent(specOnly);
    const race = await createRace(specOnly, own.code);
    const path = `/events/${own.code}/races/${race.code}/categories`;
    const calls: [string, string, unknown?][] = [
      ['POST', path, { name: 'M 30-39' }],
      ['PATCH', `${path}/1`, { name: 'Outra' }],
      ['DELETE', `${path}/1`],
    ];
    for (const [method, target, json] of calls) {
      const res = await specOnly.call(method, target, { json });
      expect(res.status, `${method} ${target}`).toBe(404);
      expect(errorBodySchema.parse(await res.json()).error).toBe('not_found');
    }
    const doc = (await (await specOnly.call('GET', '/openapi.json', { key: null })).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).filter((p) => p.includes('/categories'))).toEqual([]);
  } finally {
    await specOnly.close();
  }
});
