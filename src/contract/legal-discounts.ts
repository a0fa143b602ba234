import { z } from 'zod/mini';
import { int4, looseBoolean, looseInt, looseString, hubDateTime } from './common';
import { DISCOUNT_VALUE_TYPES, LEGAL_DISCOUNT_TYPES } from './enums';
import { LEGAL_DISCOUNTS_MIN, PERCENT_MAX } from './limits';

export const legalDiscountSchema = z.object({
  id: looseInt,
  event_id: looseInt,
  type: looseString,
  discount_type: looseString,
  value: looseInt,
  requires_proof: looseBoolean,
  is_active: looseBoolean,
  created_at: hubDateTime,
  updated_at: hubDateTime,
});
export type LegalDiscount = z.infer<typeof legalDiscountSchema>;

export const legalDiscountInputSchema = z
  .object({
    type: z.enum(LEGAL_DISCOUNT_TYPES),
    discount_type: z.enum(DISCOUNT_VALUE_TYPES),
    enabled: z.optional(z.boolean()),
    value: int4(),
    requires_proof: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((d, ctx) => {
      if (d.discount_type === 'percent' && d.value > PERCENT_MAX)
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: `Percentual vai de 0 a ${PERCENT_MAX}`,
        });
    }),
  );
export type LegalDiscountInput = z.infer<typeof legalDiscountInputSchema>;

export const legalDiscountsPutSchema = z.object({
  discounts: z.array(legalDiscountInputSchema).check(
    z.minLength(LEGAL_DISCOUNTS_MIN, 'Informe pelo menos um desconto'),
    z.superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((d, i) => {
        if (seen.has(d.type))
          ctx.addIssue({ code: 'custom', path: [i, 'type'], message: `Tipo repetido: ${d.type}` });
        seen.add(d.type);
      });
    }),
  ),
});
export type LegalDiscountsPut = z.infer<typeof legalDiscountsPutSchema>;

/** Price after a legal discount, in cents, never below zero. */
export function discountedCents(
  priceCents: number,
  discount: { discount_type: string; value: number },
): number {
  const off =
    discount.discount_type === 'percent'
      ? Math.round((priceCents * discount.value) / 100)
      : discount.value;
  return Math.max(0, priceCents - off);
}
