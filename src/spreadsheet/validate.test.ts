import { describe, expect, it } from 'vitest';
import { registrationImportItemSchema } from '@/contract/registrations';
import { resultImportItemSchema } from '@/contract/results';
import { createFaker } from '@/testing/fake';
import { decodeBytes } from './decode';
import { proposeMapping } from './mapping';
import { parseCsvText } from './read-csv';
import { readXlsx } from './read-xlsx';
import { fixtureBytes } from '@/testing/import-files';
import type { ImportKind, RawTable } from './types';
import { fixCell, isSendable, validateTable } from './validate';

const csv = (name: string) => parseCsvText(decodeBytes(fixtureBytes(name)).text);
const check = <K extends ImportKind>(kind: K, table: RawTable) =>
  validateTable(table, { ...proposeMapping(kind, table).mapping, kind });
const codes = (result: ReturnType<typeof check>, index: number) =>
  result.rows[index].problems.map((p) => p.code);

describe('validateTable: registrations', () => {
  it('normalises a Windows-1252 file into wire items', () => {
    const result = check('registrations', csv('windows-1252.csv'));
    expect(result.rows.map((r) => r.problems)).toEqual([[], []]);
    expect(result.rows[1].item).toEqual({
      name: 'Conceição Araújo',
      document: '11144477735',
      email: 'conceicao@example.com',
      phone: '11998765432',
      birth_date: '1978-03-15',
      bib: '202',
      category: 'F 40-49',
      modality: 'Caminhada',
    });
  });

  it('reads an .xlsx with serial dates, numbers as text and booleans', async () => {
    const result = check('registrations', await readXlsx(fixtureBytes('registrations.xlsx')));
    expect(result.rows[0].item).toMatchObject({
      document: '52998224725',
      birth_date: '1990-12-31',
      phone: '5511912345678',
      bib: '10',
      kit_picked_up: true,
    });
    expect(result.rows[1].item).toMatchObject({
      document: '01144477727',
      birth_date: '1978-01-01',
      kit_picked_up: false,
    });
    expect(result.rows[2].problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [4, 'Nascimento', 'invalid_date'],
      [4, 'CPF', 'duplicate_document'],
    ]);
  });

  it('numbers rows as the spreadsheet does, even after quoted newlines', () => {
    const result = check('registrations', csv('quoted-newlines.csv'));
    expect(result.rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(result.rows[2].problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [4, 'CPF', 'invalid_cpf'],
      [4, 'Data de nascimento', 'invalid_date'],
    ]);
    expect(result.rows[2].problems[1].message).toContain('32/01/1990');
  });

  it('warns on ragged rows and fills missing cells with blanks', () => {
    const result = check('registrations', csv('ragged.csv'));
    expect(codes(result, 0)).toEqual(['row_too_few_cells']);
    expect(codes(result, 1)).toEqual(['row_too_many_cells']);
    expect(result.rows.every(isSendable)).toBe(true);
  });

  it('flags duplicates after the first occurrence', () => {
    const result = check('registrations', csv('duplicates.csv'));
    expect(result.rows.map((r) => r.problems.map((p) => [p.code, p.message]))).toEqual([
      [],
      [['duplicate_document', 'CPF / documento 52998224725 repetido: já aparece na linha 2']],
      [['duplicate_bib', 'Número de peito 1 repetido: já aparece na linha 2']],
      [['duplicate_external_id', 'ID externo A1 repetido: já aparece na linha 2']],
    ]);
  });

  it('names each problem with row, column, field, severity, code and a Portuguese message', () => {
    const table: RawTable = {
      headers: ['Nome', 'CPF', 'E-mail', 'Celular', 'Nascimento', 'Kit retirado'],
      rows: [
        ['', '', 'ana@', '5,58199E+12', '31/12/90', 'talvez'],
        ['   ', '', '', '', '', ''],
      ],
    };
    const result = check('registrations', table);
    expect(result.rows[0].problems.map((p) => [p.column, p.field, p.severity, p.code])).toEqual([
      ['Nome', 'name', 'error', 'required'],
      ['CPF', 'document', 'error', 'missing_identifier'],
      ['E-mail', 'email', 'error', 'invalid_email'],
      ['Celular', 'phone', 'warning', 'phone_scientific_notation'],
      ['Nascimento', 'birth_date', 'error', 'two_digit_year'],
      ['Kit retirado', 'kit_picked_up', 'error', 'invalid_boolean'],
    ]);
    expect(result.rows[0].problems[0].message).toBe('Nome é obrigatório');
    expect(result.rows[1]).toMatchObject({ empty: true, item: null, problems: [] });
  });

  it('agrees with the contract schema on realistic rows', () => {
    const text = createFaker(3).registrationsCsv(2000, { separator: ',' });
    const result = check('registrations', parseCsvText(text));
    for (const row of result.rows)
      expect(registrationImportItemSchema.safeParse(row.item).success).toBe(isSendable(row));
    expect(result.rows.filter(isSendable).length).toBeGreaterThan(1990);
  });
});

