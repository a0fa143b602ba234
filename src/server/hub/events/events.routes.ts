import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { eventListQuerySchema, eventSchema } from '@/contract/events';
import { eventParams, hubRoute, jsonContent } from '@/server/hub/openapi';

export const list = hubRoute({
  method: 'get',
  path: '/events',
  summary: 'Paginated list of events',
  description:
    '`status` filters. Extensions: `search` (name, code, city) and `include=races,batches,organizer,counters`.',
  request: { query: eventListQuerySchema },
  responses: { 200: jsonContent(pageEnvelope(eventSchema), 'Events') },
  errors: [401, 403, 422],
});

export const detail = hubRoute({
  method: 'get',
  path: '/events/{event}',
  summary: 'One event with races, batches, organizer and counters',
  extension: true,
  request: { params: eventParams },
  responses: { 200: jsonContent(dataEnvelope(eventSchema), 'The event') },
  errors: [401, 403, 404],
});
