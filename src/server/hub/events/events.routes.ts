import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { eventListQuerySchema, eventSchema } from '@/contract/events';
import { EXTENSION, commonErrors, eventParams, jsonContent } from '@/server/hub/openapi';

export const list = createRoute({
  method: 'get',
  path: '/events',
  summary: 'Paginated list of events',
  description:
    '`status` filters. Extensions: `search` (name, code, city) and `include=races,batches,organizer,counters`.',
  request: { query: eventListQuerySchema },
  responses: {
    200: jsonContent(pageEnvelope(eventSchema), 'Events'),
    401: commonErrors[401],
    403: commonErrors[403],
    422: commonErrors[422],
  },
});

export const detail = createRoute({
  method: 'get',
  path: '/events/{event}',
  summary: 'One event with races, batches, organizer and counters',
  ...EXTENSION,
  request: { params: eventParams },
  responses: {
    200: jsonContent(dataEnvelope(eventSchema), 'The event'),
    401: commonErrors[401],
    403: commonErrors[403],
    404: commonErrors[404],
  },
});
