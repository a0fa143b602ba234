import { z } from 'zod';
import { CHANGE_KINDS } from '@/contract/history';
import { cursorInput, fitBudget, preview, requireEvent } from '../hub-reads';
import { defineTool, READ_ONLY, ToolRefusal } from '../tool';

const output = z.object({
  event: z.string(),
  changes: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      via: z.string(),
      actor: z.string().nullable(),
      method: z.string(),
      path: z.string(),
      kind: z.string(),
      outcome: z.string(),
      status: z.number(),
      summary: z
        .string()
        .nullable()
        .describe('What the write sent, shortened; personal data left out.'),
    }),
  ),
  next_cursor: z.string().nullable(),
  truncated: z.boolean(),
});

export const getHistory = defineTool({
  name: 'get_history',
  title: "Read an event's change history",
  description:
    "The dashboard's change history of an event, newest first: who wrote (key name; via dashboard, api or agent), what (method, path, kind), when, and the outcome. Filter by kind (races, batches, registrations...). Paged with next_cursor.",
  input: z.object({
    event: z.string().min(1).describe('The event code (or id).'),
    kind: z.enum(CHANGE_KINDS).optional(),
    limit: z.number().int().min(1).max(100).default(30),
    cursor: cursorInput,
  }),
  output,
  annotations: READ_ONLY,
  scope: 'read',
  needsHistory: true,
  async run({ event: ref, kind, limit, cursor }, { hub, history }) {
    if (!history)
      throw new ToolRefusal(
        'This server has no change history (it is kept by the dashboard server).',
        'Connect to the dashboard server’s /mcp to read the history.',
      );
    // Read through the hub first: a key that cannot see the event cannot read its history.
    const event = await requireEvent(hub, ref);
    const page = await history(event.code, {
      kind,
      limit,
      before: cursor ? Number(cursor) : undefined,
    });
    const { items, cut } = fitBudget(
      page.data.map((e) => ({
        id: e.id,
        at: e.at,
        via: e.via,
        actor: e.actor,
        method: e.method,
        path: e.path,
        kind: e.kind,
        outcome: e.outcome,
        status: e.status,
        summary: e.summary == null ? null : preview(JSON.stringify(e.summary), 200),
      })),
    );
    const next = cut
      ? String(items.at(-1)?.id ?? '') || null
      : page.next_cursor === null
        ? null
        : String(page.next_cursor);
    return {
      text: `${items.length} change(s) of ${event.code}, newest first${next ? '; pass next_cursor for older ones' : ''}.`,
      data: {
        event: event.code,
        changes: items,
        next_cursor: next,
        truncated: cut || next !== null,
      },
    };
  },
});
