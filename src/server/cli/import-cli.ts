import crypto from 'node:crypto';
import path from 'node:path';
import type { ImportKind } from '@/contract/imports';
import { setHubReadingZone } from '@/contract/time-zone';
import { formatOf } from '@/spreadsheet/session';
import type { UploadProgress } from '@/spreadsheet/upload';
import {
  HubAnswer,
  importHubOverFetch,
  importTarget,
  TargetProblem,
} from '@/server/imports/import-hub';
import {
  knownImports,
  readResumeState,
  sameUpload,
  type ResumeState,
} from '@/server/imports/resume-state';
import {
  checkSpreadsheet,
  podiumLabel,
  SpreadsheetProblem,
  type MappingTemplateRef,
  type SentSpreadsheet,
  type SpreadsheetCheck,
} from '@/server/imports/spreadsheet-import';
import { apiKeyOf, exitOnError, hubTimeZoneOf, parseCli, UsageError } from './cli-args';
import { apiRoot } from './hub-fetch';

/*
 * `npm run import -- FILE --event E --kind registrations|results` (issue 32): a spreadsheet
 * into a hub without a browser, on the dashboard's own pipeline (server/imports). Shows the
 * mapping and the counts, asks (or --yes), sends with progress, resumes after an
 * interruption, and writes the report.
 */

export const usage = `Usage:
  npm run import -- FILE --event EVENT --kind registrations|results [--race RACE]

FILE is .csv, .txt or .xlsx, as the dashboard's Imports tab takes it (any delimiter,
UTF-8 or Windows-1252, pt-BR dates and CPFs, timing software exports).

Options:
  --hub URL          the hub (default $HUB_URL, else http://localhost:8080); /api/v1 is added
  --race RACE        the race of rows without a race column (optional when a race column
                     routes rows, or the event has one race)
  --template NAME    the team's mapping template NAME (kept by the dashboard at --hub), or a
                     JSON file {kind, headers, columns}; without it the template whose columns
                     are the file's applies, else the automatic suggestion
  --sheet NAME       (.xlsx) the sheet to read (default: the first)
  --out DIR          where the report goes (default: beside FILE)
  --xlsx             the report as .xlsx too
  --check            check only: the mapping, the counts and the problems; send nothing
  --yes              send without asking (scripts, agents)
  --json             the check and the outcome as JSON on stdout

The key comes from HUB_API_KEY (never from the command line). A run that stops midway (the
network, Ctrl-C) is resumed by running the same command again: imports the hub accepted are
not sent twice. The report names every row: created, updated, unchanged, conflict, error.
Exit status: 0 every row imported, 1 failed (the hub refused or did not answer; a re-run
resumes), 2 usage, 3 sent but some rows are errors or conflicts (see the report).`;

export interface ImportCliIo {
  out(text: string): void;
  err(text: string): void;
  /** One progress line, rewritten in place on a terminal; null when stderr is not one. */
  progress: ((text: string) => void) | null;
  confirm(question: string): Promise<boolean | null>;
  readBytes(file: string): Promise<Uint8Array>;
  /** A text file, or null when there is none. */
  readText(file: string): Promise<string | null>;
  writeFile(file: string, data: string | Uint8Array): Promise<void>;
  removeFile(file: string): Promise<void>;
}

export interface ImportCliEnv {
  HUB_API_KEY?: string;
  HUB_URL?: string;
  HUB_TIME_ZONE?: string;
}

const FIRST_PROBLEMS = 10;

/** Why a results column got its field (the mapping step's reasons), in words. */
const REASONS: Record<string, string> = {
  split_header: 'a split: its header names a distance',
  net_time_rank: 'times that rank the rows: the net time',
  gun_time_rank: 'times a little over the net time: the gun time',
  time_not_result: 'times, but not a result (a pace?)',
  region_codes: 'region codes',
  increasing_places: 'places that count up',
  ages: 'ages',
  unique_numbers: 'a unique number per row: the bib',
  status_words: 'status words (DNF, DNS...)',
  sex_words: 'sex words',
  values_do_not_fit: 'its values fit no field',
};
const number = (n: number) => n.toLocaleString('en');

