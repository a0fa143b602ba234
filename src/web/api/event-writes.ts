import { dataEnvelope } from '@/contract/common';
import type { EventCreate, EventUpdate } from '@/contract/event-writes';
import { eventSchema } from '@/contract/events';
import { hubRequest } from '@/web/lib/api-client';

/* The event writes (extensions), apart from events.ts, which every page loads. */

const eventDetailSchema = dataEnvelope(eventSchema);

/** Extension `POST /events`. Invalidates `eventQueries.all()` (the form's `meta`). */
export const createEvent = (body: EventCreate) =>
  hubRequest('/events', { method: 'POST', body, schema: eventDetailSchema }).then(
    ({ data }) => data,
  );

/** Extension `PATCH /events/{event}`: only what changed. Invalidates `eventQueries.all()`. */
export const updateEvent = (idOrCode: string, body: EventUpdate) =>
  hubRequest(`/events/${encodeURIComponent(idOrCode)}`, {
    method: 'PATCH',
    body,
    schema: eventDetailSchema,
  }).then(({ data }) => data);
