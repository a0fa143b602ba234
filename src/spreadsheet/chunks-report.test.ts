import { describe, expect, it } from 'vitest';
import { createFaker } from '@/testing/fake';
import { importStatus } from '@/testing/web/imports-fixtures';
import { neutralizeCell } from '@/spreadsheet/csv';
import { buildChunks, chunkKey, confirmWithSchema } from './chunks';
import { suggestMapping } from './mapping';
import { parseCsvText } from './read-csv';
import {
  countOutcomes,
  countRows,
  ERROR_OUTCOMES,
  mergeReport,
  reportCsv,
  sumSummaries,
} from './report';
import type { RawTable } from './types';
import { validateTable } from './validate';

const HASH = 'ab'.repeat(32);
const RACE = '10K';

function registrations(n: number) {
  const table = parseCsvText(createFaker(11).registrationsCsv(n));
  return validateTable(table, {
    ...suggestMapping('registrations', table.headers),
    kind: 'registrations',
  });
}

function results(n: number) {
  const faker = createFaker(12);
  const rows = Array.from({ length: n }, (_, i) => {
    const r = faker.resultItem(String(i + 1), i);
    return [r.bib, r.status ?? '', r.net_time ?? ''];
  });
  const table: RawTable = { headers: ['Peito', 'Situação', 'Tempo líquido'], rows };
  return validateTable(table, { ...suggestMapping('results', table.headers), kind: 'results' });
}

const status = importStatus;

describe('buildChunks', () => {
  it('splits 2001 registrations into 2000 + 1 with stable, distinct keys', () => {
    const result = registrations(2001);
    const { chunks } = buildChunks(result, { fileHash: HASH, defaultRace: RACE });
    expect(chunks.map((c) => c.body.registrations.length)).toEqual([2000, 1]);
    expect(chunks.map((c) => c.number)).toEqual([1, 2]);
    expect(chunks[0].idempotencyKey).toMatch(
      new RegExp(`^${HASH.slice(0, 32)}-registrations-1-[0-9a-f]{8}$`),
    );
    expect(chunks[1].idempotencyKey).toMatch(/-registrations-2-/);
    const again = buildChunks(result, { fileHash: HASH, defaultRace: RACE }).chunks;
    expect(again.map((c) => c.idempotencyKey)).toEqual(chunks.map((c) => c.idempotencyKey));
    expect(chunks[1].rowIndexes).toEqual([2000]);
  });

  it('splits 5001 results into 5000 + 1 and adds the batch fields to the body', () => {
    const { chunks } = buildChunks(results(5001), {
      fileHash: HASH,
      defaultRace: RACE,
      bodyExtras: { modality: '10K' },
    });
    expect(chunks.map((c) => c.body.results.length)).toEqual([5000, 1]);
    expect(chunks[0].body).toMatchObject({ modality: '10K' });
    expect(chunks[0].idempotencyKey).toMatch(/-results-1-/);
  });

  it('gives a changed body another key', () => {
    expect(chunkKey(HASH, 'results', 1, '{"a":1}')).not.toBe(
      chunkKey(HASH, 'results', 1, '{"a":2}'),
    );
  });

  it('lets the contract schema veto a row the fast checks let through', () => {
    const result = registrations(3);
    const tampered = {
      ...result,
      rows: result.rows.map((r, i) =>
        i === 1 ? { ...r, item: { ...r.item!, email: 'nope' } } : r,
      ),
    };
    const confirmed = confirmWithSchema(tampered);
    expect(confirmed.rows[1].problems.map((p) => [p.code, p.field])).toEqual([
      ['schema_rejected', 'email'],
    ]);
    const { chunks } = buildChunks(tampered, { fileHash: HASH, defaultRace: RACE });
    expect(chunks[0].rowIndexes).toEqual([0, 2]);
  });
});