export async function runImportCli(
  argv: string[],
  io: ImportCliIo,
  env: ImportCliEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  try {
    return await run(argv, io, env, fetchImpl);
  } catch (error) {
    const said = error instanceof HubAnswer ? new Error(`The hub said ${error.message}`) : error;
    return exitOnError(said, usage, io.err, [TargetProblem, SpreadsheetProblem]);
  }
}

async function run(
  argv: string[],
  io: ImportCliIo,
  env: ImportCliEnv,
  fetchImpl: typeof fetch,
): Promise<number> {
  const { positionals, values } = parseCli(argv, {
    hub: { type: 'string' },
    event: { type: 'string' },
    kind: { type: 'string' },
    race: { type: 'string' },
    template: { type: 'string' },
    sheet: { type: 'string' },
    out: { type: 'string' },
    xlsx: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    yes: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    io.out(usage);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('Name one file to import.');
  const [file] = positionals;
  if (!formatOf(file)) throw new UsageError(`${file}: send a .csv, .txt or .xlsx file.`);
  if (!values.event) throw new UsageError('--event is required.');
  const kind = values.kind as ImportKind;
  if (kind !== 'registrations' && kind !== 'results')
    throw new UsageError('--kind is registrations or results.');
  const apiKey = apiKeyOf(env);
  setHubReadingZone(hubTimeZoneOf(env));
  const hubUrl = values.hub ?? env.HUB_URL ?? 'http://localhost:8080';
  const hub = importHubOverFetch(apiRoot(hubUrl), apiKey, fetchImpl);

  const bytes = await io.readBytes(file).catch((error: Error) => {
    throw new UsageError(`${file}: ${error.message}`);
  });
  const target = await importTarget(hub, { event: values.event, kind, race: values.race });
  const templates = values.template
    ? await templatesOf(values.template, kind, { io, hubUrl, apiKey, fetchImpl })
    : [];
  const checked = await checkSpreadsheet({
    fileName: path.basename(file),
    bytes,
    target,
    templates,
    template: values.template && !isJsonFile(values.template) ? values.template : undefined,
    sheet: values.sheet,
  });
  const { check } = checked;
  if (values.json && values.check) io.out(JSON.stringify(checkJson(check), null, 2));
  else if (!values.json) io.err(checkText(check, values.check));
  if (values.check) return 0;
  if (check.blocked) {
    if (values.json) io.err(check.blocked);
    return 2;
  }
  if (check.ready === 0) {
    io.err('No row is ready to send: fix the file (the problems above) and run again.');
    return 3;
  }

  const outDir = values.out ?? path.dirname(file);
  const base = path.join(outDir, path.basename(file).replace(/\.[^.]+$/, ''));
  const statePath = `${base}.import-state.json`;
  const now = {
    fileHash: check.file.fileHash,
    event: check.event,
    kind,
    race: check.race,
    columns: check.mapping.map((c) => c.field),
  };
  const saved = readResumeState(await io.readText(statePath));
  const resume = saved && sameUpload(saved, now) ? saved : null;
  if (resume)
    io.err(
      `Resuming the upload of ${check.file.fileName} begun ${resume.savedAt}: ${Object.keys(resume.sent).length} import(s) the hub has already.`,
    );

  if (!values.yes) {
    const answer = await io.confirm(
      `Send ${number(check.ready)} rows in ${check.chunks} import(s) to ${check.event}?`,
    );
    if (answer === null)
      throw new UsageError('Nobody to ask (not a terminal): pass --yes to send.');
    if (!answer) {
      io.err('Nothing sent.');
      return 0;
    }
  }

  const uploadId = resume?.uploadId ?? crypto.randomBytes(6).toString('hex');
  let state: ResumeState = resume ?? {
    ...now,
    uploadId,
    sent: {},
    savedAt: new Date().toISOString(),
  };
  // Each accepted import is written down before the next chunk goes: a stop anywhere resumes.
  let writing = Promise.resolve();
  const sent = await checked.send({
    hub,
    uploadId,
    known: knownImports(resume),
    xlsx: values.xlsx,
    onAccepted: (chunk, importId) => {
      state = { ...state, sent: { ...state.sent, [chunk]: importId } };
      const text = JSON.stringify(state, null, 2);
      writing = writing.then(() => io.writeFile(statePath, text));
    },
    onProgress: (progress) => io.progress?.(progressLine(progress)),
  });
  await writing;
  io.progress?.('');

  const reportPath = `${base}-report.csv`;
  await io.writeFile(reportPath, sent.csv);
  // The rows to fix and send again, alone: the file the person edits.
  if (sent.refused.length) await io.writeFile(`${base}-errors.csv`, sent.errorsCsv);
  if (sent.xlsx) await io.writeFile(`${base}-report.xlsx`, sent.xlsx);
  const finished = sent.progress.phase === 'done';
  if (finished) await io.removeFile(statePath).catch(() => undefined);
  if (values.json)
    io.out(
      JSON.stringify({ ...checkJson(check), outcome: outcomeJson(sent, reportPath) }, null, 2),
    );
  else io.err(outcomeText(sent, reportPath));
  if (!finished) return 1;
  return sent.counts.error + sent.counts.conflict > 0 ? 3 : 0;
}

const isJsonFile = (name: string) => name.toLowerCase().endsWith('.json');

/** `--template`: a JSON file, or the team's templates kept by the dashboard at --hub. */
async function templatesOf(
  name: string,
  kind: ImportKind,
  ctx: { io: ImportCliIo; hubUrl: string; apiKey: string; fetchImpl: typeof fetch },
): Promise<MappingTemplateRef[]> {
  if (isJsonFile(name)) {
    const text = await ctx.io.readText(name);
    if (text === null) throw new UsageError(`${name}: no such file.`);
    const parsed = JSON.parse(text) as Partial<MappingTemplateRef>;
    if (!Array.isArray(parsed.headers) || !Array.isArray(parsed.columns))
      throw new UsageError(`${name}: a template has "headers" and "columns".`);
    return [{ name, kind: parsed.kind ?? kind, headers: parsed.headers, columns: parsed.columns }];
  }
  const origin = ctx.hubUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  const response = await ctx.fetchImpl(
    `${origin}/console/mapping-templates?kind=${encodeURIComponent(kind)}`,
    { headers: { authorization: `Bearer ${ctx.apiKey}`, accept: 'application/json' } },
  );
  if (!response.ok)
    throw new UsageError(
      `--template ${name}: the dashboard at ${origin} did not list its templates (HTTP ${response.status}); pass a template file (.json) instead.`,
    );
  const { data } = (await response.json()) as { data: MappingTemplateRef[] };
  return data;
}

function progressLine(p: UploadProgress): string {
  const width = 24;
  const done = p.rowsTotal ? Math.round((p.rowsDone / p.rowsTotal) * width) : 0;
  const bar = `[${'#'.repeat(done)}${'-'.repeat(width - done)}]`;
  const eta = p.etaMs ? ` · ${Math.ceil(p.etaMs / 1000)} s left` : '';
  const word =
    p.phase === 'reconnecting' ? ' · reconnecting' : p.hubSays ? ` · hub: ${p.hubSays.word}` : '';
  return `${bar} ${number(p.rowsDone)}/${number(p.rowsTotal)} rows · ${p.chunksDone}/${p.chunksTotal} imports${eta}${word}`;
}

/** The check as the dashboard's review says it, in lines. */
export function checkText(check: SpreadsheetCheck, checkOnly = false): string {
  const { file, counts } = check;
  const how = [file.format, file.encoding, file.delimiter && `"${file.delimiter}"`, file.sheet]
    .filter(Boolean)
    .join(', ');
  const source = { auto: 'automatic', template: 'team template', given: 'given' }[
    check.mapping[0]?.source ?? 'auto'
  ];
  const width = Math.max(...check.mapping.map((c) => c.header.length), 6);
  const lines = [
    `File: ${file.fileName} (${how}), ${number(counts.rows)} rows`,
    `Event: ${check.event} · ${check.kind}${check.race ? ` · race ${check.race}` : ''}`,
    `Mapping (${source}):`,
    ...check.mapping.map(
      (c) =>
        `  ${c.header.padEnd(width)}  -> ${c.field ?? '(ignored)'}${c.reason && REASONS[c.reason] ? `  (${REASONS[c.reason]})` : ''}`,
    ),
    ...check.mappingIssues.map((i) => `  ! ${i.field}: ${i.problem}`),
    `Rows: ${number(check.ready)} ready in ${check.chunks} import(s) (${number(counts.withWarnings)} with warnings), ${number(counts.withErrors)} with errors, ${number(counts.empty)} blank`,
  ];
  if (check.problems.length) {
    lines.push('First problems:');
    for (const p of check.problems.slice(0, FIRST_PROBLEMS))
      lines.push(`  row ${p.row}${p.column ? ` · ${p.column}` : ''} · ${p.severity}: ${p.message}`);
    if (check.problems.length > FIRST_PROBLEMS)
      lines.push(
        `  ... ${number(check.problems.length - FIRST_PROBLEMS)} more (${checkOnly ? '--json lists the first 50' : 'every one in the report'})`,
      );
  }
  if (check.blocked) lines.push(`Cannot send yet: ${check.blocked} (--race RACE)`);
  for (const group of check.podium) {
    lines.push(`Podium preview, ${podiumLabel(group.label)}:`);
    for (const e of group.entries.slice(0, 3))
      lines.push(`  ${e.place}. #${e.bib} ${e.name ?? ''} ${e.time ?? ''}`.trimEnd());
  }
  return lines.join('\n');
}

/** Why the hub (or the file) refused rows: the first ones, with their line in the file. */
function refusedLines(sent: SentSpreadsheet): string[] {
  if (!sent.refused.length) return [];
  const words: Record<string, string> = { error: 'error', conflict: 'conflict' };
  return [
    'Rows not imported:',
    ...sent.refused
      .slice(0, FIRST_PROBLEMS)
      .map((r) => `  row ${r.row} · ${words[r.outcome] ?? r.outcome}: ${r.messages.at(-1) ?? ''}`),
    ...(sent.refused.length > FIRST_PROBLEMS
      ? [`  ... ${number(sent.refused.length - FIRST_PROBLEMS)} more in the report`]
      : []),
  ];
}

/** `1 error`, `2 errors`. */
const count = (n: number, word: string) => `${number(n)} ${word}${n === 1 ? '' : 's'}`;

function outcomeText(sent: SentSpreadsheet, reportPath: string): string {
  const c = sent.counts;
  const state =
    sent.progress.phase === 'done'
      ? 'Done'
      : `Stopped (${sent.progress.error ?? sent.progress.phase}): run the same command again to resume`;
  return [
    `${state}. ${number(c.rows)} rows: ${number(c.created)} created, ${number(c.updated)} updated, ${number(c.unchanged)} unchanged${c.imported ? `, ${number(c.imported)} imported` : ''}, ${count(c.conflict, 'conflict')}, ${count(c.error, 'error')}, ${number(c.notSent)} not sent, ${number(c.blank)} blank`,
    `Hub import ids: ${sent.importIds.map((id) => `#${id}`).join(', ') || '(none)'}`,
    ...refusedLines(sent),
    `Report: ${reportPath}${sent.refused.length ? ` (the rows to fix: ${reportPath.replace(/-report\.csv$/, '-errors.csv')})` : ''}`,
  ].join('\n');
}

export function checkJson(check: SpreadsheetCheck) {
  const { problems, file, ...rest } = check;
  return {
    ...rest,
    file: {
      name: file.fileName,
      format: file.format,
      encoding: file.encoding ?? null,
      sheet: file.sheet ?? null,
      hash: file.fileHash,
    },
    problems: problems.slice(0, 50),
    problemsTotal: problems.length,
  };
}

const outcomeJson = (sent: SentSpreadsheet, reportPath: string) => ({
  phase: sent.progress.phase,
  error: sent.progress.error,
  importIds: sent.importIds,
  counts: sent.counts,
  refused: sent.refused.slice(0, 50),
  refusedTotal: sent.refused.length,
  report: reportPath,
});
