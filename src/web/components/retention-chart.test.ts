import { describe, expect, it } from 'vitest';
import { dayTicks } from './retention-chart';

describe('the days labelled under the retention chart', () => {
  const x = (offset: number) => offset * 10;

  it('labels a day shared by two payouts once, in order', () => {
    expect(dayTicks([30, 0, 0, -20], x)).toEqual([-20, 0, 30]);
  });

  it('leaves out a day whose label would overlap the last labelled one', () => {
    expect(dayTicks([0, 2, 5, 9], x)).toEqual([0, 5]);
  });
});
