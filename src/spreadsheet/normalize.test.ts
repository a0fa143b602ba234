import { describe, expect, it } from 'vitest';
import {
  cleanCell,
  normalizeBoolean,
  normalizeDocument,
  normalizePhone,
  normalizePosition,
  normalizeStatus,
  normalizeTime,
  positionProblem,
  timeFailure,
  validCpfDigits,
} from './normalize';
import { dateFailure, excelSerialToIso, normalizeDate } from './read-date';
import { cpfCheckDigits, formatCpf } from '@/contract/cpf';

describe('normalizeDate', () => {
  it.each([
    ['31/12/1990', '1990-12-31'],
    ['1/2/1990', '1990-02-01'],
    ['01-02-1990', '1990-02-01'],
    ['31.12.1990', '1990-12-31'],
    ['1990-12-31', '1990-12-31'],
    ['1990-1-5', '1990-01-05'],
    ['31/12/1990 00:00:00', '1990-12-31'],
    ['33238', '1990-12-31'],
    ['33238,75', '1990-12-31'],
    ['29/02/2000', '2000-02-29'],
  ])('%s -> %s', (input, expected) => expect(normalizeDate(input)).toBe(expected));

  it.each(['31/02/1990', '29/02/1900', '12/31/1990', '0', 'ontem', '1990/12/31', '00/01/1990'])(
    'refuses %s',
    (input) => expect(normalizeDate(input)).toBeNull(),
  );

  it('reads Excel serials, including the days before its fake 29/02/1900', () => {
    expect(excelSerialToIso(1)).toBe('1900-01-01');
    expect(excelSerialToIso(59)).toBe('1900-02-28');
    expect(excelSerialToIso(61)).toBe('1900-03-01');
    expect(excelSerialToIso(45658)).toBe('2025-01-01');
  });

  it('keeps years within 1900..2200', () => {
    expect(normalizeDate('01/01/1900')).toBe('1900-01-01');
    expect(normalizeDate('31/12/2200')).toBe('2200-12-31');
    for (const input of ['31/12/1899', '1899-12-31', '01/01/2201', '9999-12-31', '2958465']) {
      expect(normalizeDate(input), input).toBeNull();
      expect(dateFailure(input).message, input).toContain('1900 a 2200');
    }
  });

  it('explains two-digit years', () => {
    expect(normalizeDate('31/12/90')).toBeNull();
    expect(dateFailure('31/12/90').code).toBe('two_digit_year');
    expect(dateFailure('xx').code).toBe('invalid_date');
  });

  it('reads DD/MM/YYYY, read without a regex, as its DD-MM-YYYY spelling, read with one', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    for (const year of ['0999', '1000', '1899', '1900', '1996', '2000', '2100', '2200', '2201'])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const fast = `${two(day)}/${two(month)}/${year}`;
          const regex = `${two(day)}-${two(month)}-${year}`;
          expect(normalizeDate(fast), fast).toBe(normalizeDate(regex));
          if (!normalizeDate(fast)) expect(dateFailure(fast).code).toBe(dateFailure(regex).code);
        }
    expect(normalizeDate('3l/12/1990')).toBeNull();
    expect(normalizeDate('31/12/199O')).toBeNull();
  });
});

describe('normalizeDocument', () => {
  it('accepts a CPF with or without the mask', () => {
    expect(normalizeDocument('529.982.247-25')).toEqual({ ok: true, value: '52998224725' });
    expect(normalizeDocument('52998224725')).toEqual({ ok: true, value: '52998224725' });
  });
  it('puts back the leading zeros a spreadsheet dropped', () => {
    expect(normalizeDocument('1144477727')).toEqual({ ok: true, value: '01144477727' });
  });
  it('refuses wrong check digits', () => {
    const outcome = normalizeDocument('123.456.789-00');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.failure.code).toBe('invalid_cpf');
    expect(normalizeDocument('11111111111').ok).toBe(false);
  });
  it('keeps other documents as text, and warns on short numbers that are no CPF', () => {
    expect(normalizeDocument('AB123456')).toEqual({ ok: true, value: 'AB123456' });
    const rg = normalizeDocument('123456789');
    expect(rg.ok && rg.warning?.code).toBe('document_not_cpf');
    expect(normalizeDocument('x'.repeat(31)).ok).toBe(false);
  });
  it('reads bare and masked CPFs, checked in place, as the other spellings', () => {
    for (let n = 0; n < 1_000_000_000; n += 9_876_543) {
      const nine = String(n).padStart(9, '0');
      const right = cpfCheckDigits(nine);
      for (const cpf of [nine + right, nine + right[0] + String((Number(right[1]) + 1) % 10)]) {
        const expected = validCpfDigits(`${cpf.slice(0, 9)}-${cpf.slice(9)}`);
        expect(validCpfDigits(cpf), cpf).toBe(expected);
        expect(validCpfDigits(formatCpf(cpf)), cpf).toBe(expected);
      }
    }
    expect(validCpfDigits('529.982.247-25')).toBe('52998224725');
    for (const value of ['529.982.247-2a', 'a29.982.247-25', '5299822472a', '529.982.247-255'])
      expect(validCpfDigits(value), value).toBeNull();
  });
  it('refuses a CPF Excel wrote in scientific notation', () => {
    const outcome = normalizeDocument('5,29982E+10');
    expect(!outcome.ok && outcome.failure.code).toBe('scientific_notation');
  });
});

