import { z } from 'zod';
import { importStatusSchema } from '@/contract/imports';
import { enc, readAs, requireEvent } from '../hub-reads';
import { defineTool, READ_ONLY, ToolRefusal } from '../tool';

const PROBLEMS_SHOWN = 20;

const output = z.object({
  event: z.string(),
  imports: z.array(
    z.object({
      import_id: z.number(),
      status: z.string(),
      race: z.string().nullable(),
      summary: z.record(z.string(), z.number().optional()),
      started_at: z.string().nullable(),
      finished_at: z.string().nullable(),
      failure: z.string().nullable(),
      problems: z.array(
        z.object({
          index: z.number(),
          outcome: z.string(),
          field: z.string().nullable(),
          message: z.string(),
        }),
      ),
      problems_total: z.number(),
    }),
  ),
});

export const getImportStatus = defineTool({
  name: 'get_import_status',
  title: 'Read import status',
  description:
    'Where queued imports stand: status, summary (created, updated, conflicts, errors) and the first problems by item index. Poll until finished_at is set; an import that failed on the hub says why in failure.',
  input: z.object({
    event: z.string().min(1).describe('The event code (or id).'),
    kind: z.enum(['registrations', 'results']),
    import_ids: z.array(z.number().int().positive()).min(1).max(20),
  }),
  output,
  annotations: READ_ONLY,
  scope: 'read',
  async run({ event: ref, kind, import_ids }, { hub }) {
    const event = await requireEvent(hub, ref);
    const path = kind === 'registrations' ? 'registration-imports' : 'result-imports';
    const imports = await Promise.all(
      import_ids.map(async (id) => {
        const body = await hub.get(`/events/${enc(event.code)}/${path}/${id}`);
        if (body === null)
          throw new ToolRefusal(
            `No ${kind} import ${id} in ${event.code}.`,
            'Use the import_ids apply_plan answered for this event and kind.',
          );
        const s = readAs(importStatusSchema, body, 'the import status');
        const problems = s.items ?? [];
        return {
          import_id: s.import_id,
          status: s.status,
          race: s.race ?? s.race_code ?? null,
          summary: s.summary,
          started_at: s.started_at,
          finished_at: s.finished_at,
          failure: s.failure ?? null,
          problems: problems.slice(0, PROBLEMS_SHOWN).map((p) => ({
            index: p.index,
            outcome: p.outcome,
            field: p.field,
            message: p.message,
          })),
          problems_total: problems.length,
        };
      }),
    );
    const open = imports.filter((i) => !i.finished_at).length;
    return {
      text: `${imports.length} import(s) of ${event.code}: ${open ? `${open} still running; ask again in a few seconds` : 'all finished'}.`,
      data: { event: event.code, imports },
    };
  },
});
