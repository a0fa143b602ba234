import type { PodiumGroup, PodiumRule } from '@/contract/podium';
import { buildChunks, type HeldRow, type ImportChunk } from './chunks';
import type { RaceRef } from './race-route';
import {
  columnValues,
  countReplacements,
  replaceInColumn,
  type ColumnReplacement,
  type ValueCount,
} from './column-tools';
import { decodeBytes, sha256Hex, type TextEncodingName } from './decode';
import { FileProblem, fileProblemOf, type FileProblemCode } from './file-problem';
import {
  describeColumns,
  mappingIssues,
  proposeMapping,
  type ColumnPreview,
  type MappingIssue,
  type ProposedMapping,
} from './mapping';
import type { AnswerField } from './answers';
import { podiumPreview, type PodiumPreviewInput, type PreviewResult } from './podium-preview';
import type { RegisteredBibs } from './types';
import { detectDelimiter, parseCsvText, type Delimiter } from './read-csv';
import { readXlsx } from './read-xlsx';
import {
  countRows,
  ERROR_OUTCOMES,
  mergeReport,
  reportCounts,
  reportCsv,
  type ChunkStatus,
  type ReportCounts,
  type ReportLanguage,
  type RowCounts,
  type RowReport,
} from './report';
import type { ColumnMapping, ImportKind, RawTable, ValidationResult } from './types';
import { fixCell, validateTable } from './validate';

export type FileFormat = 'csv' | 'xlsx';

/** How the valid rows become chunks: the file's race, extras of every body, capacity limits. */
export interface ChunkOptions {
  bodyExtras?: Record<string, unknown>;
  defaultRace?: string;
  limits?: Record<string, number>;
}

export function formatOf(fileName: string): FileFormat | null {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  return null;
}

export interface FileInfo {
  fileName: string;
  format: FileFormat;
  fileHash: string;
  encoding?: TextEncodingName;
  delimiter?: Delimiter;
  /** What the header line suggests, shown as "automatic" even while another one is chosen. */
  detectedDelimiter?: Delimiter;
  sheetNames?: string[];
  sheet?: string;
}

export interface ReadFileOptions {
  fileName: string;
  delimiter?: Delimiter;
  sheet?: string;
  onProgress?: (rowsSoFar: number) => void;
}

export async function readFile(
  bytes: ArrayBuffer,
  options: ReadFileOptions,
): Promise<{ file: FileInfo; table: RawTable }> {
  const format = formatOf(options.fileName);
  if (!format) throw new Error('Formato não suportado: envie .csv, .txt ou .xlsx');
  if (bytes.byteLength === 0) throw new FileProblem('empty_file');
  const fileHash = await sha256Hex(bytes);
  if (format === 'xlsx') {
    const table = await readXlsx(bytes, { sheet: options.sheet });
    options.onProgress?.(table.rows.length);
    const { sheetNames, sheet, ...raw } = table;
    return {
      file: { fileName: options.fileName, format, fileHash, sheetNames, sheet },
      table: raw,
    };
  }
  const decoded = decodeBytes(bytes);
  const { delimiter, ...table } = parseCsvText(decoded.text, {
    delimiter: options.delimiter,
    onProgress: options.onProgress,
  });
  return {
    file: {
      fileName: options.fileName,
      format,
      fileHash,
      encoding: decoded.encoding,
      delimiter,
      detectedDelimiter: options.delimiter ? detectDelimiter(decoded.text) : delimiter,
    },
    table,
  };
}

export interface PipelineOutput<K extends ImportKind = ImportKind> {
  file: FileInfo;
  columns: ColumnPreview[];
  mapping: ColumnMapping;
  /** What the values of each column said, for results files (null otherwise). */
  guesses: ProposedMapping['guesses'];
  issues: MappingIssue[];
  result: ValidationResult<K>;
  counts: RowCounts;
}

