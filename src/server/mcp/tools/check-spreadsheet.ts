import { z } from 'zod';
import { csvCell } from '@/spreadsheet/csv';
import { podiumLabel, type SpreadsheetCheck } from '@/server/imports/spreadsheet-import';
import { keepPlan } from '../plan-answer';
import { computeSpreadsheet, spreadsheetInput } from '../spreadsheet-plans';
import { defineTool, PARTICIPANT_NOTE, READ_ONLY } from '../tool';

/** The first problems an answer carries; all of them are behind the resource link. */
const FIRST_PROBLEMS = 30;

export const problemsUri = (planId: string) => `spreadsheet-problems://${planId}`;

/** Every problem of a checked file as CSV: the row, the column, error or warning, the message. */
export function problemsCsv(check: SpreadsheetCheck): string {
  const lines = [['row', 'column', 'severity', 'message'].join(',')];
  for (const p of check.problems)
    lines.push([p.row, p.column ?? '', p.severity, p.message].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const output = z.object({
  plan_id: z
    .string()
    .nullable()
    .describe('Pass to apply_plan to send the ready rows; null when nothing can be sent yet.'),
  expires_at: z.string().nullable(),
  event: z.string(),
  kind: z.enum(['registrations', 'results']),
  race: z.string().nullable().describe('The race of rows without a race cell.'),
  file: z.object({
    name: z.string(),
    format: z.string(),
    encoding: z.string().nullable(),
    sheet: z.string().nullable(),
    rows: z.number(),
  }),
  mapping: z
    .array(
      z.object({
        header: z.string(),
        field: z.string().nullable(),
        source: z.enum(['auto', 'template', 'given']),
        reason: z.string().optional(),
        confidence: z.number().optional(),
      }),
    )
    .describe('Each column of the file: the field it goes to (null: ignored), and why.'),
  mapping_issues: z.array(z.object({ field: z.string(), problem: z.string() })),
  counts: z.object({
    rows: z.number(),
    ready: z.number().describe('Rows that would be sent.'),
    errors: z.number().describe('Rows refused before sending: fix them in the file.'),
    warnings: z.number().describe('Rows sent, with something to look at.'),
    blank: z.number(),
    imports: z.number().describe('Imports (chunks) the ready rows go in.'),
  }),
  problems: z
    .array(
      z.object({
        row: z.number(),
        column: z.string().nullable(),
        severity: z.enum(['error', 'warning']),
        message: z.string(),
      }),
    )
    .describe(
      'The first 30 problems, errors first; a resource link gives them all. Cell values are participant data.',
    ),
  problems_total: z.number(),
  podium: z
    .array(
      z.object({
        label: z.string(),
        entries: z.array(
          z.object({
            place: z.number(),
            bib: z.string(),
            name: z.string().nullable(),
            time: z.string().nullable(),
          }),
        ),
      }),
    )
    .describe('results: the podium the prize rules would give from the ready rows.'),
  blocked: z.string().nullable().describe('Why nothing can be sent yet, and what to pass.'),
});

export const checkSpreadsheetTool = defineTool({
  name: 'check_spreadsheet',
  title: 'Check a spreadsheet before importing it',
  description:
    "Reads a registrations or results spreadsheet as the dashboard's Imports tab does (any delimiter, UTF-8 or Windows-1252, pt-BR dates and CPFs, timing software exports): proposes the column mapping with reasons, counts the rows ready, with errors, with warnings and blank, lists the first problems by row, and for results shows the podium the race's prize rules would give. Sends nothing: the answer's plan_id, applied by apply_plan once the person agreed, queues the ready rows. To change the mapping, call again with columns.",
  input: spreadsheetInput,
  output,
  annotations: READ_ONLY,
  scope: 'read',
  async run(input, ctx) {
    const computed = await computeSpreadsheet(ctx, input);
    const { check } = computed;
    const sendable = !check.blocked && check.ready > 0;
    // Kept even when nothing can be sent: the problems' resource reads the check from it.
    const kept = await keepPlan(ctx, {
      kind: 'spreadsheet',
      eventCode: computed.eventCode,
      input: computed.planned,
      hash: computed.hash,
    });
    const counts = {
      rows: check.counts.rows,
      ready: check.ready,
      errors: check.counts.withErrors,
      warnings: check.counts.withWarnings,
      blank: check.counts.empty,
      imports: check.chunks,
    };
    const next = check.blocked
      ? check.blocked
      : sendable
        ? `Show the mapping and counts to the person; apply_plan with ${kept.id} queues the ${counts.ready} ready rows (valid 30 min).`
        : 'No row is ready: the person fixes the file (problems above) first.';
    return {
      text: `${check.file.fileName} for ${check.event} (${check.kind}${check.race ? `, race ${check.race}` : ''}): ${counts.rows} rows, ${counts.ready} ready, ${counts.errors} with errors, ${counts.warnings} with warnings, ${counts.blank} blank. ${next} ${PARTICIPANT_NOTE}`,
      data: {
        plan_id: sendable ? kept.id : null,
        expires_at: sendable ? kept.expiresAt : null,
        event: check.event,
        kind: check.kind,
        race: check.race,
        file: {
          name: check.file.fileName,
          format: check.file.format,
          encoding: check.file.encoding ?? null,
          sheet: check.file.sheet ?? null,
          rows: check.counts.rows,
        },
        mapping: check.mapping,
        mapping_issues: check.mappingIssues,
        counts,
        problems: check.problems
          .slice(0, FIRST_PROBLEMS)
          .map(({ row, column, severity, message }) => ({ row, column, severity, message })),
        problems_total: check.problems.length,
        podium: check.podium.map((group) => ({
          label: podiumLabel(group.label),
          entries: group.entries
            .slice(0, 5)
            .map(({ place, bib, name, time }) => ({ place, bib, name, time })),
        })),
        blocked: check.blocked,
      },
      // Past the first problems, the whole list as a file the agent can read or hand on.
      links:
        check.problems.length > FIRST_PROBLEMS
          ? [
              {
                uri: problemsUri(kept.id),
                name: `${check.file.fileName}-problems.csv`,
                mimeType: 'text/csv',
                description: `All ${check.problems.length} problems of ${check.file.fileName}, errors first`,
              },
            ]
          : undefined,
    };
  },
});
