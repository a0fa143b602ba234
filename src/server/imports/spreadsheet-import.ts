import crypto from 'node:crypto';
import type { ImportKind } from '@/contract/imports';
import type { PodiumGroup, PodiumLabel } from '@/contract/podium';
import type { PrizeRule } from '@/contract/races';
import { RACE_FIELD } from '@/spreadsheet/columns';
import { ERROR_OUTCOMES, type ReportCounts, type RowCounts } from '@/spreadsheet/report';
import type { PreviewResult } from '@/spreadsheet/podium-preview';
import type { FileInfo, PipelineEvent, PipelineRequest } from '@/spreadsheet/pipeline-messages';
import { createPipelineSession } from '@/spreadsheet/session';
import type { MappingIssue } from '@/spreadsheet/mapping';
import { headerSignature } from '@/spreadsheet/signature';
import type { ColumnMapping, RowProblem, ValidationResult } from '@/spreadsheet/types';
import { runUpload, type UploadChunk, type UploadProgress } from '@/spreadsheet/upload';
import {
  importTransport,
  raceRefs,
  TargetProblem,
  type ImportHub,
  type ImportTarget,
} from './import-hub';

/*
 * A spreadsheet import without a browser, on the dashboard's own pipeline: the same session
 * the import worker runs (src/spreadsheet/session.ts), asked the same questions in the same
 * order (open, map, chunks, report), so a file gives the same rows, problems and report
 * through the dashboard, `npm run import` and the agents' check_spreadsheet.
 */

type Answer<T extends PipelineEvent['type']> = Extract<PipelineEvent, { type: T }>;
type Request = PipelineRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/** The file could not be read or checked (empty, only a header, another format). */
export class SpreadsheetProblem extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** One file's pipeline session, asked as the worker is asked: a request, then its answer. */
function pipeline() {
  const session = createPipelineSession();
  let next = 0;
  return async function ask<T extends PipelineEvent['type']>(
    request: Request,
    expect: T,
    onProgress?: (rows: number) => void,
  ): Promise<Answer<T>> {
    let answer: PipelineEvent | null = null;
    await session.handle({ ...request, id: ++next } as PipelineRequest, (event) => {
      if (event.type === 'progress') onProgress?.(event.rows);
      else answer = event;
    });
    const got = answer as PipelineEvent | null;
    if (got?.type === 'failed') throw new SpreadsheetProblem(got.message, got.code);
    if (got?.type !== expect)
      throw new Error(`The pipeline answered ${got?.type} to ${request.type}`);
    return got as Answer<T>;
  };
}

/** How the columns were mapped: by the file's headers, what each goes to and why. */
export interface MappedColumn {
  header: string;
  field: string | null;
  /** auto: the pipeline's suggestion; template: a team template; given: the caller's mapping. */
  source: 'auto' | 'template' | 'given';
  /** Results: what the values said (a message key of the mapping step) and how sure. */
  reason?: string;
  confidence?: number;
}

/** A template: a layout's column mapping (the dashboard's team templates have this shape). */
export interface MappingTemplateRef {
  name: string;
  kind: ImportKind;
  headers: readonly string[];
  columns: readonly (string | null)[];
}

export interface SpreadsheetInput {
  fileName: string;
  bytes: Uint8Array;
  target: ImportTarget;
  /** Per column (the file's order), the field; else a template, else the suggestion. */
  columns?: readonly (string | null)[];
  templates?: readonly MappingTemplateRef[];
  /** A named template: must match the file's headers. */
  template?: string;
  sheet?: string;
  onProgress?: (rows: number) => void;
}

export interface SpreadsheetCheck {
  file: FileInfo;
  kind: ImportKind;
  event: string;
  race: string | null;
  mapping: MappedColumn[];
  /** What the mapping lacks (a required field) or repeats: the file cannot be sent so. */
  mappingIssues: { field: string; problem: string }[];
  counts: RowCounts;
  /** Every row's problems, errors first, each in file order (the caller shows the first). */
  problems: RowProblem[];
  /** Results: the podium the race's prize rules would give from the rows to be sent. */
  podium: PodiumGroup<PrizeRule, PreviewResult>[];
  /** Rows that would be sent, and in how many imports. */
  ready: number;
  chunks: number;
  /** Why nothing can be sent yet (no race for rows without a race cell, a mapping issue). */
  blocked: string | null;
}

/** A file checked and ready: its check, and the send that runs on the same session. */
export interface CheckedSpreadsheet {
  check: SpreadsheetCheck;
  /** Sends every chunk, each followed to its end, and writes the report (npm run import). */
  send: (options: SendOptions) => Promise<SentSpreadsheet>;
  /**
   * POSTs every chunk with its key and answers at once with the imports the hub queued, not
   * waiting for them (the agents' apply_plan: get_import_status follows them).
   */
  submit: (options: Pick<SendOptions, 'hub' | 'uploadId'>) => Promise<SubmittedChunk[]>;
}

