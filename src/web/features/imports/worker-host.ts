import type { ImportChunk } from '@/spreadsheet/chunks';
import type { UploadChunk } from '@/spreadsheet/upload';
import { reportLocalizer } from './row-text';
import type { ColumnPreview, MappingIssue, ProposedMapping } from '@/spreadsheet/mapping';
import type { HeldRow } from '@/spreadsheet/chunks';
import type { ReportCounts, RowCounts, RowOutcome, RowReport } from '@/spreadsheet/report';
import type { FileInfo, PipelineEvent, PipelineRequest } from '@/spreadsheet/pipeline-messages';
import { createPipelineSession } from '@/spreadsheet/session';
import type { ColumnMapping, ProblemCode, RowProblem, ValidationResult } from '@/spreadsheet/types';

/** `code:split_backwards`: the rows with that problem. */
export type RowFilter = 'all' | 'errors' | 'warnings' | 'not-imported' | `code:${ProblemCode}`;

/** One row as the screen shows it; only the rows on screen ever leave the worker. */
export interface RowView {
  index: number;
  row: number;
  empty: boolean;
  cells: string[];
  problems: RowProblem[];
  outcome?: RowOutcome;
  messages?: string[];
}

/** A chunk as the page knows it: its body stays in the worker until it is sent. */
export type ChunkInfo = UploadChunk;

/** `open` may carry the File itself: it crosses as a handle and is read here, off the page. */
type OpenRequest = Extract<PipelineRequest, { type: 'open' }>;
export type HostOpenRequest = Omit<OpenRequest, 'bytes'> & { bytes?: ArrayBuffer; blob?: Blob };

export type HostRequest =
  | HostOpenRequest
  | Exclude<PipelineRequest, { type: 'report' | 'open' }>
  | Extract<PipelineRequest, { type: 'report' }>
  | { type: 'view'; id: number; filter: RowFilter }
  | { type: 'rows'; id: number; indexes: number[] }
  | { type: 'body'; id: number; number: number };

export type HostEvent =
  | { type: 'progress'; id: number; rows: number }
  | {
      type: 'opened';
      id: number;
      file: FileInfo;
      columns: ColumnPreview[];
      mapping: ColumnMapping;
      guesses: ProposedMapping['guesses'];
      issues: MappingIssue[];
      counts: RowCounts;
    }
  | { type: 'validated'; id: number; issues: MappingIssue[]; counts: RowCounts; changed?: number }
  | { type: 'chunks'; id: number; chunks: ChunkInfo[]; counts: RowCounts; held: HeldRow[] }
  | {
      type: 'report';
      id: number;
      counts: ReportCounts;
      csv: string;
      errorsCsv: string;
    }
  | Extract<PipelineEvent, { type: 'counted' | 'values' | 'podium' | 'reportXlsx' }>
  | { type: 'view'; id: number; indexes: Int32Array }
  | { type: 'rows'; id: number; rows: RowView[] }
  | { type: 'body'; id: number; json: string }
  | Extract<PipelineEvent, { type: 'failed' }>;

export type HostPost = (event: HostEvent, transfer?: Transferable[]) => void;

const NOT_IMPORTED = new Set<RowOutcome>(['conflict', 'error', 'skipped']);

/**
 * The worker side: the pipeline session plus the result it keeps, so that a 100 000-row file
 * crosses to the page as counts, an index list and the few rows on screen, never whole.
 */
export function createWorkerHost() {
  const session = createPipelineSession({ localizer: reportLocalizer });
  let result: ValidationResult | null = null;
  let chunks: ImportChunk[] = [];
  let reports: RowReport[] | null = null;

  const viewOf = (index: number): RowView => {
    const row = result!.rows[index];
    const report = reports?.[index];
    return {
      index,
      row: row.row,
      empty: row.empty,
      cells: result!.table.rows[index] ?? [],
      problems: row.problems,
      ...(report ? { outcome: report.outcome, messages: report.messages } : {}),
    };
  };

  const matches = (filter: RowFilter, index: number): boolean => {
    const row = result!.rows[index];
    if (filter.startsWith('code:')) return row.problems.some((p) => `code:${p.code}` === filter);
    switch (filter) {
      case 'all':
        return true;
      case 'errors':
        return row.problems.some((p) => p.severity === 'error');
      case 'warnings':
        return row.problems.some((p) => p.severity === 'warning');
      case 'not-imported': {
        const outcome = reports?.[index]?.outcome;
        return outcome !== undefined && NOT_IMPORTED.has(outcome) && !row.empty;
      }
      default:
        return false;
    }
  };

  function forward(event: PipelineEvent, post: HostPost) {
    switch (event.type) {
      case 'opened':
      case 'validated': {
        const { result: kept, ...rest } = event;
        result = kept;
        chunks = [];
        reports = null;
        post(rest);
        return;
      }
      case 'chunks':
        result = event.result;
        chunks = event.chunks;
        reports = null;
        post({
          type: 'chunks',
          id: event.id,
          counts: event.counts,
          held: event.held,
          chunks: chunks.map((c) => ({
            number: c.number,
            raceCode: c.raceCode,
            idempotencyKey: c.idempotencyKey,
            size: c.rowIndexes.length,
          })),
        });
        return;
      case 'report':
        reports = event.reports;
        post({
          type: 'report',
          id: event.id,
          counts: event.counts,
          csv: event.csv,
          errorsCsv: event.errorsCsv,
        });
        return;
      default:
        post(event);
    }
  }

  return {
    async handle(request: HostRequest, post: HostPost): Promise<void> {
      const { id } = request;
      if (request.type === 'open') {
        const { blob, bytes, ...rest } = request;
        let data: ArrayBuffer;
        try {
          data = bytes ?? (await blob!.arrayBuffer());
        } catch (error) {
          post({
            type: 'failed',
            id,
            message: error instanceof Error ? error.message : String(error),
          });
          return;
        }
        await session.handle({ ...rest, bytes: data }, (event) => forward(event, post));
        return;
      }
      if (request.type !== 'view' && request.type !== 'rows' && request.type !== 'body') {
        await session.handle(request, (event) => forward(event, post));
        return;
      }
      if (!result) {
        post({ type: 'failed', id, message: 'Nenhum arquivo aberto' });
        return;
      }
      if (request.type === 'view') {
        const out: number[] = [];
        for (let i = 0; i < result.rows.length; i++) if (matches(request.filter, i)) out.push(i);
        const indexes = Int32Array.from(out);
        post({ type: 'view', id, indexes }, [indexes.buffer]);
      } else if (request.type === 'rows') {
        const rows = request.indexes.filter((i) => i >= 0 && i < result!.rows.length).map(viewOf);
        post({ type: 'rows', id, rows });
      } else {
        const chunk = chunks.find((c) => c.number === request.number);
        if (!chunk) post({ type: 'failed', id, message: `Lote ${request.number} não existe` });
        else post({ type: 'body', id, json: JSON.stringify(chunk.body) });
      }
    },
  };
}