export async function runPipeline<K extends ImportKind>(
  bytes: ArrayBuffer,
  options: ReadFileOptions & {
    kind: K;
    mapping?: ColumnMapping;
    distanceKm?: number | null;
    registered?: RegisteredBibs | null;
    races?: readonly RaceRef[] | null;
    race?: string | null;
    fields?: readonly AnswerField[] | null;
  },
): Promise<PipelineOutput<K>> {
  const { file, table } = await readFile(bytes, options);
  const problem = fileProblemOf(table);
  if (problem) throw new FileProblem(problem, file.sheet);
  const proposed = proposeMapping(options.kind, table, options.fields ?? null);
  const mapping = (options.mapping ?? proposed.mapping) as ColumnMapping & { kind: K };
  const result = validateTable(table, mapping, {
    distanceKm: options.distanceKm,
    registered: options.registered,
    races: options.races,
    race: options.race,
    fields: options.fields,
  });
  return {
    file,
    columns: describeColumns(table),
    mapping,
    guesses: proposed.guesses,
    issues: mappingIssues(mapping),
    result,
    counts: countRows(result),
  };
}

export type PipelineRequest =
  | {
      type: 'open';
      id: number;
      kind: ImportKind;
      fileName: string;
      bytes: ArrayBuffer;
      delimiter?: Delimiter;
      sheet?: string;
      /** The chosen race's distance, for the results review. */
      distanceKm?: number | null;
      /** The event's bibs and the chosen race, for the results review. */
      registered?: RegisteredBibs | null;
      /** The event's races, for a race column (null: the hub does not list them). */
      races?: readonly RaceRef[] | null;
      /** The race chosen for the file, for rows without a race cell. */
      race?: string | null;
      /** The event's registration fields a column may answer (null: the hub does not list them). */
      fields?: readonly AnswerField[] | null;
    }
  | { type: 'map'; id: number; mapping: ColumnMapping }
  /** The same rows, edits kept, checked against another race (results: distance and bibs). */
  | {
      type: 'review';
      id: number;
      distanceKm?: number | null;
      registered?: RegisteredBibs | null;
      race?: string | null;
    }
  | ({ type: 'podium'; id: number } & PodiumPreviewInput)
  | { type: 'fix'; id: number; rowIndex: number; columnIndex: number; value: string }
  | ({ type: 'replace'; id: number } & ColumnReplacement)
  | ({ type: 'count'; id: number } & ColumnReplacement)
  | { type: 'values'; id: number; columnIndex: number }
  | ({ type: 'chunks'; id: number } & ChunkOptions)
  | { type: 'report'; id: number; statuses: ChunkStatus[]; language?: ReportLanguage }
  | { type: 'reportXlsx'; id: number; statuses: ChunkStatus[]; language?: ReportLanguage };

/** Messages the import worker posts back; `id` is the request's. */
export type PipelineEvent =
  | { type: 'progress'; id: number; rows: number }
  | ({ type: 'opened'; id: number } & PipelineOutput)
  | {
      type: 'validated';
      id: number;
      issues: MappingIssue[];
      result: ValidationResult;
      counts: RowCounts;
      /** Cells a `replace` changed. */
      changed?: number;
    }
  | { type: 'counted'; id: number; cells: number }
  | { type: 'values'; id: number; values: ValueCount[]; distinct: number }
  | { type: 'podium'; id: number; groups: PodiumGroup<PodiumRule, PreviewResult>[] }
  | {
      type: 'chunks';
      id: number;
      chunks: ImportChunk[];
      result: ValidationResult;
      counts: RowCounts;
      held: HeldRow[];
    }
  | {
      type: 'report';
      id: number;
      reports: RowReport[];
      counts: ReportCounts;
      csv: string;
      /** Only the rows that ended as error or conflict, to fix and send again. */
      errorsCsv: string;
    }
  | { type: 'reportXlsx'; id: number; file: Blob }
  | { type: 'failed'; id: number; message: string; code?: FileProblemCode; sheet?: string };

/**
 * The worker's state machine, free of worker APIs so it runs (and is tested) anywhere:
 * `self.onmessage = (e) => void session.handle(e.data, (m) => self.postMessage(m))`.
 */
