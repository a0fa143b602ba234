import { describe, expect, it } from 'vitest';
import { windowDomain, windowSpan } from './batch-window';

describe('batch windows', () => {
  const now = new Date('2027-01-11T12:00:00-03:00');
  const batches = [
    { starts_at: '2027-01-01T00:00:00-03:00', ends_at: '2027-01-21T00:00:00-03:00' },
    { starts_at: '2027-01-21T00:00:00-03:00', ends_at: null },
  ];

  it('spans every window and today, with some room at the ends', () => {
    const domain = windowDomain(batches, now);
    expect(domain).not.toBeNull();
    expect(domain!.start).toBeLessThan(Date.parse(batches[0].starts_at));
    expect(domain!.end).toBeGreaterThan(Date.parse(batches[1].starts_at));
    expect(windowDomain([], now)).toBeNull();
  });

  it('places a window on the axis, open ends running to the edge, and marks the current one', () => {
    const domain = {
      start: Date.parse('2027-01-01T00:00:00Z'),
      end: Date.parse('2027-01-11T00:00:00Z'),
    };
    expect(windowSpan(domain, '2027-01-01T00:00:00Z', '2027-01-06T00:00:00Z', now)).toEqual({
      left: 0,
      width: 50,
      current: false,
    });
    expect(
      windowSpan(domain, '2027-01-06T00:00:00Z', null, new Date('2027-01-08T00:00:00Z')),
    ).toEqual({
      left: 50,
      width: 50,
      current: true,
    });
  });
});
