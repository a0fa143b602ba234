import { describe, expect, it } from 'vitest';
import { decodeBytes, sha256Hex } from './decode';
import { detectDelimiter, parseCsvText } from './read-csv';
import { cellText, listSheets, readXlsx } from './read-xlsx';
import { bytesOf, fixtureBytes } from '@/testing/import-files';

describe('decodeBytes', () => {
  it('reads UTF-8 with a BOM and strips it', () => {
    const decoded = decodeBytes(fixtureBytes('utf8-bom.csv'));
    expect(decoded.encoding).toBe('utf-8');
    expect(decoded.hadBom).toBe(true);
    expect(decoded.text.startsWith('Nome completo;')).toBe(true);
    expect(decoded.text).toContain('João da Conceição');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    const decoded = decodeBytes(fixtureBytes('windows-1252.csv'));
    expect(decoded.encoding).toBe('windows-1252');
    expect(decoded.text).toContain('João Simões');
    expect(decoded.text).toContain('Conceição Araújo');
    expect(decoded.text).toContain('Número de peito');
  });

  it('hashes the bytes with SHA-256', async () => {
    expect(await sha256Hex(bytesOf('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('parseCsvText', () => {
  it('detects the delimiter from the header line', () => {
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('"x;y",b,c')).toBe(',');
    expect(detectDelimiter('nome')).toBe(';');
  });

  it('keeps decimal commas inside semicolon-separated cells', () => {
    const table = parseCsvText(decodeBytes(fixtureBytes('results-semicolon.csv')).text);
    expect(table.delimiter).toBe(';');
    expect(table.rows[1][2]).toBe('3723,5');
  });

  it('reads quoted commas and lets the caller force a delimiter', () => {
    const table = parseCsvText(decodeBytes(fixtureBytes('comma.csv')).text);
    expect(table.delimiter).toBe(',');
    expect(table.rows[0][0]).toBe('Silva, Ana');
    const forced = parseCsvText('a,b;c\n1,2;3', { delimiter: ';' });
    expect(forced.headers).toEqual(['a,b', 'c']);
  });

  it('keeps quoted newlines inside one row', () => {
    const table = parseCsvText(decodeBytes(fixtureBytes('quoted-newlines.csv')).text);
    expect(table.rows).toHaveLength(3);
    expect(table.rows[0][0]).toBe('Ana\r\nSilva');
    expect(table.rows[1][0]).toBe('Bruno "Bola"\nCosta');
  });

  it('keeps ragged rows as they are', () => {
    const table = parseCsvText(decodeBytes(fixtureBytes('ragged.csv')).text);
    expect(table.rows[0]).toHaveLength(3);
    expect(table.rows[1]).toHaveLength(10);
  });

  it('reads an empty file and a header-only file', () => {
    expect(parseCsvText('')).toMatchObject({ headers: [], rows: [] });
    const headerOnly = parseCsvText(decodeBytes(fixtureBytes('header-only.csv')).text);
    expect(headerOnly.headers).toHaveLength(8);
    expect(headerOnly.rows).toEqual([]);
  });

  it('keeps blank lines as rows so row numbers match the spreadsheet', () => {
    const table = parseCsvText('a;b\n1;2\n\n3;4\n');
    expect(table.rows).toEqual([['1', '2'], [''], ['3', '4']]);
  });

  it('parses in chunks, reporting rows so far, and never splits a quoted row', () => {
    const lines = ['nome;obs'];
    for (let i = 0; i < 500; i++) lines.push(`P${i};"linha ${i}\ncontinua; aqui"`);
    const progress: number[] = [];
    const table = parseCsvText(lines.join('\r\n'), {
      chunkSize: 1000,
      onProgress: (n) => progress.push(n),
    });
    expect(table.rows).toHaveLength(500);
    expect(table.rows[499]).toEqual(['P499', 'linha 499\ncontinua; aqui']);
    expect(progress.length).toBeGreaterThan(5);
    expect(progress[progress.length - 1]).toBe(500);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('marks rows with broken quotes', () => {
    const table = parseCsvText('a;b\n1;2\n"3;4\n');
    expect(table.malformed).toEqual([1]);
  });
});

describe('readXlsx', () => {
  it('lists sheets and reads the first by default, every cell as text', async () => {
    const bytes = fixtureBytes('registrations.xlsx');
    expect(await listSheets(bytes)).toEqual(['Inscrições', 'Resumo']);
    const table = await readXlsx(bytes);
    expect(table.sheet).toBe('Inscrições');
    expect(table.headers).toEqual([
      'Nome',
      'CPF',
      'Nascimento',
      'E-mail',
      'Telefone',
      'Peito',
      'Kit retirado',
    ]);
    expect(table.rows[0]).toEqual([
      'João Simões',
      '52998224725',
      '33238',
      'joao@example.com',
      '5511912345678',
      '10',
      'sim',
    ]);
    expect(table.rows[1][2]).toBe('28491');
    expect(table.rows[1][4]).toBe('');
  });

  it('reads a sheet chosen by name and refuses an unknown one', async () => {
    const bytes = fixtureBytes('registrations.xlsx');
    const table = await readXlsx(bytes, { sheet: 'Resumo' });
    expect(table.headers).toEqual(['Total']);
    expect(table.rows).toEqual([['3']]);
    await expect(readXlsx(bytes, { sheet: 'Nada' })).rejects.toThrow(/Nada/);
  });

  it('turns date cells back into serials and durations into H:MM:SS', () => {
    expect(cellText(new Date(Date.UTC(1990, 11, 31)))).toBe('33238');
    expect(cellText(new Date(Date.UTC(1899, 11, 30, 0, 45, 12)))).toBe('0:45:12');
    expect(cellText(true)).toBe('true');
    expect(cellText(null)).toBe('');
  });
});