export interface SubmittedChunk {
  chunk: number;
  race: string;
  rows: number;
  importId: number;
  status: string;
}

export interface SendOptions {
  hub: ImportHub;
  /** Added to every chunk's key: a resume passes the first run's, so chunks land once. */
  uploadId?: string;
  /** Chunk number -> import id the hub already accepted (a resumed upload). */
  known?: Readonly<Record<number, number>>;
  onAccepted?: (chunkNumber: number, importId: number) => void;
  onProgress?: (progress: UploadProgress) => void;
  xlsx?: boolean;
  sleep?: (ms: number) => Promise<void>;
}

export interface SentSpreadsheet {
  uploadId: string;
  progress: UploadProgress;
  importIds: number[];
  counts: ReportCounts;
  /** The report: every row of the file with its outcome and problem (the dashboard's CSV). */
  csv: string;
  /** Only the rows that ended as error or conflict, to fix and send again. */
  errorsCsv: string;
  /** Those rows: their line in the file, outcome and every message (the hub's last). */
  refused: { row: number; outcome: string; messages: string[] }[];
  xlsx: Uint8Array | null;
}

/** Errors before warnings, each in file order: what stops a row is read first. */
export const errorsFirst = (problems: readonly RowProblem[]): RowProblem[] => [
  ...problems.filter((p) => p.severity === 'error'),
  ...problems.filter((p) => p.severity !== 'error'),
];

/** A podium group's caption in words: its ranking, sex and category, as the results tab says. */
export const podiumLabel = (label: PodiumLabel): string =>
  [label.ranking, label.sex, label.category ?? label.modality].filter(Boolean).join(' · ');

const ISSUE_WORDS: Record<MappingIssue['code'], string> = {
  missing_required: 'required, and no column maps to it',
  missing_identifier: 'no column identifies the participant (document, email or external id)',
  mapped_twice: 'more than one column maps to it',
  unknown_field: 'not a field of this import',
};

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** The template for this layout: the one named, else the newest whose headers are the file's. */
function templateFor(input: SpreadsheetInput, headers: readonly string[]) {
  const signature = headerSignature(headers);
  const same = (t: MappingTemplateRef) =>
    t.kind === input.target.kind && headerSignature(t.headers) === signature;
  if (input.template) {
    const named = input.templates?.find(
      (t) => t.name === input.template && t.kind === input.target.kind,
    );
    if (!named)
      throw new TargetProblem(`No ${input.target.kind} template named "${input.template}".`);
    if (!same(named))
      throw new TargetProblem(
        `Template "${named.name}" is for other columns (${named.headers.join(', ')}), not this file's.`,
      );
    return named;
  }
  return input.templates?.find(same) ?? null;
}

