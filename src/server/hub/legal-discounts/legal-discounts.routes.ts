import { z } from 'zod';
import { dataEnvelope } from '@/contract/common';
import { legalDiscountSchema, legalDiscountsPutSchema } from '@/contract/legal-discounts';
import { eventParams, hubRoute, jsonContent } from '@/server/hub/openapi';

export const put = hubRoute({
  method: 'put',
  path: '/events/{event}/legal-discounts',
  summary: 'Bulk upsert legal discounts by type',
  description:
    "Types absent from the body stay as they are; a type twice is 422. `enabled` is the resource's `is_active`.",
  request: { params: eventParams, body: legalDiscountsPutSchema },
  responses: {
    200: jsonContent(
      dataEnvelope(z.array(legalDiscountSchema)),
      'All legal discounts of the event',
    ),
  },
});

export const list = hubRoute({
  method: 'get',
  path: '/events/{event}/legal-discounts',
  summary: 'Legal discounts of an event',
  extension: true,
  request: { params: eventParams },
  responses: { 200: jsonContent(dataEnvelope(z.array(legalDiscountSchema)), 'Legal discounts') },
});
