import { buildChunks, type HeldRow, type ImportChunk } from './chunks';
import type { RaceRef } from './race-route';
import { columnValues, countReplacements, replaceInColumn } from './column-tools';
import { decodeBytes, sha256Hex } from './decode';
import { FileProblem, fileProblemOf } from './file-problem';
import { describeColumns, mappingIssues, proposeMapping } from './mapping';
import type { AnswerField } from './answers';
import { podiumPreview } from './podium-preview';
import type { RegisteredBibs } from './types';
import { detectDelimiter, parseCsvText, type Delimiter } from './read-csv';
import { readXlsx } from './read-xlsx';
import {
  countRows,
  ERROR_OUTCOMES,
  mergeReport,
  reportCounts,
  reportCsv,
  type ReportLanguage,
} from './report';
import type { ColumnMapping, ImportKind, RawTable, ValidationResult } from './types';
import type {
  FileFormat,
  FileInfo,
  PipelineEvent,
  PipelineOutput,
  PipelineRequest,
} from './pipeline-messages';
import { fixCell, validateTable } from './validate';

export function formatOf(fileName: string): FileFormat | null {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  return null;
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