describe('mergeReport', () => {
  it('accounts for every row exactly once, from the file check and the hub', () => {
    const table: RawTable = {
      headers: ['Nome', 'CPF', 'Peito'],
      rows: [
        ['Ana', '52998224725', '1'],
        ['', '', ''],
        ['Bia', '123', '2'],
        ['Caio', '11144477735', '3'],
        ['Davi', '', '4'],
        ['Eva', '39053344705', '5'],
      ],
    };
    const result = validateTable(table, {
      ...suggestMapping('registrations', table.headers),
      kind: 'registrations',
    });
    const { chunks } = buildChunks(result, { fileHash: HASH, size: 2, defaultRace: RACE });
    expect(chunks.map((c) => c.rowIndexes)).toEqual([
      [0, 2],
      [3, 5],
    ]);
    const reports = mergeReport(result, chunks, [
      status({ total_received: 2, created: 1, conflicts: 1 }, [
        { index: 1, outcome: 'conflict', field: 'document', message: 'Inscrição online' },
      ]),
      status({ total_received: 2, created: 1, updated: 1 }),
    ]);
    expect(reports.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'blank'],
      [4, 'conflict'],
      [5, 'imported'],
      [6, 'error'],
      [7, 'imported'],
    ]);
    expect(reports[2].messages).toEqual([
      'CPF: Documento 123 com 3 dígitos: não parece CPF nem passaporte. Confira; se for enviado, vai como outro documento',
      'document: Inscrição online',
    ]);
    expect(new Set(reports.map((r) => r.index)).size).toBe(table.rows.length);
    expect(reports[1].messages).toEqual([]);
    expect(countOutcomes(reports)).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
      imported: 2,
      conflict: 1,
      error: 1,
      blank: 1,
      skipped: 0,
    });
  });

  it('tells created, updated and unchanged chunks apart (unchanged counts inside updated)', () => {
    const result = registrations(8);
    const { chunks } = buildChunks(result, { fileHash: HASH, size: 2, defaultRace: RACE });
    const reports = mergeReport(result, chunks, [
      status({ total_received: 2, created: 2, unchanged: 0 }),
      status({ total_received: 2, updated: 2, unchanged: 0 }),
      status({ total_received: 2, updated: 2, unchanged: 2 }),
      status({ total_received: 2, updated: 2, unchanged: 1 }),
    ]);
    expect(reports.map((r) => r.outcome)).toEqual([
      'created',
      'created',
      'updated',
      'updated',
      'unchanged',
      'unchanged',
      'imported',
      'imported',
    ]);
    // A hub without the extension never says unchanged.
    const plain = mergeReport(result, chunks.slice(0, 1), [status({ updated: 2 })]);
    expect(plain[0].outcome).toBe('updated');
  });

  it('marks rows of failed, unfinished or unsent chunks', () => {
    const result = registrations(5);
    const { chunks } = buildChunks(result, { fileHash: HASH, size: 2, defaultRace: RACE });
    const reports = mergeReport(result, chunks, [
      status({}, [], 'failed'),
      status({}, [], 'processing'),
    ]);
    expect(reports.map((r) => r.outcome)).toEqual([
      'error',
      'error',
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(reports[4].messages).toEqual(['Lote 3 não foi enviado']);
    expect(reportCsv(result, reports)).toContain(';Não enviada;Lote 3 não foi enviado\r\n');
  });
});

describe('a hub with import words of its own', () => {
  it('reads an ending by finished_at: a summary that adds up is accepted, one that does not is not', () => {
    const result = registrations(6);
    const { chunks } = buildChunks(result, { fileHash: HASH, size: 2, defaultRace: RACE });
    const ended = (summary: Parameters<typeof status>[0], word: string) => ({
      ...status(summary, [], word),
      finished_at: '2027-05-26 04:00:01',
    });
    const reports = mergeReport(result, chunks, [
      ended({ total_received: 2, created: 2 }, 'done'),
      ended({ total_received: 2 }, 'error'),
      status({ total_received: 2 }, [], 'on_hold'),
    ]);
    expect(reports.map((r) => r.outcome)).toEqual([
      'created',
      'created',
      'error',
      'error',
      'skipped',
      'skipped',
    ]);
    expect(reports[2].messages).toEqual(['O hub não processou o lote 2 (error)']);
    expect(reports[4].messages).toEqual([
      'Lote 3 ainda em processamento no hub (on_hold): veja o histórico de importações',
    ]);
  });
});

describe('counts and summaries', () => {
  it('counts rows by state', () => {
    const table: RawTable = {
      headers: ['Nome', 'CPF', 'Celular'],
      rows: [
        ['Ana', '52998224725', ''],
        ['Bia', '', ''],
        ['', '', ''],
        ['Caio', '11144477735', '5,5E+12'],
      ],
    };
    const result = validateTable(table, {
      ...suggestMapping('registrations', table.headers),
      kind: 'registrations',
    });
    expect(countRows(result)).toEqual({
      rows: 4,
      empty: 1,
      valid: 2,
      withErrors: 1,
      withWarnings: 1,
      byCode: { missing_identifier: 1, phone_scientific_notation: 1 },
      byRace: { '': 2 },
    });
  });

  it('sums chunk summaries', () => {
    const one = {
      total_received: 2000,
      created: 1990,
      updated: 5,
      conflicts: 3,
      errors: 2,
      duration_ms: 800,
    };
    const two = {
      total_received: 1,
      created: 0,
      updated: 1,
      conflicts: 0,
      errors: 0,
      duration_ms: 10,
    };
    expect(sumSummaries([one, two])).toEqual({
      total_received: 2001,
      created: 1990,
      updated: 6,
      conflicts: 3,
      errors: 2,
      duration_ms: 810,
    });
    expect(sumSummaries([{ ...one, unchanged: 4 }, two, { ...two, unchanged: 1 }])).toMatchObject({
      updated: 7,
      unchanged: 5,
    });
    expect(sumSummaries([])).toEqual({
      total_received: 0,
      created: 0,
      updated: 0,
      conflicts: 0,
      errors: 0,
      duration_ms: 0,
    });
  });
});

