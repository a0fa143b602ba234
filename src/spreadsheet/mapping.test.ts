import { describe, expect, it } from 'vitest';
import { describeColumns, isCheckpointHeader, mappingIssues, suggestMapping } from './mapping';

describe('suggestMapping', () => {
  it('maps pt-BR registration headers', () => {
    const headers = [
      'Nome completo',
      'CPF',
      'Data de nascimento',
      'E-mail',
      'Celular',
      'Número de peito',
      'Categoria',
      'Modalidade',
      'Kit retirado',
      'ID externo',
      'Sexo',
    ];
    expect(suggestMapping('registrations', headers).columns).toEqual([
      'name',
      'document',
      'birth_date',
      'email',
      'phone',
      'bib',
      'category',
      'modality',
      'kit_picked_up',
      'external_id',
      'sex',
    ]);
  });

  it.each([
    ['Nome', 'name'],
    ['Documento', 'document'],
    ['Nascimento', 'birth_date'],
    ['Email', 'email'],
    ['Telefone', 'phone'],
    ['Peito', 'bib'],
    ['Nº', 'bib'],
    ['Bib', 'bib'],
    ['External ID', 'external_id'],
    ['NOME  COMPLETO', 'name'],
    ['data_nascimento', 'birth_date'],
    ['Nome compelto', 'name'],
    ['Data de nascimeto', 'birth_date'],
    ['Nome do atleta', 'name'],
    ['Prova', 'race'],
    ['Distância', 'race'],
    ['Percurso', 'race'],
    ['Race', 'race'],
    ['Modalidade', 'modality'],
    ['Sexo', 'sex'],
    ['Gênero', 'sex'],
    ['Gender', 'sex'],
  ])('%s -> %s (synonyms, accents, case, typos)', (header, field) => {
    expect(suggestMapping('registrations', [header]).columns).toEqual([field]);
  });

  it('maps results headers, positions and checkpoint columns', () => {
    const headers = [
      'Nº',
      'Nome',
      'Tempo líquido',
      'Tempo bruto',
      'Situação',
      'Colocação',
      'Colocação na categoria',
      'Km 5',
      'Parcial 10 km',
      'PC1',
      'Equipe',
    ];
    expect(suggestMapping('results', headers).columns).toEqual([
      'bib',
      'name',
      'net_time',
      'gun_time',
      'status',
      'overall_position',
      'category_position',
      'split',
      'split',
      'split',
      'team',
    ]);
    expect(suggestMapping('results', ['Classificação geral', 'Status']).columns).toEqual([
      'overall_position',
      'status',
    ]);
  });

  it('gives each field to one column only, the best match', () => {
    expect(suggestMapping('registrations', ['Nome da equipe', 'Nome']).columns).toEqual([
      null,
      'name',
    ]);
  });

  it('tells checkpoint headers apart', () => {
    expect(
      ['Km 5', '5 km', 'Parcial 1', 'PC 2', 'Split 3', 'Km 21,1'].map(isCheckpointHeader),
    ).toEqual([true, true, true, true, true, true]);
    expect(['Kit', 'Tempo', 'Distância (km)'].map(isCheckpointHeader)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('mappingIssues', () => {
  it('asks for the required columns and refuses a field on two columns', () => {
    expect(
      mappingIssues({ kind: 'registrations', columns: ['email', null] }).map((i) => i.code),
    ).toEqual(['missing_required', 'missing_identifier']);
    expect(
      mappingIssues({ kind: 'registrations', columns: ['name', 'document', 'document'] }).map(
        (i) => i.code,
      ),
    ).toEqual(['mapped_twice']);
    expect(mappingIssues({ kind: 'results', columns: ['bib', 'split', 'split'] })).toEqual([]);
    expect(mappingIssues({ kind: 'results', columns: ['bib', 'document'] })[0].code).toBe(
      'unknown_field',
    );
  });
});

describe('describeColumns', () => {
  it('gives the headers with non-blank sample values', () => {
    const table = { headers: ['Nome', 'CPF'], rows: [['Ana', ''], ['Bia', '1'], ['Caio']] };
    expect(describeColumns(table, 2)).toEqual([
      { index: 0, header: 'Nome', samples: ['Ana', 'Bia'] },
      { index: 1, header: 'CPF', samples: ['1'] },
    ]);
  });
});
