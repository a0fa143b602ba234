import { describe, expect, test } from 'vitest';
import {
  addDays,
  isIsoDate,
  msToRaceTime,
  normalizeRaceTime,
  raceTimeToMs,
  toZonedIso,
  wallTimeToIso,
  zoneOffsetMinutes,
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

  test('offsets are right on both sides of every kind of change, in any order of asking', () => {
    // An independent reading: the zone's own offset name, `GMT-03:00` (`GMT` for zero).
    const named = (ms: number, timeZone: string) => {
      const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(new Date(ms))
        .find((p) => p.type === 'timeZoneName')!.value;
      const m = /GMT([+-])(\d\d):(\d\d)/.exec(name);
      return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
    };
    const changes: [string, string][] = [
      ['America/Sao_Paulo', '2018-11-04T03:00:00Z'], // summer time began (the last one)
      ['America/Sao_Paulo', '2019-02-17T02:00:00Z'], // and ended
      ['America/New_York', '2026-03-08T07:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'], // a 30-minute change
      ['Asia/Kathmandu', '1985-12-31T18:30:00Z'], // +05:30 -> +05:45, half past in UTC
    ];
    for (const [zone, at] of changes) {
      const t = Date.parse(at);
      const instants: number[] = [];
      for (let m = -150; m <= 150; m += 7) instants.push(t + m * 60_000);
      // Asked from the far side of the change first, then the near side, then mixed.
      for (const ms of [...instants].reverse().concat(instants))
        expect(zoneOffsetMinutes(new Date(ms), zone), `${zone} ${new Date(ms).toISOString()}`).toBe(
          named(ms, zone),
        );
    }
  });
});
