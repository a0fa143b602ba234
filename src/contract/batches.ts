import { z } from 'zod';
import { int4, isCanonicalId, isoDateTime, looseBoolean, looseInt, trimmed } from './common';
import {
  BATCH_INSTALLMENTS_MAX,
  BATCH_INSTALLMENTS_MIN,
  BATCH_NAME_MAX,
  BATCH_QUANTITY_MAX,
  BATCH_QUANTITY_MIN,
  BATCH_RACE_PRICES_MIN,
} from './limits';

/** race id -> price in cents: the only source of a batch's prices and of the races it covers. */
export const racePricesSchema = z.record(z.string(), looseInt);

export const batchSchema = z.object({
  id: looseInt,
  event_id: looseInt,
  name: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  includes_kit: looseBoolean,
  max_quantity: looseInt.nullable(),
  quantity_sold: looseInt,
  quantity_reserved: looseInt,
  is_active: looseBoolean,
  installments_enabled: looseBoolean,
  max_installments: looseInt,
  absorb_installment_interest: looseBoolean,
  sort_order: looseInt,
  race_prices: racePricesSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Batch = z.infer<typeof batchSchema>;

export const batchCreateSchema = z
  .object({
    name: trimmed(BATCH_NAME_MAX),
    max_installments: z.number().int().min(BATCH_INSTALLMENTS_MIN).max(BATCH_INSTALLMENTS_MAX),
    race_prices: z
      .record(z.string().refine(isCanonicalId), int4().min(0, 'Preço não pode ser negativo'), {
        error: (issue) =>
          issue.code === 'invalid_key'
            ? 'Chave deve ser o id numérico da prova, sem zeros à esquerda'
            : undefined,
      })
      .refine(
        (prices) => Object.keys(prices).length >= BATCH_RACE_PRICES_MIN,
        'Informe o preço de pelo menos uma prova',
      ),
    starts_at: isoDateTime.nullish(),
    ends_at: isoDateTime.nullish(),
    max_quantity: z.number().int().min(BATCH_QUANTITY_MIN).max(BATCH_QUANTITY_MAX).nullish(),
    includes_kit: z.boolean().optional(),
    is_active: z.boolean().optional(),
    installments_enabled: z.boolean().optional(),
    absorb_installment_interest: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.starts_at && body.ends_at && Date.parse(body.ends_at) <= Date.parse(body.starts_at))
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'O fim deve ser depois do início',
      });
  });
export type BatchCreate = z.infer<typeof batchCreateSchema>;

/** Price of each installment, in cents, rounded up so the installments cover the price. */
export function installmentCents(priceCents: number, installments: number): number {
  return Math.ceil(priceCents / Math.max(1, installments));
}
