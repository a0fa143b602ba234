import { z } from 'zod/mini';
import {
  type FieldIssues,
  int4,
  isoDateTime,
  issuesOn,
  looseBoolean,
  looseInt,
  looseString,
  trimmed,
  hubDateTime,
} from './common';
import { isCanonicalId } from './ids';
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
  name: looseString,
  starts_at: z.nullable(hubDateTime),
  ends_at: z.nullable(hubDateTime),
  includes_kit: looseBoolean,
  max_quantity: z.nullable(looseInt),
  quantity_sold: looseInt,
  quantity_reserved: looseInt,
  is_active: looseBoolean,
  installments_enabled: looseBoolean,
  max_installments: looseInt,
  absorb_installment_interest: looseBoolean,
  sort_order: looseInt,
  race_prices: racePricesSchema,
  created_at: hubDateTime,
  updated_at: hubDateTime,
});
export type Batch = z.infer<typeof batchSchema>;

/** The batch body's fields, each with its own rules; the bodies add what is required. */
export const batchFields = {
  starts_at: z.nullish(isoDateTime),
  ends_at: z.nullish(isoDateTime),
  max_quantity: z.nullish(
    z.int().check(z.minimum(BATCH_QUANTITY_MIN), z.maximum(BATCH_QUANTITY_MAX)),
  ),
  includes_kit: z.optional(z.boolean()),
  is_active: z.optional(z.boolean()),
  installments_enabled: z.optional(z.boolean()),
  absorb_installment_interest: z.optional(z.boolean()),
};
export const batchName = trimmed(BATCH_NAME_MAX);
export const maxInstallments = z
  .int()
  .check(z.minimum(BATCH_INSTALLMENTS_MIN), z.maximum(BATCH_INSTALLMENTS_MAX));
const racePricesBody = z
  .record(
    z.string().check(z.refine(isCanonicalId)),
    int4().check(z.minimum(0, 'Preço não pode ser negativo')),
    {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? 'Chave deve ser o id numérico da prova, sem zeros à esquerda'
          : undefined,
    },
  )
  .check(
    z.refine(
      (prices) => Object.keys(prices).length >= BATCH_RACE_PRICES_MIN,
      'Informe o preço de pelo menos uma prova',
    ),
  );

type BatchWindow = { starts_at?: string | null; ends_at?: string | null };

/** A sales window ends after it starts: the rule between two of a batch's fields. */
export function batchWindowIssues(batch: BatchWindow): FieldIssues {
  return batch.starts_at &&
    batch.ends_at &&
    Date.parse(batch.ends_at) <= Date.parse(batch.starts_at)
    ? [['ends_at', 'O fim deve ser depois do início']]
    : [];
}

export const batchCreateSchema = z
  .object({
    name: batchName,
    max_installments: maxInstallments,
    race_prices: racePricesBody,
    ...batchFields,
  })
  .check(z.superRefine(issuesOn(batchWindowIssues)));
export type BatchCreate = z.infer<typeof batchCreateSchema>;

/**
 * `PATCH .../batches/{batch}` (extension): any field of the create body; `race_prices`, when
 * sent, is the batch's whole price grid (the races it sells). The hub checks the batch as it
 * would be after the change; a new price for a race the batch already sold needs
 * `?confirm=true` (409 `confirmation_required` lists who is affected).
 */
export const batchUpdateSchema = z.object({
  name: z.optional(batchName),
  max_installments: z.optional(maxInstallments),
  race_prices: z.optional(racePricesBody),
  ...batchFields,
});
export type BatchUpdate = z.infer<typeof batchUpdateSchema>;

/** The 409 `in_use` of a batch's DELETE: its sales (registrations sold in it). */
export const batchInUseDetailsSchema = z.object({ sales: looseInt });

/** `?confirm=true` on a batch's PATCH: apply a price change that touches sales. */
export const batchUpdateQuerySchema = z.object({
  confirm: z.pipe(
    z.optional(z.enum(['true', 'false'], { message: 'Use true ou false' })),
    z.transform((value) => value === 'true'),
  ),
});

/** One race of the 409 `confirmation_required`: its sales in the batch and the price change. */
export const batchPriceChangeSchema = z.object({
  race_id: looseInt,
  race_code: z.string(),
  race_name: z.string(),
  sales: looseInt,
  price_from: looseInt,
  price_to: looseInt,
  /** Up to ten of the people who bought it, by name. */
  people: z.array(z.string()),
});
export type BatchPriceChange = z.infer<typeof batchPriceChangeSchema>;
export const batchPriceChangeDetailsSchema = z.object({
  sales: looseInt,
  affected: z.array(batchPriceChangeSchema),
});
export type BatchPriceChangeDetails = z.infer<typeof batchPriceChangeDetailsSchema>;

/** Price of each installment, in cents, rounded up so the installments cover the price. */
export function installmentCents(priceCents: number, installments: number): number {
  return Math.ceil(priceCents / Math.max(1, installments));
}
