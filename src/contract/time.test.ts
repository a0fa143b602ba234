import { describe, expect, test } from 'vitest';
import {
  addDays,
  isIsoDate,
  msToRaceTime,
  normalizeRaceTime,
  raceTimeToMs,
  toZonedIso,
  wallTimeToIso,
} from './time';

describe('race times', () => {
  test('wire format round trip', () => {
    expect(raceTimeToMs('01:02:03')).toBe(3723000);
    expect(raceTimeToMs('1:02:03.5')).toBe(3723500);
    expect(raceTimeToMs('1:62:03')).toBeNull();
    expect(msToRaceTime(3723500)).toBe('01:02:03.500');
    expect(msToRaceTime(3723000)).toBe('01:02:03');
  });
  test.each([
    ['1:02:03', '01:02:03'],
    ['62:03', '01:02:03'],
    ['45:10', '00:45:10'],
    ['1:02:03,25', '01:02:03.250'],
    ['3723.5', '01:02:03.500'],
    ['', null],
    ['1:99', null],
    ['abc', null],
  ])('normalizeRaceTime(%s) = %s', (input, out) => expect(normalizeRaceTime(input)).toBe(out));
});

describe('dates', () => {
  test('calendar dates', () => {
    expect(isIsoDate('1990-12-31')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('31/12/1990')).toBe(false);
    expect(addDays('2027-03-14', -30)).toBe('2027-02-12');
  });
  test('instants in the hub zone carry the offset', () => {
    expect(toZonedIso(new Date('2027-03-14T09:30:00Z'), 'America/Sao_Paulo')).toBe(
      '2027-03-14T06:30:00-03:00',
    );
    expect(wallTimeToIso('2027-03-14', '06:30', 'America/Sao_Paulo')).toBe(
      '2027-03-14T06:30:00-03:00',
    );
    expect(toZonedIso(new Date('2027-03-14T09:30:00Z'), 'UTC')).toBe('2027-03-14T09:30:00+00:00');
  });
});