describe('normalizePhone', () => {
  it('keeps phones as typed', () => {
    expect(normalizePhone('+55 11 91234-5678')).toEqual({ value: '+55 11 91234-5678' });
  });
  it('drops a phone Excel rounded into scientific notation, with an explanation', () => {
    const outcome = normalizePhone('5,58199E+12');
    expect(outcome.value).toBeUndefined();
    expect(outcome.warning?.code).toBe('phone_scientific_notation');
    expect(outcome.warning?.message).toMatch(/arredondou/);
  });
  it('recovers the digits when the mantissa still holds all of them', () => {
    const outcome = normalizePhone('5,581991234567E+12');
    expect(outcome.value).toBe('5581991234567');
    expect(outcome.warning?.code).toBe('phone_scientific_recovered');
  });
});

describe('normalizeBoolean', () => {
  it.each([
    ['sim', true],
    ['Não', false],
    ['nao', false],
    ['S', true],
    ['n', false],
    ['x', true],
    ['TRUE', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['yes', true],
    ['no', false],
  ])('%s -> %s', (input, expected) => expect(normalizeBoolean(input)).toBe(expected));
  it('returns undefined for other words', () => expect(normalizeBoolean('talvez')).toBeUndefined());
});

describe('normalizeTime', () => {
  it.each([
    ['1:02:03', '01:02:03'],
    ['01:02:03', '01:02:03'],
    ['62:03', '01:02:03'],
    ['3723,5', '01:02:03.500'],
    ['3723.5', '01:02:03.500'],
    ['1:02:03,25', '01:02:03.250'],
  ])('%s -> %s', (input, expected) => expect(normalizeTime(input)).toBe(expected));
  it.each(['1:60:00', 'abc', '1::2'])('refuses %s', (input) =>
    expect(normalizeTime(input)).toBeNull(),
  );
  it('keeps times up to 499:59:59.999, what the hub stores', () => {
    expect(normalizeTime('499:59:59.999')).toBe('499:59:59.999');
    expect(normalizeTime('1799999,999')).toBe('499:59:59.999');
    for (const input of ['500:00:00', '999:00:00', '1800000', '30000:00']) {
      expect(normalizeTime(input), input).toBeNull();
      expect(timeFailure(input).message, input).toContain('499:59:59.999');
    }
    expect(timeFailure('abc').message).toContain('inválido');
  });
});

describe('normalizeStatus', () => {
  it.each([
    ['DNF', 'dnf'],
    ['abandonou', 'dnf'],
    ['DNS', 'dns'],
    ['Não largou', 'dns'],
    ['DSQ', 'dsq'],
    ['DQ', 'dsq'],
    ['Desclassificado', 'dsq'],
    ['Completou', 'finished'],
    ['concluído', 'finished'],
  ])('%s -> %s', (input, expected) => expect(normalizeStatus(input)).toBe(expected));
  it('returns undefined for other words', () => expect(normalizeStatus('corri')).toBeUndefined());
});

describe('normalizePosition and cleanCell', () => {
  it('reads positions', () => {
    expect(normalizePosition('1º')).toBe(1);
    expect(normalizePosition('001')).toBe(1);
    expect(normalizePosition('0')).toBeNull();
    expect(normalizePosition('primeiro')).toBeNull();
    expect(normalizePosition('2147483647')).toBe(2147483647);
    expect(normalizePosition('2147483648')).toBeNull();
    expect(normalizePosition('99999999999999999999')).toBeNull();
    expect(positionProblem('Colocação', '2147483648').message).toContain('2.147.483.647');
    expect(positionProblem('Colocação', 'primeiro').message).toContain('não é um número');
  });
  it('trims and undoes the report quote against formulas', () => {
    expect(cleanCell("  '+55 11 91234-5678 ")).toBe('+55 11 91234-5678');
    expect(cleanCell("'Ana")).toBe("'Ana");
    expect(cleanCell("'  =1+1")).toBe('=1+1');
    expect(cleanCell("'\t=1")).toBe('=1');
    expect(cleanCell("'＝1+1")).toBe('＝1+1');
    expect(cleanCell("'  ＠SUM(A1)")).toBe('＠SUM(A1)');
    expect(cleanCell(undefined)).toBe('');
  });
});
