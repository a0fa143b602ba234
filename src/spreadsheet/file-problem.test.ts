import { describe, expect, it } from 'vitest';
import { buildXlsx } from '../../e2e/fixtures/imports/xlsx-writer';
import { FileProblem, fileProblemOf } from './file-problem';
import type { PipelineEvent } from './pipeline-messages';
import { createPipelineSession, runPipeline } from './session';
import { bytesOf, fixtureBytes } from '@/testing/import-files';

const open = (bytes: ArrayBuffer, fileName = 'x.csv') =>
  runPipeline(bytes, { kind: 'registrations', fileName });

const xlsx = (rows: (string | null)[][]) => {
  const data = buildXlsx([
    { name: 'Inscrições', rows },
    { name: 'Resumo', rows: [['Total'], ['3']] },
  ]);
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
};

async function problemOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FileProblem)) throw new Error(`no FileProblem: ${String(error)}`);
  return { code: error.code, sheet: error.sheet, message: error.message };
}

describe('fileProblemOf', () => {
  it('tells a file with no header from one with only a header', () => {
    expect(fileProblemOf({ headers: [], rows: [] })).toBe('empty_file');
    expect(fileProblemOf({ headers: ['  '], rows: [[''], ['\t']] })).toBe('empty_file');
    expect(fileProblemOf({ headers: ['Nome', 'CPF'], rows: [] })).toBe('header_only');
    expect(fileProblemOf({ headers: ['Nome', 'CPF'], rows: [[''], [' ', '']] })).toBe(
      'header_only',
    );
    expect(fileProblemOf({ headers: ['Nome'], rows: [[''], ['Ana']] })).toBeNull();
  });
});

describe('runPipeline refuses a file with nothing to import', () => {
  it('0 bytes, only whitespace, a BOM: empty', async () => {
    expect(await problemOf(open(fixtureBytes('empty.csv')))).toEqual({
      code: 'empty_file',
      sheet: undefined,
      message: 'O arquivo está vazio.',
    });
    expect((await problemOf(open(bytesOf('  \r\n\r\n \t\n')))).code).toBe('empty_file');
    expect((await problemOf(open(bytesOf('\uFEFF')))).code).toBe('empty_file');
    expect((await problemOf(open(new ArrayBuffer(0), 'x.xlsx'))).code).toBe('empty_file');
  });

  it('a header and no data row, blank lines after it too: header only', async () => {
    expect(await problemOf(open(fixtureBytes('header-only.csv')))).toEqual({
      code: 'header_only',
      sheet: undefined,
      message: 'O arquivo só tem o cabeçalho, nenhuma linha de dados.',
    });
    expect((await problemOf(open(bytesOf('Nome;CPF\r\n;\r\n\r\n')))).code).toBe('header_only');
  });

  it('an .xlsx sheet with only its header, or nothing, names the sheet', async () => {
    const headerOnly = xlsx([['Nome', 'CPF']]);
    expect(await problemOf(open(headerOnly, 'a.xlsx'))).toMatchObject({
      code: 'header_only',
      sheet: 'Inscrições',
    });
    expect(await problemOf(open(xlsx([[null]]), 'a.xlsx'))).toMatchObject({
      code: 'empty_file',
      sheet: 'Inscrições',
    });
    const other = await runPipeline(headerOnly, {
      kind: 'registrations',
      fileName: 'a.xlsx',
      sheet: 'Resumo',
    });
    expect(other.counts.rows).toBe(1);
  });

  it('crosses the worker as a failure with its code', async () => {
    const events: PipelineEvent[] = [];
    await createPipelineSession().handle(
      {
        type: 'open',
        id: 1,
        kind: 'results',
        fileName: 'r.csv',
        bytes: fixtureBytes('header-only.csv'),
      },
      (e) => events.push(e),
    );
    expect(events.at(-1)).toEqual({
      type: 'failed',
      id: 1,
      code: 'header_only',
      sheet: undefined,
      message: 'O arquivo só tem o cabeçalho, nenhuma linha de dados.',
    });
  });
});
