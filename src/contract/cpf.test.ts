import { describe, expect, test } from 'vitest';
import { cpfCheckDigits, cpfDigitsOf, formatCpf, hideCpf, isValidCpf, padCpf } from './cpf';

describe('CPF', () => {
  test.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['529.982.247-26', false],
    ['11111111111', false],
    ['1234567890', false],
    ['', false],
  ])('isValidCpf(%s) = %s', (value, valid) => expect(isValidCpf(value)).toBe(valid));

  test('agrees with the check digits for every second digit of many first nines', () => {
    for (let n = 0; n < 1_000_000_000; n += 7_654_321) {
      const nine = String(n).padStart(9, '0');
      const right = cpfCheckDigits(nine);
      expect(isValidCpf(nine + right)).toBe(
        !/^(\d)\1{8}$/.test(nine) || right !== nine.slice(0, 2),
      );
      const wrong = String((Number(right[1]) + 1) % 10);
      expect(isValidCpf(nine + right[0] + wrong)).toBe(false);
    }
    expect(isValidCpf('529.982.247-255')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('529 982 247 / 25')).toBe(true);
  });

  test('check digits from the first nine', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('000000001')).toBe('91');
  });

  test('mask in and out, leading zeros kept', () => {
    expect(cpfDigitsOf('012.345.678-90')).toBe('01234567890');
    expect(cpfDigitsOf('01234567890')).toBe('01234567890');
    expect(cpfDigitsOf('AB123456')).toBeNull();
    expect(formatCpf('01234567890')).toBe('012.345.678-90');
    expect(hideCpf('52998224725')).toBe('***.982.247-**');
    expect(padCpf('1234567890')).toBe('01234567890');
  });
});
