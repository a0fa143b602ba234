import { z } from 'zod';
import { eventConfigSchema } from '@/contract/event-config';
import { exportEventConfig, readEventState } from '@/contract/event-sync';
import type { AgentHub } from '../agent-hub';
import { enc, requireEvent } from '../hub-reads';
import { defineTool, OUTPUT_BUDGET_CHARS, READ_ONLY, ToolRefusal } from '../tool';

/** The export as a resource: what the link of a large export points to. */
export const configUri = (code: string) => `event-config://${enc(code)}`;

/** The event as its event-as-code file, with what a file may not hold said apart. */
export async function exportOf(hub: AgentHub, ref: string) {
  const event = await requireEvent(hub, ref);
  let config;
  try {
    config = exportEventConfig(await readEventState(hub, event));
  } catch (error) {
    throw new ToolRefusal((error as Error).message, 'Read the event with get_event instead.');
  }
  const problems = (eventConfigSchema.safeParse(config).error?.issues ?? []).map(
    (i) => `${i.path.map(String).join('.') || '(file)'}: ${i.message}`,
  );
  return { event, config, problems };
}

const output = z.object({
  event: z.string(),
  counts: z.object({
    races: z.number(),
    batches: z.number(),
    registration_fields: z.number(),
    legal_discounts: z.number(),
    retention: z.number(),
  }),
  config: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('The file; null when too large to carry here: read the resource link.'),
  resource_uri: z.string(),
  problems: z
    .array(z.string())
    .describe('What the event holds that a file may not: fix before applying it elsewhere.'),
});

export const exportEventConfigTool = defineTool({
  name: 'export_event_config',
  title: "Export an event's configuration",
  description:
    'The event as its event-as-code file (races, batches with prices by race code, registration fields, legal discounts, retention): what plan_event_config takes, e.g. edited, for another event. Large files come as a resource link only.',
  input: z.object({ event: z.string().min(1).describe('The event code (or id).') }),
  output,
  annotations: READ_ONLY,
  scope: 'read',
  async run({ event: ref }, { hub }) {
    const { event, config, problems } = await exportOf(hub, ref);
    const inline = JSON.stringify(config).length < OUTPUT_BUDGET_CHARS - 4_000;
    const uri = configUri(event.code);
    return {
      text: `${event.code}'s configuration${inline ? '' : ' (too large to show here: read the resource link)'}${problems.length ? `; ${problems.length} problem(s) to fix before applying it elsewhere` : ''}.`,
      data: {
        event: event.code,
        counts: {
          races: config.races.length,
          batches: config.batches.length,
          registration_fields: config.registration_fields.length,
          legal_discounts: config.legal_discounts?.length ?? 0,
          retention: config.retention?.length ?? 0,
        },
        config: inline ? (config as unknown as Record<string, unknown>) : null,
        resource_uri: uri,
        problems: problems.slice(0, 30),
      },
      links: [
        {
          uri,
          name: `${event.code}.event.json`,
          mimeType: 'application/json',
          description: `${event.code}'s event-as-code file`,
        },
      ],
    };
  },
});
