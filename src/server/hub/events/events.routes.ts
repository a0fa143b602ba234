import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { eventCreateSchema, eventUpdateSchema } from '@/contract/event-writes';
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

export const create = hubRoute({
  method: 'post',
  path: '/events',
  summary: 'Create an event',
  description:
    '`name`, `code` (unique, never all digits), `date` and the registration window are required; every other Event field may be sent.',
  extension: true,
  request: { body: eventCreateSchema },
  responses: { 201: jsonContent(dataEnvelope(eventSchema), 'The new event') },
});

export const update = hubRoute({
  method: 'patch',
  path: '/events/{event}',
  summary: 'Change an event',
  description:
    'Any Event field; `null` clears a nullable one. The event as it would be after the change is checked: the window in order and closed by its day, no race starting before registrations open.',
  extension: true,
  request: { params: eventParams, body: eventUpdateSchema },
  responses: { 200: jsonContent(dataEnvelope(eventSchema), 'The event') },
});
