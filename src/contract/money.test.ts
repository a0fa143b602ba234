import { describe, expect, test } from 'vitest';
import { formatBrl } from './money';
import { centsToInput, parseBrl } from './money-input';

describe('BRL', () => {
  test.each([
    ['89,90', 8990],
    ['89.90', 8990],
    ['12,5', 1250],
    ['R$ 1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234', 123400],
    ['1234', 123400],
    ['0', 0],
    ['0,01', 1],
    ['1.000.000,00', 100000000],
    [' 7 ', 700],
  ])('parseBrl(%s) = %i', (input, cents) => expect(parseBrl(input)).toBe(cents));

  test.each(['', 'abc', '12,345,6', '1,2,3', '12.3.4', 'R$', '-'])(
    'parseBrl(%s) is not a price',
    (input) => expect(parseBrl(input)).toBeNull(),
  );

  test('three decimals are not cents', () => expect(parseBrl('1,2345')).toBeNull());

  test('formats in pt-BR', () => {
    expect(formatBrl(123456)).toBe('R$ 1.234,56');
    expect(formatBrl(8990)).toBe('R$ 89,90');
    expect(formatBrl(0)).toBe('R$ 0,00');
    expect(centsToInput(8990)).toBe('89,90');
    expect(centsToInput(5)).toBe('0,05');
  });
});
