import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { importStatus } from '@/testing/web/imports-fixtures';
import { filledCells } from '@/testing/xlsx-fills';
import { buildChunks } from './chunks';
import { suggestMapping } from './mapping';
import { mergeReport } from './report';
import { reportXlsx } from './report-xlsx';
import type { RawTable } from './types';
import { validateTable } from './validate';

const RED = 'FFC7CE';
const YELLOW = 'FFEB9C';

/** The first sheet read back as the app reads a spreadsheet: its name and its cells as text. */
async function readBack(blob: Blob) {
  const [{ sheet, data }] = await readXlsxFile(blob);
  return { sheet, rows: data.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))) };
}

describe('the .xlsx report', () => {
  it('keeps every row and cell as text, fills the cells each message is about, and names them', async () => {
    const table: RawTable = {
      headers: ['Nome', 'CPF', 'Peito'],
      rows: [
        ['Ana', '52998224725', '0001'],
        ['Bia', '123.456.789-00', '2'],
        ['Caio', '11144477735', '3'],
      ],
    };
    const result = validateTable(table, {
      ...suggestMapping('registrations', table.headers),
      kind: 'registrations',
    });
    const { chunks } = buildChunks(result, {
      fileHash: 'ab'.repeat(32),
      size: 5,
      defaultRace: '10K',
    });
    // The hub refuses Caio's document: the CPF cell of his row is the one filled.
    const reports = mergeReport(result, chunks, [
      importStatus({ total_received: 2, created: 1, errors: 1 }, [
        { index: 1, outcome: 'error', field: 'participant.document', message: 'CPF já inscrito' },
      ]),
    ]);
    const blob = await reportXlsx(result, reports);
    const bytes = new Uint8Array(await blob.arrayBuffer());

    const { sheet, rows } = await readBack(blob);
    expect(sheet).toBe('Relatório');
    expect(rows).toEqual([
      ['Nome', 'CPF', 'Peito', 'Linha', 'Resultado', 'Problema'],
      ['Ana', '52998224725', '0001', '2', 'Criada', ''],
      [
        'Bia',
        '123.456.789-00',
        '2',
        '3',
        'Erro',
        'CPF: CPF 123.456.789-00 inválido: os dígitos verificadores não conferem',
      ],
      ['Caio', '11144477735', '3', '4', 'Erro', 'participant.document: CPF já inscrito'],
    ]);
    expect(Object.fromEntries(filledCells(bytes))).toEqual({
      B3: RED, // the file's check: Bia's CPF
      E3: RED,
      B4: RED, // the hub: Caio's document
      E4: RED,
    });
  });

  it("fills a warning yellow and writes the words of the reader's language", async () => {
    const table: RawTable = { headers: ['Nome', 'CPF'], rows: [['Ana', '123']] };
    const result = validateTable(table, { kind: 'registrations', columns: ['name', 'document'] });
    const reports = mergeReport(result, [], []);
    const blob = await reportXlsx(result, reports, {
      language: {
        labels: { row: 'Row', outcome: 'Outcome', problem: 'Problem', sheet: 'Report' },
        outcomes: { skipped: 'Not sent', error: 'Error' },
        localize: (text) => `[en] ${text}`,
      },
    });
    const { sheet, rows } = await readBack(blob);
    expect(sheet).toBe('Report');
    expect(rows[0]).toEqual(['Nome', 'CPF', 'Row', 'Outcome', 'Problem']);
    expect(rows[1][3]).toBe('Not sent');
    expect(rows[1][4]).toMatch(/^\[en\] CPF: /);
    // A CPF of 3 digits goes as another document: a warning; the row, never sent, too.
    expect(Object.fromEntries(filledCells(new Uint8Array(await blob.arrayBuffer())))).toEqual({
      B2: YELLOW,
      D2: YELLOW,
    });
  });
});
