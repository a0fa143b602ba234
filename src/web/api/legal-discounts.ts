import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataEnvelope } from '@/contract/common';
import {
  legalDiscountSchema,
  type LegalDiscount,
  type LegalDiscountsPut,
} from '@/contract/legal-discounts';
import { hubRequest, unlessMissing } from '@/web/lib/api-client';

const listSchema = dataEnvelope(z.array(legalDiscountSchema));
const legalDiscountsPath = (eventCode: string) =>
  `/events/${encodeURIComponent(eventCode)}/legal-discounts`;

export const legalDiscountQueries = {
  all: () => ['legal-discounts'] as const,
  lists: () => [...legalDiscountQueries.all(), 'list'] as const,
  /** `null` when the hub lacks the read (spec-only: the extension answers 404). */
  list: (eventCode: string) =>
    queryOptions({
      queryKey: [...legalDiscountQueries.lists(), eventCode] as const,
      queryFn: ({ signal }): Promise<LegalDiscount[] | null> =>
        unlessMissing(
          hubRequest(legalDiscountsPath(eventCode), { schema: listSchema, signal }).then(
            (r) => r.data,
          ),
          () => null,
        ),
    }),
};

/** Invalidates `legalDiscountQueries.lists()` (the page's `meta`). */
export const putLegalDiscounts = (eventCode: string, body: LegalDiscountsPut) =>
  hubRequest(legalDiscountsPath(eventCode), { method: 'PUT', body, schema: listSchema }).then(
    (r) => r.data,
  );
