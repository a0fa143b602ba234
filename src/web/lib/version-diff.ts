import type { DiscountVersionItem, DiscountsVersion, RetentionVersion } from '@/contract/versions';

/** How one item moved from a version to the next. */
export type DiffChange = 'added' | 'removed' | 'changed' | 'same';

export interface DiscountDiffRow {
  type: string;
  before: DiscountVersionItem | null;
  after: DiscountVersionItem | null;
  change: DiffChange;
}

const sameDiscount = (a: DiscountVersionItem, b: DiscountVersionItem) =>
  a.discount_type === b.discount_type &&
  a.value === b.value &&
  a.enabled === b.enabled &&
  a.requires_proof === b.requires_proof;

/** Each discount type in either version, in the order the law's types are read. */
export function diffDiscounts(
  before: DiscountsVersion | null,
  after: DiscountsVersion | null,
): DiscountDiffRow[] {
  const was = new Map((before?.discounts ?? []).map((d) => [d.type, d]));
  const now = new Map((after?.discounts ?? []).map((d) => [d.type, d]));
  const types = [...new Set([...was.keys(), ...now.keys()])].sort();
  return types.map((type) => {
    const b = was.get(type) ?? null;
    const a = now.get(type) ?? null;
    const change: DiffChange = !b
      ? 'added'
      : !a
        ? 'removed'
        : sameDiscount(b, a)
          ? 'same'
          : 'changed';
    return { type, before: b, after: a, change };
  });
}

export interface RetentionDiffRow {
  offset_days: number;
  before: number | null;
  after: number | null;
  change: DiffChange;
}

/** Payout days of either version, earliest first, with the percent each paid before and after. */
export function diffRetention(
  before: RetentionVersion | null,
  after: RetentionVersion | null,
): RetentionDiffRow[] {
  const sum = (rules: RetentionVersion['rules'] | undefined) => {
    const byDay = new Map<number, number>();
    for (const r of rules ?? [])
      byDay.set(r.offset_days, (byDay.get(r.offset_days) ?? 0) + r.percent);
    return byDay;
  };
  const was = sum(before?.rules);
  const now = sum(after?.rules);
  const days = [...new Set([...was.keys(), ...now.keys()])].sort((x, y) => x - y);
  return days.map((offset_days) => {
    const b = was.get(offset_days) ?? null;
    const a = now.get(offset_days) ?? null;
    const change: DiffChange =
      b === null ? 'added' : a === null ? 'removed' : Math.abs(a - b) < 1e-9 ? 'same' : 'changed';
    return { offset_days, before: b, after: a, change };
  });
}

export const hasChanges = (rows: readonly { change: DiffChange }[]) =>
  rows.some((r) => r.change !== 'same');
