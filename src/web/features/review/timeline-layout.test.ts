import { describe, expect, it } from 'vitest';
import { at, barOf, monthTicks, startMarks, timelineAxis } from './timeline-layout';

const now = new Date('2027-02-01T12:00:00-03:00');

describe('sales timeline layout', () => {
  it('spans every date and today, with room at both ends', () => {
    const axis = timelineAxis(
      ['2027-01-01T00:00:00-03:00', null, '2027-04-01T00:00:00-03:00'],
      now,
    );
    expect(axis.start).toBeLessThan(Date.parse('2027-01-01T00:00:00-03:00'));
    expect(axis.end).toBeGreaterThan(Date.parse('2027-04-01T00:00:00-03:00'));
    const late = timelineAxis(['2026-01-01T00:00:00Z'], now);
    expect(late.end).toBeGreaterThan(now.getTime());
  });

  it('keeps the axis on the event when a date is years away, and flags that date', () => {
    const axis = timelineAxis(
      ['2026-11-01T00:00:00-03:00', '2020-01-01T07:00:00-03:00', '2027-03-01T00:00:00-03:00'],
      now,
      '2027-03-14',
    );
    expect(axis.end - axis.start).toBeLessThan(200 * 86_400_000);
    expect(axis.start).toBeLessThan(Date.parse('2026-11-01T00:00:00-03:00'));
    expect(axis.outside(Date.parse('2020-01-01T07:00:00-03:00'))).toBe('before');
    expect(axis.outside(Date.parse('2031-01-01T00:00:00Z'))).toBe('after');
    expect(axis.outside(Date.parse('2027-01-01T00:00:00Z'))).toBeNull();
    expect(at(axis, Date.parse('2020-01-01T07:00:00-03:00'))).toBe(0);
  });

  it('places bars in percent, open ends running to the edge', () => {
    const axis = { start: 0, end: 1000 };
    expect(at(axis, 250)).toBe(25);
    expect(at(axis, -50)).toBe(0);
    expect(barOf(axis, null, new Date(500).toISOString())).toEqual({ left: 0, width: 50 });
    expect(barOf(axis, new Date(500).toISOString(), null)).toEqual({ left: 50, width: 50 });
    expect(barOf(axis, new Date(500).toISOString(), new Date(500).toISOString()).width).toBe(0.6);
  });

  it('ticks the first day of each month, thinned on long ranges', () => {
    const axis = timelineAxis(['2027-01-10T00:00:00Z', '2027-04-20T00:00:00Z'], now);
    expect(monthTicks(axis).map((tick) => tick.date)).toEqual([
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ]);
    const long = timelineAxis(['2025-01-10T00:00:00Z', '2027-04-20T00:00:00Z'], now);
    expect(monthTicks(long).length).toBeLessThanOrEqual(8);
  });

  it('groups race starts of the same day into one marker', () => {
    const marks = startMarks(
      [
        { code: '42K', starts_at: '2027-04-21T06:00:00-03:00' },
        { code: '10K', starts_at: '2027-04-21T06:40:00-03:00' },
        { code: 'KIDS', starts_at: '2027-04-20T09:00:00-03:00' },
      ],
      (race) => race.starts_at.slice(0, 10),
    );
    expect(marks.map((mark) => [mark.day, mark.races.map((race) => race.code)])).toEqual([
      ['2027-04-20', ['KIDS']],
      ['2027-04-21', ['42K', '10K']],
    ]);
  });
});