describe('report CSV', () => {
  it('neutralises formula-looking cells but leaves plain negative numbers alone', () => {
    expect(neutralizeCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(neutralizeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(neutralizeCell('+1+cmd|calc')).toBe(`'+1+cmd|calc`);
    expect(neutralizeCell('-2+3')).toBe(`'-2+3`);
    expect(neutralizeCell('\t=1')).toBe(`'\t=1`);
    expect(neutralizeCell('\r=1')).toBe(`'\r=1`);
    expect(neutralizeCell('+55 11 91234-5678')).toBe(`'+55 11 91234-5678`);
    expect(neutralizeCell('-12')).toBe('-12');
    expect(neutralizeCell('-3,5')).toBe('-3,5');
    expect(neutralizeCell('Ana')).toBe('Ana');
    expect(neutralizeCell('')).toBe('');
  });

  it('neutralises formulas after leading whitespace and in full-width or small forms', () => {
    for (const cell of [
      ' =1+1',
      '   =HYPERLINK("http://x")',
      '\u00a0=1',
      '\u3000=1',
      '\u200b=1',
      ' \t +1',
      '  @SUM(A1)',
      ' -2+3',
      '\n=1',
      '＝1+1',
      '＋1',
      '－2+3',
      '＠SUM(A1)',
      '  ＝1',
      '﹦1',
      '﹢1',
      '﹣1',
      '﹫SUM(A1)',
    ])
      expect(neutralizeCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    for (const cell of ['Ana =1', 'a+b', '1-2', ' Ana', '12', '-12', '１２'])
      expect(neutralizeCell(cell), JSON.stringify(cell)).toBe(cell);
  });

  it('writes BOM, semicolons, CRLF, the original columns, Linha, Resultado and Problema', () => {
    const table: RawTable = {
      headers: ['Nome', 'CPF', 'Celular'],
      rows: [
        ['=1+1', '52998224725', '+55 11 91234-5678'],
        ['Bia; "B"', '123.456.789-00', ''],
        ['Caio', '11144477735', '', 'extra'],
      ],
    };
    const result = validateTable(table, {
      ...suggestMapping('registrations', table.headers),
      kind: 'registrations',
    });
    const { chunks } = buildChunks(result, { fileHash: HASH, defaultRace: RACE });
    const csv = reportCsv(
      result,
      mergeReport(result, chunks, [status({ created: 2, total_received: 2 })]),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Nome;CPF;Celular;;Linha;Resultado;Problema',
      `'=1+1;52998224725;'+55 11 91234-5678;;2;Criada;`,
      '"Bia; ""B""";123.456.789-00;;;3;Erro;CPF: CPF 123.456.789-00 inválido: os dígitos verificadores não conferem',
      'Caio;11144477735;;extra;4;Criada;Linha com 4 colunas, o cabeçalho tem 3: os valores a mais não são importados',
      '',
    ]);
  });

  it('writes an errors-only report: the rows that ended as error or conflict, blank ones aside', () => {
    const table: RawTable = {
      headers: ['Nome', 'CPF'],
      rows: [
        ['Ana', '52998224725'],
        ['', ''],
        ['Bia', '123.456.789-00'],
        ['Caio', '11144477735'],
      ],
    };
    const result = validateTable(table, {
      ...suggestMapping('registrations', table.headers),
      kind: 'registrations',
    });
    const { chunks } = buildChunks(result, { fileHash: HASH, defaultRace: RACE });
    const reports = mergeReport(result, chunks, [
      status({ total_received: 2, created: 1, conflicts: 1 }, [
        { index: 1, outcome: 'conflict', field: 'document', message: 'Inscrição online' },
      ]),
    ]);
    expect(reportCsv(result, reports).slice(1).split('\r\n')).toContain(';;3;Em branco;');
    expect(reportCsv(result, reports, { only: ERROR_OUTCOMES }).slice(1).split('\r\n')).toEqual([
      'Nome;CPF;Linha;Resultado;Problema',
      'Bia;123.456.789-00;4;Erro;CPF: CPF 123.456.789-00 inválido: os dígitos verificadores não conferem',
      'Caio;11144477735;5;Conflito;document: Inscrição online',
      '',
    ]);
  });
});
