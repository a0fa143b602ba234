import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { batchCreateSchema, batchSchema } from '@/contract/batches';
import { dataEnvelope } from '@/contract/common';
import {
  EXTENSION,
  bodyErrors,
  commonErrors,
  eventParams,
  jsonBody,
  jsonContent,
} from '@/server/hub/openapi';

export const create = createRoute({
  method: 'post',
  path: '/events/{event}/batches',
  summary: 'Create a ticket batch',
  description:
    '`race_prices` maps race ids of this event to prices in cents (spec rule 4: a foreign race is 422 on `race_prices.<id>`).',
  request: { params: eventParams, body: jsonBody(batchCreateSchema) },
  responses: {
    201: jsonContent(dataEnvelope(batchSchema), 'The new batch'),
    ...commonErrors,
    ...bodyErrors,
  },
});

export const list = createRoute({
  method: 'get',
  path: '/events/{event}/batches',
  summary: 'Batches of an event',
  ...EXTENSION,
  request: { params: eventParams },
  responses: { 200: jsonContent(dataEnvelope(z.array(batchSchema)), 'Batches'), ...commonErrors },
});
