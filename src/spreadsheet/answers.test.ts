import { describe, expect, it } from 'vitest';
import { registrationImportItemSchema } from '@/contract/registrations';
import { proposeAnswerColumns, readAnswer, type AnswerField } from './answers';
import { buildChunks } from './chunks';
import { mappingIssues } from './mapping';
import { runPipeline } from './session';
import { fixCell } from './validate';

const SHIRT: AnswerField = {
  key: 'tamanho_camiseta',
  label: 'Tamanho da camiseta',
  type: 'select',
  options: [
    { value: 'P', label: 'Pequeno' },
    { value: 'M', label: 'Médio' },
    { value: 'G', label: 'Grande' },
  ],
};
const DIET: AnswerField = {
  key: 'restricoes',
  label: 'Restrições alimentares',
  type: 'multiselect',
  options: [
    { value: 'vegano', label: 'Vegano' },
    { value: 'sem_gluten', label: 'Sem glúten' },
  ],
};
const FIRST: AnswerField = { key: 'primeira_prova', label: 'Primeira prova', type: 'checkbox' };
const TEAM: AnswerField = { key: 'equipe', label: 'Nome da equipe', type: 'text' };
const PROOF: AnswerField = { key: 'atestado', label: 'Atestado', type: 'file' };
const FIELDS = [SHIRT, DIET, FIRST, TEAM, PROOF];

describe('readAnswer', () => {
  it('matches a select option by value or label, accents and case aside', () => {
    expect(readAnswer(SHIRT, 'm')).toEqual({ ok: true, value: 'M' });
    expect(readAnswer(SHIRT, 'MEDIO')).toEqual({ ok: true, value: 'M' });
    expect(readAnswer(SHIRT, 'Grande')).toEqual({ ok: true, value: 'G' });
    expect(readAnswer(SHIRT, 'XG')).toEqual({
      ok: false,
      message: 'Tamanho da camiseta: "XG" não é uma opção (Pequeno, Médio, Grande)',
    });
  });

  it('splits a multiselect on ; or , and reads each part as an option', () => {
    expect(readAnswer(DIET, 'Vegano; sem gluten')).toEqual({
      ok: true,
      value: ['vegano', 'sem_gluten'],
    });
    expect(readAnswer(DIET, 'vegano,vegano')).toEqual({ ok: true, value: ['vegano'] });
    expect(readAnswer(DIET, 'vegano, kosher')).toMatchObject({ ok: false });
  });

  it('reads a checkbox from sim/não/yes/no/x/1/0, and a text as it is', () => {
    for (const yes of ['sim', 'Yes', 'x', '1'])
      expect(readAnswer(FIRST, yes).ok && readAnswer(FIRST, yes)).toEqual({
        ok: true,
        value: true,
      });
    for (const no of ['não', 'NO', '0'])
      expect(readAnswer(FIRST, no)).toEqual({ ok: true, value: false });
    expect(readAnswer(FIRST, 'talvez')).toMatchObject({ ok: false });
    expect(readAnswer(TEAM, 'Corre SP')).toEqual({ ok: true, value: 'Corre SP' });
  });
});

describe('proposeAnswerColumns', () => {
  it('proposes a field for a column its header names loosely, never a file field or a taken column', () => {
    const headers = ['Nome', 'Camiseta', 'Equipe', 'Atestado', 'restricoes', 'Primeira prova'];
    const columns = ['name', null, null, null, null, null];
    expect(proposeAnswerColumns(headers, columns, FIELDS)).toEqual([
      'name',
      'answers.tamanho_camiseta',
      'answers.equipe',
      null,
      'answers.restricoes',
      'answers.primeira_prova',
    ]);
    expect(proposeAnswerColumns(['Tamanho de camiseta', 'De'], [null, null], FIELDS)).toEqual([
      'answers.tamanho_camiseta',
      null,
    ]);
  });
});

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const FILE = [
  'Nome;CPF;Camiseta;Restrições;Primeira prova',
  'Ana Souza;529.982.247-25;m;Vegano, sem glúten;sim',
  'Bruno Lima;111.444.777-35;XG;;não',
  'Carla Dias;390.533.447-05;;;',
].join('\n');

describe('a registrations file with columns for the event fields', () => {
  it('maps them, sends the answers the contract takes, and flags a value no option matches', async () => {
    const out = await runPipeline(bytes(FILE), {
      kind: 'registrations',
      fileName: 'inscritos.csv',
      fields: FIELDS,
    });
    expect(out.mapping.columns).toEqual([
      'name',
      'document',
      'answers.tamanho_camiseta',
      'answers.restricoes',
      'answers.primeira_prova',
    ]);
    expect(out.issues).toEqual([]);
    const [ana, bruno, carla] = out.result.rows;
    expect(ana.item?.answers).toEqual({
      tamanho_camiseta: 'M',
      restricoes: ['vegano', 'sem_gluten'],
      primeira_prova: true,
    });
    expect(registrationImportItemSchema.safeParse(ana.item).success).toBe(true);
    expect(bruno.problems).toEqual([
      expect.objectContaining({
        code: 'invalid_answer',
        severity: 'error',
        column: 'Camiseta',
        field: 'answers.tamanho_camiseta',
        message: 'Tamanho da camiseta: "XG" não é uma opção (Pequeno, Médio, Grande)',
      }),
    ]);
    expect(carla.item?.answers).toBeUndefined();

    const fixed = fixCell(out.result, 1, 2, 'G');
    expect(fixed.rows[1].problems).toEqual([]);
    expect(fixed.rows[1].item?.answers).toEqual({ tamanho_camiseta: 'G', primeira_prova: false });
    const { chunks } = buildChunks(fixed, { fileHash: 'abc', defaultRace: '10K' });
    const sent = chunks.flatMap((c) => c.body.registrations as { answers?: unknown }[]);
    expect(sent.map((item) => item.answers)).toEqual([
      ana.item?.answers,
      { tamanho_camiseta: 'G', primeira_prova: false },
      undefined,
    ]);
  });

  it('leaves the columns unmapped when the hub lists no fields, and takes the targets as mapped', async () => {
    const out = await runPipeline(bytes(FILE), { kind: 'registrations', fileName: 'a.csv' });
    expect(out.mapping.columns.slice(2, 4)).toEqual([null, null]);
    expect(
      mappingIssues({ kind: 'registrations', columns: ['name', 'document', 'answers.x'] }),
    ).toEqual([]);
  });
});
