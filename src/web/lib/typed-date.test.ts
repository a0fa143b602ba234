import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typed-date';

describe('a date as people type it', () => {
  it.each([
    ['14/03/2027 06:30', '2027-03-14 06:30:00'],
    ['14/3/27 6h30', '2027-03-14 06:30:00'],
    ['14/3/2027 6h', '2027-03-14 06:00:00'],
    ['14.03.2027 6:30', '2027-03-14 06:30:00'],
    ['14-03-2027, 18:05', '2027-03-14 18:05:00'],
    ['2027-03-14T06:30', '2027-03-14 06:30:00'],
    ['  01/03/2027   00:00 ', '2027-03-01 00:00:00'],
    ['29/02/2028 23:59', '2028-02-29 23:59:00'],
    ['14/03/2027 06:30 PM', '2027-03-14 18:30:00'],
  ])('%s is %s', (typed, value) => expect(parseTypedDate(typed, true)).toBe(value));

  it.each([
    '31/02/2027 10:00', // no such day
    '29/02/2027 10:00',
    '14/13/2027 10:00',
    '14/03/2027 24:00',
    '14/03/2027 06:60',
    '14/03/2027 06:3', // still being typed
    '14/03/2027', // no time
    '03/14/2027 06:30', // month first
    'amanhã',
    '',
  ])('%s is not a date and time yet', (typed) => expect(parseTypedDate(typed, true)).toBeNull());

  it.each([
    ['03/14/2027 6:30 AM', '2027-03-14 06:30:00'],
    ['3/14/27 6:30 pm', '2027-03-14 18:30:00'],
    ['03/14/2027 12:05 a.m.', '2027-03-14 00:05:00'],
    ['03/14/2027 12:05 PM', '2027-03-14 12:05:00'],
    ['03/14/2027 18:30', '2027-03-14 18:30:00'],
    ['2027-03-14T06:30', '2027-03-14 06:30:00'],
  ])('in English, %s is %s', (typed, value) =>
    expect(parseTypedDate(typed, true, 'en')).toBe(value),
  );

  it.each(['14/03/2027 06:30', '03/14/2027 13:00 PM', '03/14/2027 0:30 AM'])(
    'in English, %s is not a date and time',
    (typed) => expect(parseTypedDate(typed, true, 'en')).toBeNull(),
  );

  it('reads a date without a time, and refuses one with', () => {
    expect(parseTypedDate('14/03/2027', false)).toBe('2027-03-14');
    expect(parseTypedDate('2027-3-4', false)).toBe('2027-03-04');
    expect(parseTypedDate('14/03/2027 06:30', false)).toBeNull();
    expect(parseTypedDate('14/03/1899', false)).toBeNull();
    expect(parseTypedDate('03/14/2027', false, 'en')).toBe('2027-03-14');
  });
});
