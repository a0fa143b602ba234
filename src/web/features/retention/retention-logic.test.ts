import { describe, expect, it } from 'vitest';
import { isRetentionComplete, retentionTotalHundredths } from '@/contract/retention';
import { distributeRest, payoutSeries, raisedRules } from './retention-logic';

describe('retention totals', () => {
  it('count hundredths exactly', () => {
    expect(
      retentionTotalHundredths([{ percent: 33.33 }, { percent: 33.33 }, { percent: 33.34 }]),
    ).toBe(10000);
    expect(isRetentionComplete([{ percent: 40 }, { percent: 50 }])).toBe(false);
    expect(isRetentionComplete([{ percent: 0.1 }, { percent: 99.9 }])).toBe(true);
  });
});

describe('distribute the rest', () => {
  it('fills the empty rules evenly, odd hundredths first', () => {
    expect(distributeRest([40, null, null])).toEqual([40, 30, 30]);
    expect(distributeRest([null, null, null])).toEqual([33.34, 33.33, 33.33]);
    expect(distributeRest([50, 0])).toEqual([50, 50]);
  });

  it('gives the rest to the last rule when none is empty', () => {
    expect(distributeRest([40, 50])).toEqual([40, 60]);
  });

  it('takes an excess off the last rules, keeping each above zero', () => {
    expect(distributeRest([60, 50])).toEqual([60, 40]);
    expect(distributeRest([99, 0.5, 5])).toEqual([99, 0.5, 0.5]);
    expect(distributeRest([150, 20])).toEqual([99.99, 0.01]);
  });

  it('leaves a complete set alone', () => {
    expect(distributeRest([30, 40, 30])).toEqual([30, 40, 30]);
    expect(distributeRest([])).toEqual([]);
  });
});

describe('rules raised by the hub', () => {
  it('pairs what was sent, in offset order, with what came back', () => {
    const sent = [
      { percent: 40, offset_days: 0 },
      { percent: 10, offset_days: -45 },
      { percent: 50, offset_days: 7 },
    ];
    const returned = [
      { percent: 10, offset_days: -30 },
      { percent: 40, offset_days: 0 },
      { percent: 50, offset_days: 7 },
    ];
    expect(raisedRules(sent, returned)).toEqual([{ percent: 10, sent: -45, applied: -30 }]);
    expect(raisedRules(returned, returned)).toEqual([]);
  });
});

describe('payout series', () => {
  it('sorts by offset and accumulates, skipping rules without an offset', () => {
    expect(
      payoutSeries([
        { percent: 30, offset_days: 7 },
        { percent: 30, offset_days: -15 },
        { percent: 40, offset_days: 0 },
        { percent: 5, offset_days: null },
      ]),
    ).toEqual([
      { offset: -15, percent: 30, cumulative: 30 },
      { offset: 0, percent: 40, cumulative: 70 },
      { offset: 7, percent: 30, cumulative: 100 },
    ]);
  });
});
