import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@/contract/common';
import {
  legalDiscountSchema,
  type LegalDiscount,
  type LegalDiscountsPut,
} from '@/contract/legal-discounts';
import { hubRequest, isNotFound } from '@/web/lib/api-client';

const listSchema = dataEnvelope(z.array(legalDiscountSchema));
const discountsPath = (eventCode: string) =>
  `/events/${encodeURIComponent(eventCode)}/legal-discounts`;

export const discountQueries = {
  all: () => ['legal-discounts'] as const,
  lists: () => [...discountQueries.all(), 'list'] as const,
  /** `null` when the hub lacks the read (spec-only: the extension answers 404). */
  list: (eventCode: string) =>
    queryOptions({
      queryKey: [...discountQueries.lists(), eventCode] as const,
      queryFn: async ({ signal }): Promise<LegalDiscount[] | null> => {
        try {
          return (await hubRequest(discountsPath(eventCode), { schema: listSchema, signal })).data;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      },
    }),
};

export const putDiscounts = (eventCode: string, body: LegalDiscountsPut) =>
  hubRequest(discountsPath(eventCode), { method: 'PUT', body, schema: listSchema }).then(
    (r) => r.data,
  );
