import { describe, expect, test } from 'vitest';
import { discountsAfterPut } from '@/contract/versions';
import { diffDiscounts, diffRetention, hasChanges } from './version-diff';

const senior = {
  type: 'senior',
  discount_type: 'percent',
  value: 50,
  enabled: true,
  requires_proof: false,
};
const student = { ...senior, type: 'student', requires_proof: true };

describe('diffDiscounts', () => {
  test('added, removed, changed and unchanged types, sorted by type', () => {
    const rows = diffDiscounts(
      { discounts: [student, senior] },
      {
        discounts: [
          { ...senior, value: 40 },
          { ...senior, type: 'pcd' },
        ],
      },
    );
    expect(rows.map((r) => [r.type, r.change])).toEqual([
      ['pcd', 'added'],
      ['senior', 'changed'],
      ['student', 'removed'],
    ]);
    expect(hasChanges(diffDiscounts({ discounts: [senior] }, { discounts: [senior] }))).toBe(false);
  });

  test('a flag alone is a change; nothing before is all added', () => {
    expect(
      diffDiscounts({ discounts: [senior] }, { discounts: [{ ...senior, enabled: false }] })[0]
        .change,
    ).toBe('changed');
    expect(diffDiscounts(null, { discounts: [senior] })[0]).toMatchObject({
      change: 'added',
      before: null,
    });
  });
});

describe('discountsAfterPut (the hub upserts)', () => {
  test('types left out stay; flags left out keep their value, or their default on a new type', () => {
    const after = discountsAfterPut(
      { discounts: [senior, { ...student, enabled: false }] },
      {
        discounts: [
          { type: 'student', discount_type: 'fixed', value: 1500 },
          { type: 'pcd', discount_type: 'percent', value: 50 },
        ],
      },
    );
    expect(after.discounts).toEqual([
      { type: 'pcd', discount_type: 'percent', value: 50, enabled: true, requires_proof: false },
      senior,
      { ...student, discount_type: 'fixed', value: 1500, enabled: false },
    ]);
  });
});

describe('diffRetention', () => {
  test('payout days of both versions, the percent before and after each', () => {
    const rows = diffRetention(
      {
        rules: [
          { percent: 50, offset_days: -10 },
          { percent: 50, offset_days: 2 },
        ],
      },
      {
        rules: [
          { percent: 30, offset_days: -10 },
          { percent: 70, offset_days: 5 },
        ],
      },
    );
    expect(rows).toEqual([
      { offset_days: -10, before: 50, after: 30, change: 'changed' },
      { offset_days: 2, before: 50, after: null, change: 'removed' },
      { offset_days: 5, before: null, after: 70, change: 'added' },
    ]);
    expect(hasChanges(diffRetention(null, null))).toBe(false);
  });
});
