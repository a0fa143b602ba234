import { describe, expect, it } from 'vitest';
import type { ImportStatus, ImportSummary } from '@/contract/imports';
import { buildChunks } from './chunks';
import { suggestMapping } from './mapping';
import { cellDistanceKm, raceRouter, type RaceRef } from './race-route';
import { countersSum, mergeReport, reportCounts, type ChunkStatus } from './report';
import type { RawTable } from './types';
import { validateTable } from './validate';

const RACES: RaceRef[] = [
  { code: '10K', name: 'Corrida 10K', distance: 10, distance_label: '10 km' },
  { code: 'C5', name: 'Corrida 5 km', distance: 5, distance_label: '5 km' },
  { code: 'CAM', name: 'Caminhada', distance: 3, distance_label: null },
  { code: 'MEIA', name: 'Meia Maratona', distance: 21.0975, distance_label: '21 km' },
];

describe('raceRouter', () => {
  const route = raceRouter(RACES);
  it.each([
    ['10K', '10K'],
    ['10k', '10K'],
    ['10 km', '10K'],
    ['10km', '10K'],
    ['Corrida 10K', '10K'],
    ['corrida 10k', '10K'],
    ['5 KM', 'C5'],
    ['5K', 'C5'],
    ['Corrida 5 km', 'C5'],
    ['Caminhada', 'CAM'],
    ['CAMINHADA', 'CAM'],
    ['cam', 'CAM'],
    ['21,0975', 'MEIA'],
    ['Meia maratona', 'MEIA'],
    ['meia', 'MEIA'],
  ])('%s -> %s', (cell, code) => expect(route(cell)).toBe(code));

  it.each(['Natação', '42 km', 'Corrida', '7K'])('%s names no race', (cell) =>
    expect(route(cell)).toBeNull(),
  );

  it('reads distances out of words', () => {
    expect(cellDistanceKm('Corrida 10K')).toBe(10);
    expect(cellDistanceKm('21,0975')).toBe(21.0975);
    expect(cellDistanceKm('Turma 2')).toBeNull();
  });
});

const table = (rows: string[][]): RawTable => ({ headers: ['Nome', 'CPF', 'Prova', 'Sexo'], rows });
const cpf = ['52998224725', '11144477735', '39053344705', '86288366757', '71428793860'];

function checked(rows: string[][]) {
  const t = table(rows);
  return validateTable(
    t,
    { ...suggestMapping('registrations', t.headers), kind: 'registrations' },
    { races: RACES },
  );
}

describe('a file for several races', () => {
  const result = checked([
    ['Ana', cpf[0], '10K', 'Feminino'],
    ['Bia', cpf[1], 'corrida 10k', 'F'],
    ['Caio', cpf[2], '5 km', 'Masc'],
    ['Davi', cpf[3], 'Natação', 'M'],
    ['Eva', cpf[4], '', 'Female'],
    ['', '', '', ''],
  ]);

  it('maps the Prova column to race and Sexo to sex, and routes each row', () => {
    expect(result.mapping.columns).toEqual(['name', 'document', 'race', 'sex']);
    expect(result.rows.map((r) => r.race ?? null)).toEqual(['10K', '10K', 'C5', null, null, null]);
    expect(result.rows.map((r) => (r.item as { sex?: string } | null)?.sex ?? null)).toEqual([
      'F',
      'F',
      'M',
      'M',
      'F',
      null,
    ]);
    const problem = result.rows[3].problems[0];
    expect(problem).toMatchObject({ code: 'unknown_race', field: 'race', severity: 'error' });
    expect(problem.message).toContain('Natação');
    expect(problem.message).toContain('CAM (Caminhada)');
  });

  it('sends each race its own chunks; rows without a race go to the file race, up to its vacancy', () => {
    const { chunks, held } = buildChunks(result, {
      fileHash: 'ab'.repeat(32),
      defaultRace: 'CAM',
      limits: { '10K': 1 },
    });
    expect(chunks.map((c) => [c.raceCode, c.rowIndexes])).toEqual([
      ['10K', [0]],
      ['C5', [2]],
      ['CAM', [4]],
    ]);
    expect(held).toEqual([{ index: 1, race: '10K', vacancy: 1 }]);
    expect(new Set(chunks.map((c) => c.idempotencyKey)).size).toBe(3);
  });

  it('counts every row of the file once, whatever ended where', () => {
    const { chunks, held } = buildChunks(result, {
      fileHash: 'ab'.repeat(32),
      defaultRace: 'CAM',
      limits: { '10K': 1 },
    });
    const summary = (s: Partial<ImportSummary>): ImportSummary => ({
      total_received: 1,
      created: 0,
      updated: 0,
      conflicts: 0,
      errors: 0,
      duration_ms: 1,
      ...s,
    });
    const done = (s: Partial<ImportSummary>, items: ImportStatus['items'] = []): ImportStatus => ({
      import_id: 1,
      event_code: 'EVT',
      source: 'csv',
      status: 'completed',
      summary: summary(s),
      started_at: null,
      finished_at: null,
      items,
    });
    const statuses: ChunkStatus[] = [
      done({ created: 1 }),
      done({ errors: 1 }, [{ index: 0, outcome: 'error', field: 'bib', message: 'x' }]),
      done({ updated: 1, unchanged: 1 }),
    ];
    const reports = mergeReport(result, chunks, statuses, held);
    const counts = reportCounts(result, reports, chunks, statuses);
    expect(counts).toEqual({
      rows: 6,
      created: 1,
      updated: 0,
      unchanged: 1,
      imported: 0,
      conflict: 0,
      error: 2,
      fileErrors: 1,
      hubErrors: 1,
      notSent: 1,
      blank: 1,
    });
    expect(countersSum(counts)).toBe(counts.rows);
    expect(reports[1].messages.join()).toContain('10K tinha 1 vagas');

    // A chunk that never ended and a cancelled rest: still every row once.
    const cut = reportCounts(result, mergeReport(result, chunks, [statuses[0]], held), chunks, [
      statuses[0],
    ]);
    expect(cut).toMatchObject({ created: 1, notSent: 3, error: 1 });
    expect(countersSum(cut)).toBe(cut.rows);
  });
});
