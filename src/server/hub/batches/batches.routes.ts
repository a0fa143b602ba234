import { z } from 'zod';
import { batchCreateSchema, batchSchema } from '@/contract/batches';
import { dataEnvelope } from '@/contract/common';
import { eventParams, hubRoute, jsonContent } from '@/server/hub/openapi';

export const create = hubRoute({
  method: 'post',
  path: '/events/{event}/batches',
  summary: 'Create a ticket batch',
  description:
    '`race_prices` maps race ids of this event to prices in cents (spec rule 4: a foreign race is 422 on `race_prices.<id>`).',
  request: { params: eventParams, body: batchCreateSchema },
  responses: { 201: jsonContent(dataEnvelope(batchSchema), 'The new batch') },
});

export const list = hubRoute({
  method: 'get',
  path: '/events/{event}/batches',
  summary: 'Batches of an event',
  extension: true,
  request: { params: eventParams },
  responses: { 200: jsonContent(dataEnvelope(z.array(batchSchema)), 'Batches') },
});
