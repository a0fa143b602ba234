import { describe, expect, it } from 'vitest';
import { podiumPreview } from './podium-preview';
import { raceRefOf } from './race-ref';
import type { ColumnMapping, RawTable } from './types';
import { validateTable } from './validate';

const problemsOf = (table: RawTable, mapping: ColumnMapping, options = {}) =>
  validateTable(table, mapping, options).rows.map((r) =>
    r.problems.map((p) => `${p.severity} ${p.code}: ${p.message}`),
  );

describe('doubtful data is flagged before sending', () => {
  const registrations = (rows: string[][]): RawTable => ({
    headers: ['Nome', 'Documento', 'Nascimento', 'Prova'],
    rows,
  });
  const mapping: ColumnMapping = {
    kind: 'registrations',
    columns: ['name', 'document', 'birth_date', 'race'],
  };

  it('a 4-digit document does not pass for another document; a repeated-digit CPF says so', () => {
    const problems = problemsOf(
      registrations([
        ['Ana', '1234', '', ''],
        ['Bia', '111.111.111-11', '', ''],
        ['Caio', 'AB123456', '', ''],
      ]),
      mapping,
    );
    expect(problems[0]).toEqual([
      'warning document_doubtful: Documento 1234 com 4 dígitos: não parece CPF nem passaporte. Confira; se for enviado, vai como outro documento',
    ]);
    expect(problems[1]).toEqual([
      'error invalid_cpf: CPF 111.111.111-11 com todos os dígitos iguais: não é um CPF de ninguém',
    ]);
    expect(problems[2]).toEqual([]);
  });

  it("warns of a participant younger or older than every category of the row's race", () => {
    const race = (code: string, ages: [number | null, number | null][]) =>
      raceRefOf({
        code,
        name: code,
        distance: null,
        distance_label: null,
        starts_at: '2027-09-24T07:00:00-03:00',
        categories: [
          { age_min: null, age_max: null },
          ...ages.map(([age_min, age_max]) => ({ age_min, age_max })),
        ],
      });
    const races = [
      race('21K', [
        [18, 29],
        [30, 39],
        [40, 99],
      ]),
      race('KIDS', [[null, 12]]),
      race('5K', []),
    ];
    expect(races[2].ages).toBeNull();
    const problems = problemsOf(
      registrations([
        ['Ana', '529.982.247-25', '25/09/2009', ''],
        ['Bia', '111.444.777-35', '24/09/2009', ''],
        ['Caio', '390.533.447-05', '01/01/2010', 'KIDS'],
        ['Davi', '714.602.380-01', '01/01/2020', '5K'],
      ]),
      mapping,
      { races, race: '21K' },
    );
    expect(problems).toEqual([
      [
        'warning age_outside_categories: Idade 17 em 24/09/2027: abaixo da mínima das categorias da prova 21K (18 anos)',
      ],
      [],
      [
        'warning age_outside_categories: Idade 17 em 24/09/2027: acima da máxima das categorias da prova KIDS (12 anos)',
      ],
      [],
    ]);
  });

  it('a dash net time is a warning (the row goes as DNF), unless the file says the runner finished: then it waits for a fix', () => {
    const table: RawTable = {
      headers: ['Número', 'Situação', 'Tempo'],
      rows: [
        ['101', '', '00:40:00'],
        ['102', '', '-'],
        ['103', 'Concluiu', '--:--:--'],
        ['104', 'Concluiu', 'DNF'],
        ['105', 'DNS', '-'],
        ['106', '', ''],
      ],
    };
    const result = validateTable(table, {
      kind: 'results',
      columns: ['bib', 'status', 'net_time'],
    });
    expect(result.rows.map((r) => r.problems.map((p) => `${p.severity} ${p.code}`))).toEqual([
      [],
      ['warning finisher_without_time'],
      ['error finisher_without_time'],
      ['error finisher_without_time'],
      [],
      ['error required'],
    ]);
    expect(result.rows[1].problems[0].message).toBe(
      'Tempo líquido "-" para quem terminou: a linha vai como DNF (não terminou), sem tempo. Se terminou, corrija o tempo',
    );
    expect(result.rows[2].problems[0].message).toBe(
      'Tempo líquido "--:--:--" para quem concluiu: informe o tempo, ou marque a linha como DNF (não terminou) na situação',
    );
    expect(result.rows[1].item).toEqual({ bib: '102', status: 'dnf' });
    expect(result.rows[4].item).toEqual({ bib: '105', status: 'dns' });
  });

  it('a bib nobody registered does not enter the podium preview', () => {
    const table: RawTable = {
      headers: ['Número', 'Tempo'],
      rows: [
        ['999', '00:30:00'],
        ['101', '00:40:00'],
        ['102', '00:41:00'],
      ],
    };
    const result = validateTable(
      table,
      { kind: 'results', columns: ['bib', 'net_time'] },
      { registered: { race: '10K', races: [{ race_id: 1, race: '10K', bibs: ['101', '102'] }] } },
    );
    const rule = { id: 1, seq: 1, ranking_type: 'overall', ranking_cut: 3, gender_filter: null };
    const [group] = podiumPreview(result, {
      rules: [{ ...rule, pne_filter: null, modality_id: null }],
      categories: null,
    });
    expect(group.entries.map((e) => e.result.bib)).toEqual(['101', '102']);
  });
});