describe('validateTable: results', () => {
  it('reads gaps as no split, places and statuses from the place column, and what timing exports add', () => {
    const result = check('results', {
      headers: ['Pos.', 'Bib', 'Gender', 'Age', 'Club', 'Gender Pos', '5K', '10K', 'Finish'],
      rows: [
        ['1.', '7', 'F', '34', 'Nike Run', '1', '0:20:01', '-', '0:41:10'],
        ['DNF', '8', 'Masculino', '41', '', '', '--:--:--', 'DNF', '0:50:00'],
        ['2', '9', 'Z', 'velho', '', '', '—', '0:40:00', '0:42:00'],
      ],
    });
    expect(result.rows[0].item).toEqual({
      bib: '7',
      net_time: '00:41:10',
      overall_position: 1,
      gender_position: 1,
      sex: 'F',
      age: 34,
      team: 'Nike Run',
      splits: [{ checkpoint: '5K', time: '00:20:01' }],
    });
    expect(result.rows[0].problems).toEqual([]);
    expect(result.rows[1].item).toEqual({ bib: '8', status: 'dnf', sex: 'M', age: 41 });
    expect(result.rows[1].problems).toEqual([]);
    expect(codes(result, 2)).toEqual(['invalid_sex', 'invalid_age']);
    expect(result.rows[2].item?.splits).toEqual([{ checkpoint: '10K', time: '00:40:00' }]);
  });

  it('reads times, decimal commas, statuses (also from the time column), positions and splits', () => {
    const result = check('results', csv('results-semicolon.csv'));
    expect(result.rows[0].item).toEqual({
      bib: '101',
      status: 'finished',
      net_time: '00:45:12',
      gun_time: '00:45:40',
      name: 'João',
      overall_position: 1,
      category_position: 1,
      splits: [{ checkpoint: 'Km 5', time: '00:22:01' }],
    });
    expect(result.rows[1].item).toMatchObject({ net_time: '01:02:03.500', gun_time: '01:02:05' });
    expect(result.rows[1].item?.splits).toEqual([{ checkpoint: 'Km 5', time: '00:30:00.500' }]);
    expect(result.rows[2].item).toMatchObject({ status: 'dnf' });
    expect(result.rows[3].item).toMatchObject({ status: 'dns' });
    expect(result.rows[4].item).toMatchObject({ status: 'dns' });
    // A disqualified runner keeps no time, even when the file carries one.
    expect(result.rows[5].item).toMatchObject({ status: 'dsq' });
    expect(result.rows[5].item).not.toHaveProperty('net_time');
    expect(result.rows.slice(0, 6).every(isSendable)).toBe(true);
    expect(codes(result, 6)).toEqual(['invalid_status']);
  });

  it('requires the bib, and the net time of finishers', () => {
    const result = check('results', {
      headers: ['Peito', 'Tempo', 'Colocação'],
      rows: [
        ['', '0:40:00', ''],
        ['9', '', 'primeiro'],
      ],
    });
    expect(codes(result, 0)).toEqual(['required']);
    expect(result.rows[1].problems.map((p) => [p.code, p.severity])).toEqual([
      ['invalid_position', 'warning'],
      ['required', 'error'],
    ]);
  });
});

describe('validateTable: values past what the hub stores', () => {
  it('flags times, places and birth dates out of range, and sends only what the contract takes', () => {
    const results = check('results', {
      headers: ['Peito', 'Tempo', 'Colocação', 'Km 5'],
      rows: [
        ['1', '999:00:00', '', ''],
        ['2', '0:40:00', '2147483648', ''],
        ['3', '0:40:00', '', '500:00:00'],
        ['4', '499:59:59.999', '2147483647', '0:20:00'],
      ],
    });
    expect(results.rows.map((r) => r.problems.map((p) => [p.field, p.severity, p.code]))).toEqual([
      [['net_time', 'error', 'invalid_time']],
      [['overall_position', 'warning', 'invalid_position']],
      [['split', 'error', 'invalid_time']],
      [],
    ]);
    expect(results.rows[1].item).not.toHaveProperty('overall_position');
    for (const row of results.rows.filter(isSendable))
      expect(resultImportItemSchema.safeParse(row.item).success).toBe(true);

    const people = check('registrations', {
      headers: ['Nome', 'CPF', 'Nascimento'],
      rows: [
        ['Ana', '52998224725', '31/12/1899'],
        ['Bia', '11144477735', '9999-01-01'],
        ['Caio', '39053344705', '01/01/1900'],
      ],
    });
    expect(people.rows.map((r) => r.problems.map((p) => [p.field, p.code]))).toEqual([
      [['birth_date', 'invalid_date']],
      [['birth_date', 'invalid_date']],
      [],
    ]);
  });
});

describe('fixCell', () => {
  it('re-checks the edited row and the duplicate flags that depend on it', () => {
    const before = check('registrations', csv('duplicates.csv'));
    const bibFixed = fixCell(before, 2, 2, '9');
    expect(codes(bibFixed, 2)).toEqual([]);
    const cpfFixed = fixCell(bibFixed, 0, 1, '11144477735');
    expect(codes(cpfFixed, 0)).toEqual([]);
    expect(codes(cpfFixed, 1)).toEqual([]);
    expect(codes(cpfFixed, 2)).toEqual(['duplicate_document']);
    expect(cpfFixed.rows[2].problems[0].message).toContain('linha 2');
    expect(cpfFixed.table.rows[0][1]).toBe('11144477735');
    expect(codes(before, 1)).toEqual(['duplicate_document']);
    expect(before.table.rows[0][1]).toBe('529.982.247-25');
  });

  it('fixes an invalid cell', () => {
    const before = check('registrations', csv('quoted-newlines.csv'));
    const after = fixCell(fixCell(before, 2, 1, '390.533.447-05'), 2, 2, '31/01/1990');
    expect(after.rows[2].problems).toEqual([]);
    expect(after.rows[2].item).toMatchObject({ document: '39053344705', birth_date: '1990-01-31' });
  });
});