export function createPipelineSession(
  options: {
    /** How a report's messages are put in another language (the dashboard's hub-text table). */
    localizer?: (language: ReportLanguage) => (text: string) => string;
  } = {},
) {
  let file: FileInfo | null = null;
  let current: ValidationResult | null = null;
  let chunks: ImportChunk[] = [];
  let held: HeldRow[] = [];

  const need = () => {
    if (!current || !file) throw new Error('Nenhum arquivo aberto');
    return { result: current, info: file };
  };

  async function answer(
    request: PipelineRequest,
    post: (event: PipelineEvent) => void,
  ): Promise<PipelineEvent> {
    const { id } = request;
    switch (request.type) {
      case 'open': {
        const out = await runPipeline(request.bytes, {
          kind: request.kind,
          fileName: request.fileName,
          delimiter: request.delimiter,
          sheet: request.sheet,
          distanceKm: request.distanceKm,
          registered: request.registered,
          races: request.races,
          race: request.race,
          fields: request.fields,
          onProgress: (rows) => post({ type: 'progress', id, rows }),
        });
        file = out.file;
        current = out.result;
        chunks = [];
        return { type: 'opened', id, ...out };
      }
      case 'map': {
        const { result } = need();
        const { distanceKm, registered, races, race, fields } = result;
        const context = { distanceKm, registered, races, race, fields };
        current = validateTable(result.table, request.mapping, context);
        chunks = [];
        return {
          type: 'validated',
          id,
          issues: mappingIssues(request.mapping),
          result: current,
          counts: countRows(current),
        };
      }
      case 'review': {
        const { result } = need();
        const { distanceKm, registered, race } = request;
        current = validateTable(result.table, result.mapping, {
          distanceKm,
          registered,
          races: result.races,
          race,
          fields: result.fields,
        });
        chunks = [];
        return {
          type: 'validated',
          id,
          issues: mappingIssues(current.mapping),
          result: current,
          counts: countRows(current),
        };
      }
      case 'fix': {
        const { result } = need();
        current = fixCell(result, request.rowIndex, request.columnIndex, request.value);
        chunks = [];
        return {
          type: 'validated',
          id,
          issues: mappingIssues(current.mapping),
          result: current,
          counts: countRows(current),
        };
      }
      case 'replace': {
        const { result } = need();
        const { table, changed } = replaceInColumn(result.table, request);
        let next = result;
        if (changed) {
          const { distanceKm, registered, races, race, fields } = result;
          const context = { distanceKm, registered, races, race, fields };
          next = validateTable(table, result.mapping, context);
          current = next;
          chunks = [];
        }
        return {
          type: 'validated',
          id,
          issues: mappingIssues(next.mapping),
          result: next,
          counts: countRows(next),
          changed,
        };
      }
      case 'podium': {
        const { id: _, type: __, ...input } = request;
        return { type: 'podium', id, groups: podiumPreview(need().result, input) };
      }
      case 'count':
        return { type: 'counted', id, cells: countReplacements(need().result.table, request) };
      case 'values': {
        const { result } = need();
        const field = result.mapping.columns[request.columnIndex];
        return {
          type: 'values',
          id,
          ...columnValues(result.table, request.columnIndex, { field }),
        };
      }
      case 'chunks': {
        const { result, info } = need();
        const { id: _, type: __, ...options } = request;
        const built = buildChunks(result, { fileHash: info.fileHash, ...options });
        current = built.result;
        chunks = built.chunks;
        held = built.held;
        return { type: 'chunks', id, chunks, held, result: current, counts: countRows(current) };
      }
      case 'report':
      case 'reportXlsx': {
        const { result } = need();
        const reports = mergeReport(result, chunks, request.statuses, held);
        const language = request.language && {
          ...request.language,
          localize: options.localizer?.(request.language) ?? ((text: string) => text),
        };
        if (request.type === 'reportXlsx') {
          const { reportXlsx } = await import('./report-xlsx');
          return { type: 'reportXlsx', id, file: await reportXlsx(result, reports, { language }) };
        }
        return {
          type: 'report',
          id,
          reports,
          counts: reportCounts(result, reports, chunks, request.statuses),
          csv: reportCsv(result, reports, { language }),
          errorsCsv: reportCsv(result, reports, { only: ERROR_OUTCOMES, language }),
        };
      }
    }
  }

  return {
    async handle(request: PipelineRequest, post: (event: PipelineEvent) => void): Promise<void> {
      try {
        post(await answer(request, post));
      } catch (error) {
        post({
          type: 'failed',
          id: request.id,
          message: error instanceof Error ? error.message : String(error),
          ...(error instanceof FileProblem ? { code: error.code, sheet: error.sheet } : {}),
        });
      }
    },
  };
}
