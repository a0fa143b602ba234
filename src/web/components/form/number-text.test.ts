import { describe, expect, it } from 'vitest';
import { caretAfter, draftOf, stepped, textOf, type NumberFormat } from './number-text';

const percent: NumberFormat = {
  decimalSeparator: ',',
  decimalScale: 2,
  allowNegative: true,
  suffix: ' %',
};
const count: NumberFormat = {
  decimalSeparator: ',',
  thousandSeparator: '.',
  decimalScale: 0,
  allowNegative: false,
  suffix: '',
};
const km: NumberFormat = {
  decimalSeparator: '.',
  decimalScale: 4,
  allowNegative: false,
  suffix: '',
};

describe('number text', () => {
  it('reads what is typed in the form’s separators, keeping the suffix after the number', () => {
    expect(draftOf('40', percent)).toEqual({ text: '40 %', value: 40 });
    expect(draftOf('12,5 %', percent)).toEqual({ text: '12,5 %', value: 12.5 });
    // A point typed on a comma keyboard is the decimal when there is no grouping.
    expect(draftOf('12.5', percent)).toEqual({ text: '12,5 %', value: 12.5 });
    expect(draftOf('-5', percent)).toEqual({ text: '-5 %', value: -5 });
    expect(draftOf('21.09759', km)).toEqual({ text: '21.0975', value: 21.0975 });
    // And a comma where the form writes a point, as in "7,5".
    expect(draftOf('7,5', km)).toEqual({ text: '7.5', value: 7.5 });
  });

  it('keeps nothing but a sign, digits and one separator, and reads none from a lone sign', () => {
    expect(draftOf('1a2b3', count)).toEqual({ text: '123', value: 123 });
    expect(draftOf('-3', count)).toEqual({ text: '3', value: 3 });
    expect(draftOf('-', percent)).toEqual({ text: '-', value: '' });
    expect(draftOf('', percent)).toEqual({ text: '', value: '' });
    expect(draftOf(' %', percent)).toEqual({ text: '', value: '' });
    expect(draftOf('1,2,3', percent)).toEqual({ text: '1,23 %', value: 1.23 });
  });

  it('keeps a fraction typed into a whole-number input, never reading "7,5" as 75', () => {
    expect(draftOf('7,5', count)).toEqual({ text: '7,5', value: 7.5 });
    expect(draftOf('12,50', count)).toEqual({ text: '12,50', value: 12.5 });
    expect(textOf(7.5, count)).toBe('7,5');
  });

  it('groups thousands as one types and shows a stored number the same way', () => {
    expect(draftOf('12500', count)).toEqual({ text: '12.500', value: 12500 });
    expect(draftOf('1.2500', count)).toEqual({ text: '12.500', value: 12500 });
    expect(textOf(1234567, count)).toBe('1.234.567');
    expect(textOf(0.1 + 0.2, percent)).toBe('0,3 %');
    expect(textOf(21.0975, km)).toBe('21.0975');
    expect(textOf('', percent)).toBe('');
  });

  it('keeps the caret after the same digit when grouping or the suffix move the text', () => {
    // "1250|" + "0" typed: the text becomes "12.500", the caret stays after the last digit.
    expect(caretAfter('12500', 5, '12.500', count)).toBe(6);
    // A digit typed in the middle of "40 %": "4|0 %" -> "45|0 %".
    expect(caretAfter('450 %', 2, '450 %', percent)).toBe(2);
    // At the start, the caret stays at the start.
    expect(caretAfter('9', 0, '9 %', percent)).toBe(0);
  });

  it('steps by one with the arrow keys, not below zero when no sign is allowed', () => {
    expect(stepped(4, 1, percent)).toBe(5);
    expect(stepped('', 1, percent)).toBe(1);
    expect(stepped(0, -1, count)).toBe(0);
    expect(stepped(0, -1, percent)).toBe(-1);
  });
});
