import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dataEnvelope, errorBodySchema, pageEnvelope } from '@/contract/common';
import { prizeRuleSchema } from '@/contract/races';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent } from '@/testing/hub/fixtures';

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

let n = 0;
const newRace = () =>
  createRace(hub, event.code, {
    name: `Prova ${++n}`,
    code: `PR${n}`,
    modality_ids: [modalityId.Geral, modalityId.PCD],
  });
const rulesPath = (race: { code: string }) =>
  `/events/${event.code}/races/${race.code}/prize-rules`;
const post = (race: { code: string }, body: Record<string, unknown>) =>
  hub.call('POST', rulesPath(race), {
    json: { ranking_type: 'overall', ranking_cut: 3, tipo_premiacao: 'trofeu', ...body },
  });
const ruleOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return dataEnvelope(prizeRuleSchema).parse(await res.json()).data;
};
const fieldsOf = async (res: Response) =>
  Object.keys(errorBodySchema.parse(await res.json()).details ?? {}).sort();

describe('prize rules: POST, PATCH and DELETE', () => {
  test('a rule is numbered after the last one and comes back with its modality', async () => {
    const race = await newRace();
    const first = await ruleOf(await post(race, { gender_filter: 'F', status: 'active' }));
    expect(first).toMatchObject({ seq: 1, race_id: race.id, event_id: event.id, modality: null });
    const pcd = await ruleOf(
      await post(race, {
        modality_id: modalityId.PCD,
        ranking_type: 'category',
        pne_filter: 'pcd',
        dupla_prem: ['medalha'],
      }),
    );
    expect(pcd).toMatchObject({
      seq: 2,
      modality_id: modalityId.PCD,
      modality: { id: modalityId.PCD, name: 'PCD' },
      dupla_prem: ['medalha'],
    });
    expect((await ruleOf(await post(race, { seq: 10, gender_filter: 'M' }))).seq).toBe(10);
    const page = pageEnvelope(prizeRuleSchema).parse(
      await (await hub.call('GET', rulesPath(race))).json(),
    );
    expect(page.data.map((r) => r.seq)).toEqual([1, 2, 10]);
  });

  test('the same award for the same scope is refused: the places would overlap', async () => {
    const race = await newRace();
    await ruleOf(await post(race, { gender_filter: 'M', ranking_cut: 5 }));
    const twin = await post(race, { gender_filter: 'M', ranking_cut: 3 });
    expect(twin.status).toBe(422);
    expect(await fieldsOf(twin)).toEqual(['ranking_cut']);
    // Money to the first three of the same scope, another sex, or a modality: other rules.
    await ruleOf(await post(race, { gender_filter: 'M', tipo_premiacao: 'dinheiro' }));
    await ruleOf(await post(race, { gender_filter: 'F' }));
    await ruleOf(await post(race, { gender_filter: 'M', modality_id: modalityId.PCD }));
  });

  test('a number taken, a modality the race lacks, team fields off a team ranking: 422 on the field', async () => {
    const race = await newRace();
    await ruleOf(await post(race, {}));
    const cases: [Record<string, unknown>, string][] = [
      [{ seq: 1, gender_filter: 'F' }, 'seq'],
      [{ modality_id: modalityId.Caminhada }, 'modality_id'],
      [{ modality_id: 999_999 }, 'modality_id'],
      [{ eqp_n_melhores: 4, gender_filter: 'F' }, 'eqp_n_melhores'],
      [{ dupla_prem: ['trofeu'], gender_filter: 'F' }, 'dupla_prem'],
      [{ dupla_prem: ['medalha', 'medalha'], gender_filter: 'F' }, 'dupla_prem'],
      [{ ranking_cut: 0 }, 'ranking_cut'],
      [{ ranking_cut: 1001 }, 'ranking_cut'],
      [{ ranking_cut: '3' }, 'ranking_cut'],
      [{ ranking_cut: 2 ** 53 }, 'ranking_cut'],
      [{ ranking_type: 'fastest' }, 'ranking_type'],
      [{ tipo_premiacao: 'carro' }, 'tipo_premiacao'],
      [{ gender_filter: 'masculino' }, 'gender_filter'],
      [{ pne_filter: 'x'.repeat(41) }, 'pne_filter'],
      [{ seq: -1 }, 'seq'],
    ];
    for (const [body, field] of cases) {
      const res = await post(race, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await fieldsOf(res), JSON.stringify(body)).toEqual([field]);
    }
    const team = await ruleOf(
      await post(race, {
        ranking_type: 'team',
        eqp_apuracao: 'soma_distancias',
        eqp_n_melhores: 4,
        eqp_base_ranking: 'geral',
      }),
    );
    expect(team).toMatchObject({ eqp_n_melhores: 4, eqp_apuracao: 'soma_distancias' });
  });

  test('PATCH checks the rule as it would be; it is no twin of itself', async () => {
    const race = await newRace();
    const men = await ruleOf(await post(race, { gender_filter: 'M' }));
    const women = await ruleOf(await post(race, { gender_filter: 'F' }));
    const path = (id: number | string) => `${rulesPath(race)}/${id}`;
    const cut = await ruleOf(
      await hub.call('PATCH', path(men.id), { json: { ranking_cut: 10, seq: 1 } }),
    );
    expect(cut).toMatchObject({ id: men.id, ranking_cut: 10, gender_filter: 'M', seq: 1 });
    const twin = await hub.call('PATCH', path(women.id), { json: { gender_filter: 'M' } });
    expect(twin.status).toBe(422);
    expect(await fieldsOf(twin)).toEqual(['ranking_cut']);
    const teamOnly = await hub.call('PATCH', path(women.id), { json: { eqp_n_melhores: 3 } });
    expect(await fieldsOf(teamOnly)).toEqual(['eqp_n_melhores']);
    const cleared = await ruleOf(
      await hub.call('PATCH', path(women.id), { json: { gender_filter: null } }),
    );
    expect(cleared.gender_filter).toBeNull();
  });

  test('a rule of another race or none is 404; DELETE removes it', async () => {
    const race = await newRace();
    const other = await newRace();
    const rule = await ruleOf(await post(race, {}));
    const elsewhere = await hub.call('PATCH', `${rulesPath(other)}/${rule.id}`, {
      json: { ranking_cut: 2 },
    });
    expect(elsewhere.status).toBe(404);
    expect(errorBodySchema.parse(await elsewhere.json()).message).toBe(
      'Regra de premiação não encontrada.',
    );
    expect((await hub.call('DELETE', `${rulesPath(other)}/${rule.id}`)).status).toBe(404);
    expect((await hub.call('DELETE', `${rulesPath(race)}/abc`)).status).toBe(404);
    expect((await hub.call('DELETE', `${rulesPath(race)}/99999999999`)).status).toBe(404);
    expect((await hub.call('DELETE', `${rulesPath(race)}/${rule.id}`)).status).toBe(204);
    expect((await hub.call('DELETE', `${rulesPath(race)}/${rule.id}`)).status).toBe(404);
    const page = pageEnvelope(prizeRuleSchema).parse(
      await (await hub.call('GET', rulesPath(race))).json(),
    );
    expect(page.data).toEqual([]);
  });
});
