import { z } from 'zod';
import { findEvent, type HubTransport } from '@/contract/event-sync';
import type { HubEvent } from '@/contract/events';
import { OUTPUT_BUDGET_CHARS, ToolRefusal } from './tool';

/* Reads every tool shares: the event by id or code, a page cursor, a list cut to the budget. */

export const enc = encodeURIComponent;

/** A schema's parse (contract `zod/mini` or classic): the hub's answer read, or a refusal. */
export function readAs<S extends z.core.$ZodType>(
  schema: S,
  body: unknown,
  what: string,
): z.core.output<S> {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success)
    throw new ToolRefusal(
      `The hub answered ${what} in a shape this server cannot read.`,
      'Check the hub with `npm run hub -- check`; this tool cannot go on with that answer.',
    );
  return parsed.data;
}

export async function requireEvent(hub: HubTransport, ref: string): Promise<HubEvent> {
  const event = await findEvent(hub, ref);
  if (!event)
    throw new ToolRefusal(
      `No event ${ref} on this hub (or this key cannot see it).`,
      'Call list_events with a search to find its code.',
    );
  return event;
}

/** The event's reference as every tool answers it. */
export const eventRefSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  date: z.string(),
});
export const refOf = ({ id, code, name, date }: HubEvent) => ({ id, code, name, date });

/** An event as a list shows it; `get_event` adds its details. */
export const eventSummarySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  date: z.string(),
  status: z.string(),
  city: z.string().nullable(),
  registration_open: z.boolean(),
});
export const eventSummary = (e: HubEvent): z.infer<typeof eventSummarySchema> => ({
  ...refOf(e),
  status: e.status,
  city: e.city,
  registration_open: e.registration_open,
});

export const cursorInput = z
  .string()
  .regex(/^\d{1,9}$/)
  .optional()
  .describe('The next_cursor of the previous answer; omit for the first page.');

export const pageOf = (cursor: string | undefined) => (cursor ? Number(cursor) : 1);

/** How a paged answer ends: where the next page starts and whether this one was cut. */
export const pagingSchema = z.object({
  next_cursor: z.string().nullable().describe('Pass as cursor for the next page; null: no more.'),
  truncated: z.boolean().describe('true when this answer holds less than there is.'),
  total: z.number().nullable(),
});

/**
 * Keeps the first items whose JSON fits what is left of the budget: an answer never passes
 * ~10k tokens, and says when it was cut.
 */
export function fitBudget<T>(items: T[], reserve = 2_000): { items: T[]; cut: boolean } {
  let size = reserve;
  const kept: T[] = [];
  for (const item of items) {
    size += JSON.stringify(item).length + 1;
    if (size > OUTPUT_BUDGET_CHARS) return { items: kept, cut: true };
    kept.push(item);
  }
  return { items: kept, cut: false };
}

/** A long text (a regulation) as a preview: the whole of it is in the dashboard. */
export const preview = (text: string | null | undefined, max = 300) =>
  text == null ? null : text.length > max ? `${text.slice(0, max)}…` : text;

/**
 * Where a paged answer ends: a page cut to fit gives no cursor (the next page would skip what
 * was cut) and says to ask fewer per page.
 */
export function pageEnd(page: number, lastPage: number, cut: boolean) {
  const more = page < lastPage;
  return {
    next_cursor: !cut && more ? String(page + 1) : null,
    truncated: cut || more,
    note: cut ? ' (cut to fit: ask a smaller per_page)' : more ? '; pass next_cursor for more' : '',
  };
}