/** Reads and checks a file against its target: nothing reaches the hub. */
export async function checkSpreadsheet(input: SpreadsheetInput): Promise<CheckedSpreadsheet> {
  const { target } = input;
  const ask = pipeline();
  const distanceKm =
    target.race && 'distance' in target.race ? (target.race.distance ?? null) : null;
  const opened = await ask(
    {
      type: 'open',
      kind: target.kind,
      fileName: input.fileName,
      bytes: arrayBufferOf(input.bytes),
      sheet: input.sheet,
      distanceKm,
      registered: target.registered,
      races: raceRefs(target),
      race: target.race?.code ?? null,
      fields: target.fields ?? null,
    },
    'opened',
    input.onProgress,
  );
  const headers = opened.result.table.headers;
  let source: MappedColumn['source'] = 'auto';
  let result: ValidationResult = opened.result;
  let issues = opened.issues;
  let counts = opened.counts;
  let chosen: readonly (string | null)[] | null = null;
  if (input.columns) {
    if (input.columns.length !== headers.length)
      throw new TargetProblem(
        `The mapping has ${input.columns.length} columns; the file has ${headers.length} (${headers.join(', ')}).`,
      );
    [chosen, source] = [input.columns, 'given'];
  } else {
    const template = templateFor(input, headers);
    if (template) [chosen, source] = [template.columns, 'template'];
  }
  if (chosen) {
    const mapping: ColumnMapping = { kind: target.kind, columns: [...chosen] };
    const mapped = await ask({ type: 'map', mapping }, 'validated');
    [result, issues, counts] = [mapped.result, mapped.issues, mapped.counts];
  }
  const raceColumn = result.mapping.columns.includes(RACE_FIELD);
  const defaultRace = target.race?.code ?? '';
  const singleRace =
    !defaultRace && !raceColumn && target.races?.length === 1 ? target.races[0].code : '';
  const fileRace = defaultRace || singleRace;
  const built = await ask({ type: 'chunks', defaultRace: fileRace }, 'chunks');
  [result, counts] = [built.result, built.counts];
  const withoutRace =
    built.chunks.some((c) => !c.raceCode) || ((counts.byRace[''] ?? 0) > 0 && !fileRace);
  const blocked = issues.length
    ? 'The mapping is not complete: ' +
      issues.map((i) => `${i.field}: ${ISSUE_WORDS[i.code]}`).join('; ')
    : withoutRace
      ? `Some rows have no race (the file has no race column, or their race cell is blank): name the race they go to (the event's races: ${target.races?.map((r) => r.code).join(', ') ?? 'the hub does not list them'}).`
      : null;
  const podium =
    target.kind === 'results' && target.podium
      ? ((await ask({ type: 'podium', ...target.podium }, 'podium')).groups as PodiumGroup<
          PrizeRule,
          PreviewResult
        >[])
      : [];
  const mapping = headers.map((header, i): MappedColumn => {
    const guess = source === 'auto' ? opened.guesses?.[i] : undefined;
    return {
      header,
      field: result.mapping.columns[i] ?? null,
      source,
      ...(guess
        ? { reason: guess.reason, confidence: Math.round(guess.confidence * 100) / 100 }
        : {}),
    };
  });
  const sendable = blocked ? [] : built.chunks.filter((c) => c.raceCode);
  const check: SpreadsheetCheck = {
    file: opened.file,
    kind: target.kind,
    event: target.event.code,
    race: fileRace || null,
    mapping,
    mappingIssues: issues.map((i) => ({ field: i.field, problem: ISSUE_WORDS[i.code] })),
    counts,
    problems: errorsFirst(result.rows.flatMap((row) => row.problems)),
    podium,
    ready: sendable.reduce((n, c) => n + c.rowIndexes.length, 0),
    chunks: sendable.length,
    blocked,
  };

  const chunks: UploadChunk[] = sendable.map((c) => ({
    number: c.number,
    raceCode: c.raceCode,
    idempotencyKey: c.idempotencyKey,
    size: c.rowIndexes.length,
  }));
  const transportFor = (hub: ImportHub, uploadId: string) => {
    if (blocked) throw new TargetProblem(blocked);
    const bodies = new Map(built.chunks.map((c) => [c.number, JSON.stringify(c.body)]));
    return importTransport(hub, target, {
      id: uploadId,
      body: async (chunk) => bodies.get(chunk.number)!,
    });
  };
  const newUploadId = () => crypto.randomBytes(6).toString('hex');

  async function submit(options: Pick<SendOptions, 'hub' | 'uploadId'>) {
    const transport = transportFor(options.hub, options.uploadId ?? newUploadId());
    const submitted: SubmittedChunk[] = [];
    for (const chunk of chunks) {
      const status = await transport.send(chunk);
      submitted.push({
        chunk: chunk.number,
        race: chunk.raceCode,
        rows: chunk.size,
        importId: status.import_id,
        status: status.status,
      });
    }
    return submitted;
  }

  async function send(options: SendOptions): Promise<SentSpreadsheet> {
    const uploadId = options.uploadId ?? newUploadId();
    const transport = transportFor(options.hub, uploadId);
    const importIds: number[] = [];
    const progress = await runUpload({
      chunks,
      transport,
      known: options.known,
      onAccepted: (n, id) => {
        importIds.push(id);
        options.onAccepted?.(n, id);
      },
      onProgress: options.onProgress,
      sleep: options.sleep,
    });
    // The report's statuses are by the session's chunks; those not sent have none.
    const statuses = built.chunks.map((c) => {
      const at = sendable.indexOf(c);
      return at < 0 ? null : progress.statuses[at];
    });
    const report = await ask({ type: 'report', statuses }, 'report');
    const xlsx = options.xlsx
      ? new Uint8Array(
          await (await ask({ type: 'reportXlsx', statuses }, 'reportXlsx')).file.arrayBuffer(),
        )
      : null;
    for (const status of progress.statuses)
      if (status && !importIds.includes(status.import_id)) importIds.push(status.import_id);
    return {
      uploadId,
      progress,
      importIds,
      counts: report.counts,
      csv: report.csv,
      errorsCsv: report.errorsCsv,
      refused: report.reports
        .filter((r) => ERROR_OUTCOMES.has(r.outcome))
        .map(({ row, outcome, messages }) => ({ row, outcome, messages })),
      xlsx,
    };
  }

  return { check, send, submit };
}
