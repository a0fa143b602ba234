import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataEnvelope } from '@/contract/common';
import { legalDiscountSchema, legalDiscountsPutSchema } from '@/contract/legal-discounts';
import {
  EXTENSION,
  bodyErrors,
  commonErrors,
  eventParams,
  jsonBody,
  jsonContent,
} from '@/server/hub/openapi';

export const put = createRoute({
  method: 'put',
  path: '/events/{event}/legal-discounts',
  summary: 'Bulk upsert legal discounts by type',
  description:
    "Types absent from the body stay as they are; a type twice is 422. `enabled` is the resource's `is_active`.",
  request: { params: eventParams, body: jsonBody(legalDiscountsPutSchema) },
  responses: {
    200: jsonContent(
      dataEnvelope(z.array(legalDiscountSchema)),
      'All legal discounts of the event',
    ),
    ...commonErrors,
    ...bodyErrors,
  },
});

export const list = createRoute({
  method: 'get',
  path: '/events/{event}/legal-discounts',
  summary: 'Legal discounts of an event',
  ...EXTENSION,
  request: { params: eventParams },
  responses: {
    200: jsonContent(dataEnvelope(z.array(legalDiscountSchema)), 'Legal discounts'),
    ...commonErrors,
  },
});
