import { z } from 'zod';
import { pageEnvelope } from '@/contract/common';
import { eventSchema } from '@/contract/events';
import { EVENT_SEARCH_MAX, EVENT_STATUS_FILTER_MAX, PER_PAGE_MAX } from '@/contract/limits';
import {
  cursorInput,
  eventSummary,
  eventSummarySchema,
  fitBudget,
  pageEnd,
  pageOf,
  pagingSchema,
  readAs,
} from '../hub-reads';
import { defineTool, READ_ONLY } from '../tool';

const eventPage = pageEnvelope(eventSchema);

const input = z.object({
  search: z
    .string()
    .max(EVENT_SEARCH_MAX)
    .optional()
    .describe('Part of the name or code; accents and case ignored.'),
  status: z
    .string()
    .max(EVENT_STATUS_FILTER_MAX)
    .optional()
    .describe('The hub status word, e.g. active or inactive.'),
  per_page: z.number().int().min(1).max(PER_PAGE_MAX).default(25),
  cursor: cursorInput,
});

const output = z.object({
  events: z.array(eventSummarySchema),
  ...pagingSchema.shape,
});

export const listEvents = defineTool({
  name: 'list_events',
  title: 'List events',
  description:
    "Finds events on the hub by name or code (accents ignored) and status, newest first as the hub orders them. Use an event's code with the other tools. Paged: pass next_cursor to read on.",
  input,
  output,
  annotations: READ_ONLY,
  scope: 'read',
  async run({ search, status, per_page, cursor }, { hub }) {
    const page = pageOf(cursor);
    const query = new URLSearchParams({ page: String(page), per_page: String(per_page) });
    if (search) query.set('search', search);
    if (status) query.set('status', status);
    const body = readAs(eventPage, await hub.get(`/events?${query}`), 'the event list');
    const all = body.data.map(eventSummary);
    const { items, cut } = fitBudget(all);
    const { note, ...end } = pageEnd(page, body.meta.last_page, cut);
    const data = { events: items, ...end, total: body.meta.total };
    return {
      text: `${body.meta.total} event(s) match; page ${page} of ${Math.max(body.meta.last_page, 1)} shows ${items.length}${note}.`,
      data,
    };
  },
});
