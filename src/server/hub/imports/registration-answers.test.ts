import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importStatusSchema, type ImportStatus } from '@/contract/imports';
import { cpfCheckDigits } from '@/contract/cpf';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent } from '@/testing/hub/fixtures';

let hub: TestHub;
let spec: TestHub;
beforeAll(async () => {
  [hub, spec] = await Promise.all([createTestHub(), createTestHub({ specOnly: true })]);
});
afterAll(() => Promise.all([hub.close(), spec.close()]));

const cpf = (n: number) => {
  const nine = String(200000000 + n).slice(-9);
  return nine + cpfCheckDigits(nine);
};
const person = (i: number, answers?: Record<string, unknown>) => ({
  name: `Atleta ${i}`,
  external_id: `ans-${i}`,
  document: cpf(i),
  ...(answers ? { answers } : {}),
});

const FIELDS = [
  {
    key: 'camiseta',
    label: 'Tamanho da camiseta',
    type: 'select',
    options: ['P', 'M', 'G'].map((v) => ({ value: v, label: v })),
  },
  {
    key: 'restricoes',
    label: 'Restrições alimentares',
    type: 'multiselect',
    options: [
      { value: 'vegano', label: 'Vegano' },
      { value: 'gluten', label: 'Sem glúten' },
    ],
  },
  { key: 'primeira_prova', label: 'Primeira prova?', type: 'checkbox' },
  { key: 'equipe', label: 'Equipe', type: 'text' },
  { key: 'atestado', label: 'Atestado', type: 'file' },
];

async function eventWithFields(on: TestHub) {
  const event = await insertEvent(on);
  const race = await createRace(on, event.code);
  for (const field of FIELDS) {
    const res = await on.call('POST', `/events/${event.code}/registration-fields`, { json: field });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  return { event, race };
}

async function importOn(on: TestHub, event: string, race: string, items: unknown[]) {
  const res = await on.call('POST', `/events/${event}/races/${race}/registrations`, {
    json: { registrations: items },
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const queued = importStatusSchema.parse(await res.json());
  await on.worker.drain();
  const done = await on.call('GET', `/events/${event}/registration-imports/${queued.import_id}`);
  return importStatusSchema.parse(await done.json()) as ImportStatus;
}

async function answersOf(event: string) {
  const res = await hub.call('GET', `/events/${event}/registrations?per_page=100`);
  const body = (await res.json()) as { data: { name: string; answers?: unknown }[] };
  return Object.fromEntries(body.data.map((r) => [r.name, r.answers]));
}

describe('answers to the event fields on a registration import', () => {
  test('are stored with the registration and read back with it', async () => {
    const { event, race } = await eventWithFields(hub);
    const done = await importOn(hub, event.code, race.code, [
      person(1, { camiseta: 'M', restricoes: ['vegano', 'gluten'], primeira_prova: true }),
      person(2, { equipe: 'Corre SP' }),
      person(3),
    ]);
    expect(done.summary).toMatchObject({ created: 3, errors: 0 });
    expect(await answersOf(event.code)).toEqual({
      'Atleta 1': { camiseta: 'M', restricoes: ['vegano', 'gluten'], primeira_prova: true },
      'Atleta 2': { equipe: 'Corre SP' },
      'Atleta 3': {},
    });
  });

  test('an unknown key, option or type is the item error naming the field and the value', async () => {
    const { event, race } = await eventWithFields(hub);
    const done = await importOn(hub, event.code, race.code, [
      person(1, { camiseta: 'XGG' }),
      person(2, { chapeu: 'sim' }),
      person(3, { primeira_prova: 'talvez' }),
      person(4, { restricoes: ['vegano', 'carnivoro'] }),
      person(5, { atestado: 'https://example.com/a.pdf' }),
      person(6, { camiseta: 'G' }),
    ]);
    expect(done.summary).toMatchObject({ created: 1, errors: 5 });
    expect(done.items?.map(({ index, field, message }) => ({ index, field, message }))).toEqual([
      {
        index: 0,
        field: 'answers.camiseta',
        message: 'Tamanho da camiseta: opção desconhecida "XGG"',
      },
      { index: 1, field: 'answers.chapeu', message: 'Campo desconhecido neste evento: chapeu' },
      {
        index: 2,
        field: 'answers.primeira_prova',
        message: 'Primeira prova?: a resposta deve ser sim ou não',
      },
      {
        index: 3,
        field: 'answers.restricoes',
        message: 'Restrições alimentares: opção desconhecida "carnivoro"',
      },
      {
        index: 4,
        field: 'answers.atestado',
        message: 'Atestado: campos do tipo file não são importados',
      },
    ]);
  });

  test('identical answers are unchanged, different ones update (other answers kept)', async () => {
    const { event, race } = await eventWithFields(hub);
    await importOn(hub, event.code, race.code, [
      person(1, { camiseta: 'M', equipe: 'Corre SP' }),
      person(2, { camiseta: 'P' }),
    ]);
    const again = await importOn(hub, event.code, race.code, [
      person(1, { camiseta: 'M' }),
      person(2, { camiseta: 'G' }),
    ]);
    expect(again.summary).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
    expect(await answersOf(event.code)).toEqual({
      'Atleta 1': { camiseta: 'M', equipe: 'Corre SP' },
      'Atleta 2': { camiseta: 'G' },
    });
  });

  test('a spec-only hub ignores the answers and imports the rest', async () => {
    const { event, race } = await eventWithFields(spec);
    const done = await importOn(spec, event.code, race.code, [person(1, { chapeu: 'sim' })]);
    expect(done.summary).toMatchObject({ created: 1, errors: 0 });
  });
});
