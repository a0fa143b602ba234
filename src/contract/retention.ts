import { z } from 'zod/mini';
import { looseInt, looseNumber, looseString, hubDateTime } from './common';
import {
  PERCENT_MAX,
  RETENTION_OFFSET_DAYS_MAX,
  RETENTION_OFFSET_FLOOR_DAYS_DEFAULT,
  RETENTION_RULES_MIN,
  RETENTION_TOTAL_PERCENT,
} from './limits';

export const retentionRuleSchema = z.object({
  id: looseInt,
  percent: looseNumber,
  anchor: looseString,
  offset_days: looseInt,
});

export const retentionPolicySchema = z.object({
  id: looseInt,
  hub_id: looseInt,
  event_id: looseInt,
  scope: looseString,
  status: looseString,
  created_at: hubDateTime,
  updated_at: hubDateTime,
  rules: z.array(retentionRuleSchema),
});
export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;

/** Percent values are kept in hundredths so that 33.33 + 33.33 + 33.34 is exactly 100. */
export const toHundredths = (percent: number): number => Math.round(percent * 100);
export const retentionTotalHundredths = (rules: readonly { percent: number }[]): number =>
  rules.reduce((sum, r) => sum + toHundredths(Number(r.percent) || 0), 0);
export const isRetentionComplete = (rules: readonly { percent: number }[]): boolean =>
  retentionTotalHundredths(rules) === RETENTION_TOTAL_PERCENT * 100;

export const retentionRuleInputSchema = z.object({
  percent: z.number().check(
    z.gt(0, 'Percentual deve ser maior que zero'),
    z.maximum(PERCENT_MAX, `Percentual vai até ${PERCENT_MAX}`),
    z.refine(
      (p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6,
      'Use no máximo duas casas decimais',
    ),
  ),
  // No minimum: offsets under the floor are raised to it, never stored as sent.
  offset_days: z
    .int()
    .check(
      z.maximum(
        RETENTION_OFFSET_DAYS_MAX,
        `No máximo ${RETENTION_OFFSET_DAYS_MAX} dias após o evento`,
      ),
    ),
});

export const retentionPutSchema = z.object({
  rules: z.array(retentionRuleInputSchema).check(
    z.minLength(RETENTION_RULES_MIN, 'Informe pelo menos uma regra'),
    z.superRefine((rules, ctx) => {
      if (!isRetentionComplete(rules)) {
        const total = retentionTotalHundredths(rules) / 100;
        ctx.addIssue({ code: 'custom', message: `As regras somam ${total}%, precisam somar 100%` });
      }
      // Two payouts on one day: the second names the rule it repeats.
      for (const i of duplicateOffsets(rules)) {
        const first = rules.findIndex((r) => r.offset_days === rules[i].offset_days);
        ctx.addIssue({
          code: 'custom',
          path: [i, 'offset_days'],
          message: `Mesmo dia de repasse da regra ${first + 1}`,
        });
      }
    }),
  ),
});
export type RetentionPut = z.infer<typeof retentionPutSchema>;

/**
 * Raises offsets under the floor to it (decisions: floor -30 days, configurable). Returns the
 * rules sorted by offset, and the index of each rule whose offset was raised.
 */
export function applyRetentionFloor<T extends { offset_days: number }>(
  rules: readonly T[],
  floor = RETENTION_OFFSET_FLOOR_DAYS_DEFAULT,
): { rules: T[]; raised: number[] } {
  const raised: number[] = [];
  const out = rules.map((r, i) => {
    if (r.offset_days >= floor) return r;
    raised.push(i);
    return { ...r, offset_days: floor };
  });
  return { rules: out, raised };
}

/** Indexes of rules whose offset repeats an earlier one. */
export function duplicateOffsets(rules: readonly { offset_days: number }[]): number[] {
  const seen = new Set<number>();
  const dupes: number[] = [];
  rules.forEach((r, i) => {
    if (seen.has(r.offset_days)) dupes.push(i);
    seen.add(r.offset_days);
  });
  return dupes;
}
