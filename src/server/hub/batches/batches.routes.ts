import { z } from 'zod';
import {
  batchCreateSchema,
  batchSchema,
  batchUpdateQuerySchema,
  batchUpdateSchema,
} from '@/contract/batches';
import { dataEnvelope, errorBodySchema, idOrCode } from '@/contract/common';
import { eventParams, hubRoute, jsonContent } from '@/server/hub/openapi';

const batchParams = eventParams.extend({ batch: idOrCode });

export const create = hubRoute({
  method: 'post',
  path: '/events/{event}/batches',
  summary: 'Create a ticket batch',
  description:
    '`race_prices` maps race ids of this event to prices in cents (spec rule 4: a foreign race is 422 on `race_prices.<id>`). A batch that sells a race after its start is 422 on `ends_at`.',
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

export const update = hubRoute({
  method: 'patch',
  path: '/events/{event}/batches/{batch}',
  summary: 'Change a ticket batch',
  description:
    'Any field of the create body; `race_prices`, when sent, is the whole grid. The batch as it would be after the change is checked as a new one is, `max_quantity` against its sales, and a race it sold stays in it. A new price for a race it sold (its registrations) changes nothing without `?confirm=true`: 409 `confirmation_required`, `details: {sales, affected: [{race_id, race_code, race_name, sales, price_from, price_to, people}]}` (up to ten names per race).',
  extension: true,
  request: { params: batchParams, query: batchUpdateQuerySchema, body: batchUpdateSchema },
  responses: {
    200: jsonContent(dataEnvelope(batchSchema), 'The batch after the change'),
    409: jsonContent(errorBodySchema, 'A price change that needs `?confirm=true`'),
  },
});

export const remove = hubRoute({
  method: 'delete',
  path: '/events/{event}/batches/{batch}',
  summary: 'Delete a ticket batch',
  description:
    'Only a batch that sold nothing: with sales it is 409 `in_use`, `details: {sales}`. Its prices go with it.',
  extension: true,
  request: { params: batchParams },
  responses: {
    204: { description: 'Deleted' },
    409: jsonContent(errorBodySchema, 'In use (`in_use`): `details.sales`'),
  },
});
