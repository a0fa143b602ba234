import { RETENTION_TOTAL_PERCENT } from '@/contract/limits';
import { toHundredths } from '@/contract/retention';

const FULL = RETENTION_TOTAL_PERCENT * 100;

/** A percent typed in the form; empty or not a number counts as nothing typed. */
type Typed = number | null | undefined;
const hundredthsOf = (p: Typed) =>
  typeof p === 'number' && Number.isFinite(p) && p > 0 ? toHundredths(p) : 0;

/**
 * Fills the gap to 100 %: split evenly among the rules still empty (the first ones take the odd
 * hundredths, so 3 × 33.33 + 0.01 lands on the first); with none empty, the last rule takes it.
 * Over 100 %, the excess comes off the last rules, none below 0.01.
 */
export function distributeRest(percents: readonly Typed[]): number[] {
  const values = percents.map(hundredthsOf);
  let rest = FULL - values.reduce((a, b) => a + b, 0);
  if (values.length === 0 || rest === 0) return values.map((v) => v / 100);
  if (rest > 0) {
    const empty = values.flatMap((v, i) => (v === 0 ? [i] : []));
    if (empty.length === 0) values[values.length - 1] += rest;
    else {
      const share = Math.floor(rest / empty.length);
      let odd = rest - share * empty.length;
      for (const i of empty) values[i] = share + (odd-- > 0 ? 1 : 0);
    }
  } else {
    for (let i = values.length - 1; i >= 0 && rest < 0; i--) {
      const take = Math.min(-rest, Math.max(0, values[i] - 1));
      values[i] -= take;
      rest += take;
    }
  }
  return values.map((v) => v / 100);
}

export interface SentRule {
  percent: number;
  offset_days: number;
}

/**
 * Rules the hub moved (the floor on `offset_days`): what was sent, sorted as the hub sorts,
 * against what came back. Raising to a floor keeps that order, so pairs line up by position.
 */
export function raisedRules(
  sent: readonly SentRule[],
  returned: readonly SentRule[],
): { percent: number; sent: number; applied: number }[] {
  const ordered = [...sent].sort((a, b) => a.offset_days - b.offset_days);
  if (ordered.length !== returned.length) return [];
  return ordered.flatMap((rule, i) =>
    returned[i].offset_days !== rule.offset_days
      ? [{ percent: rule.percent, sent: rule.offset_days, applied: returned[i].offset_days }]
      : [],
  );
}

export interface PayoutPoint {
  offset: number;
  percent: number;
  cumulative: number;
}

/** Payouts in time order with the running total, for the chart and its table. */
export function payoutSeries(
  rules: readonly { percent: Typed; offset_days: Typed }[],
): PayoutPoint[] {
  const points = rules
    .filter((r) => typeof r.offset_days === 'number' && Number.isFinite(r.offset_days))
    .map((r) => ({ offset: r.offset_days as number, hundredths: hundredthsOf(r.percent) }))
    .sort((a, b) => a.offset - b.offset);
  let running = 0;
  return points.map((p) => {
    running += p.hundredths;
    return { offset: p.offset, percent: p.hundredths / 100, cumulative: running / 100 };
  });
}
