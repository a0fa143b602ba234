import { z } from 'zod';
import { importTarget, TargetProblem } from '@/server/imports/import-hub';
import {
  checkSpreadsheet,
  SpreadsheetProblem,
  type SpreadsheetCheck,
  type SubmittedChunk,
} from '@/server/imports/spreadsheet-import';
import { stateHash } from './plans';
import { ToolRefusal, type ToolContext } from './tool';

/*
 * A spreadsheet import, planned: the file checked by the dashboard's own pipeline against the
 * event as the hub has it now (races, bibs, prize rules), hashed with the mapping it will be
 * sent with; apply_plan checks it again and, while nothing moved, queues its chunks.
 */

export const spreadsheetInput = z.object({
  event: z.string().min(1).describe('The event code (or id).'),
  kind: z.enum(['registrations', 'results']),
  race: z
    .string()
    .optional()
    .describe(
      'The race of rows without a race column. Optional when a race column routes rows, or the event has one race.',
    ),
  csv: z
    .string()
    .max(20_000_000)
    .optional()
    .describe('The file as CSV text (any delimiter, pt-BR dates and CPFs).'),
  path: z
    .string()
    .optional()
    .describe('Over stdio only: a .csv, .txt or .xlsx file on this machine (instead of csv).'),
  sheet: z.string().optional().describe('.xlsx: the sheet to read (default: the first).'),
  columns: z
    .array(z.string().nullable())
    .optional()
    .describe(
      "The field of each of the file's columns, in order (null: ignore it); without it, a team template for these headers, else the automatic suggestion. Take the fields from a previous answer's mapping; in a registrations file a column may answer one of the event's own registration fields as `answers.<key>` (its values matched to the field's options).",
    ),
  template: z.string().optional().describe("A team mapping template's name."),
});
export type SpreadsheetPlanInput = z.infer<typeof spreadsheetInput>;

export interface ComputedSpreadsheet {
  eventCode: string;
  check: SpreadsheetCheck;
  hash: string;
  /** What apply_plan keeps: the mapping fixed as planned, so apply checks the same rows. */
  planned: SpreadsheetPlanInput;
  apply: (uploadId: string) => Promise<SubmittedChunk[]>;
}

async function bytesOf(input: SpreadsheetPlanInput, ctx: ToolContext) {
  if (input.csv !== undefined && input.path !== undefined)
    throw new ToolRefusal('Both csv and path were given.', 'Send the file one way: csv or path.');
  if (input.csv !== undefined)
    return { fileName: 'agent.csv', bytes: new TextEncoder().encode(input.csv) };
  if (input.path === undefined)
    throw new ToolRefusal(
      'No file: neither csv nor path.',
      'Pass the file as csv text (or, to a server on this machine over stdio, its path).',
    );
  if (!ctx.readFile)
    throw new ToolRefusal(
      'This server cannot read files by path (it is not on your machine).',
      'Pass the file as csv text; an .xlsx file: save it as CSV first, or use npm run mcp over stdio.',
    );
  const fileName = input.path.split(/[\\/]/).pop() ?? input.path;
  try {
    return { fileName, bytes: await ctx.readFile(input.path) };
  } catch (error) {
    throw new ToolRefusal(
      `Cannot read ${input.path}: ${(error as Error).message}`,
      'Check the path.',
    );
  }
}

export async function computeSpreadsheet(
  ctx: ToolContext,
  input: SpreadsheetPlanInput,
): Promise<ComputedSpreadsheet> {
  const { fileName, bytes } = await bytesOf(input, ctx);
  try {
    return await compute(ctx, input, fileName, bytes);
  } catch (error) {
    // What the person fixes by naming something else, or in the file: said with the next step.
    if (error instanceof TargetProblem)
      throw new ToolRefusal(error.message, 'Call check_spreadsheet again with that fixed.');
    if (error instanceof SpreadsheetProblem)
      throw new ToolRefusal(
        `The file cannot be read: ${error.message}`,
        'Ask the person for the file again (a .csv, .txt or .xlsx with a header line and rows).',
      );
    throw error;
  }
}

async function compute(
  ctx: ToolContext,
  input: SpreadsheetPlanInput,
  fileName: string,
  bytes: Uint8Array,
): Promise<ComputedSpreadsheet> {
  const target = await importTarget(ctx.hub.imports, input);
  const templates = input.columns ? [] : ((await ctx.templates?.().catch(() => [])) ?? []);
  if (input.template && !ctx.templates)
    throw new ToolRefusal(
      'This server has no team templates (they live in the dashboard server).',
      'Pass the mapping as columns instead (the fields, in the file’s column order).',
    );
  const checked = await checkSpreadsheet({
    fileName,
    bytes,
    target,
    columns: input.columns,
    templates,
    template: input.template,
    sheet: input.sheet,
  });
  const { check } = checked;
  const columns = check.mapping.map((c) => c.field);
  const planned: SpreadsheetPlanInput = { ...input, columns, template: undefined };
  const hash = stateHash({
    file: check.file.fileHash,
    kind: check.kind,
    race: check.race,
    columns,
    races: target.races?.map((r) => [r.id, r.code]) ?? null,
    registered: target.registered?.races ?? null,
    counts: check.counts,
  });
  return {
    eventCode: target.event.code,
    check,
    hash,
    planned,
    apply: async (uploadId) => checked.submit({ hub: ctx.hub.imports, uploadId }),
  };
}
