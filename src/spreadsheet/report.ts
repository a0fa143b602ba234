import { emptySummary, importEnd, type ImportStatus, type ImportSummary } from '@/contract/imports';
import type { HeldRow, ImportChunk } from './chunks';
import { csvCell } from '@/spreadsheet/csv';
import type { ImportKind, ProblemCode, Severity, ValidationResult } from './types';
import { hasErrors } from './validate';

/**
 * What became of a row. `imported` is a row the hub accepted in a chunk that mixed created,
 * updated and unchanged items: the hub's status lists only conflicts and errors per item, so
 * which one is unknown. `blank` is a line with no value; `skipped` one never sent (cancelled).
 */
/**
 * What the report file is written in when it is not pt-BR: the words, and the hub-text table
 * of that language (the dashboard's catalogue; the session turns it into a localizer).
 */
export interface ReportLanguage {
  language: string;
  table: Record<string, string>;
  labels: { row: string; outcome: string; problem: string; sheet: string };
  outcomes: Record<string, string>;
}

export type RowOutcome =
  'created' | 'updated' | 'unchanged' | 'imported' | 'conflict' | 'error' | 'blank' | 'skipped';

export const OUTCOME_LABELS: Record<RowOutcome, string> = {
  created: 'Criada',
  updated: 'Atualizada',
  unchanged: 'Sem alteração',
  imported: 'Importada (criada ou atualizada)',
  conflict: 'Conflito',
  error: 'Erro',
  blank: 'Em branco',
  skipped: 'Não enviada',
};

/** What the errors-only report keeps: the rows to fix and send again. */
export const ERROR_OUTCOMES: ReadonlySet<RowOutcome> = new Set(['error', 'conflict']);

export interface RowReport {
  index: number;
  row: number;
  outcome: RowOutcome;
  /** Every message about the row, file problems (warnings too) first, then the hub's. */
  messages: string[];
  /** The file's cells those messages are about (the `.xlsx` report highlights them). */
  cells: CellMark[];
}

export interface CellMark {
  column: number;
  severity: Severity;
}

/** A chunk's latest status; null or undefined when it was never sent or is still unknown. */
export type ChunkStatus = ImportStatus | null | undefined;

/** A chunk's accepted rows, when its summary says they all ended the same way. */
function acceptedOutcome(summary: ImportSummary): RowOutcome {
  const unchanged = summary.unchanged ?? 0;
  const updated = summary.updated - unchanged;
  if (updated === 0 && unchanged === 0) return 'created';
  if (summary.created === 0 && unchanged === 0) return 'updated';
  if (summary.created === 0 && updated === 0) return 'unchanged';
  return 'imported';
}

/** Every row of the file, exactly once, with what became of it: file check + each chunk's status. */
export function mergeReport<K extends ImportKind>(
  result: ValidationResult<K>,
  chunks: readonly ImportChunk<K>[],
  statuses: readonly ChunkStatus[],
  held: readonly HeldRow[] = [],
): RowReport[] {
  const reports: RowReport[] = result.rows.map((row) => ({
    index: row.index,
    row: row.row,
    outcome: row.empty ? 'blank' : hasErrors(row) ? 'error' : 'skipped',
    messages: row.problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)),
    cells: row.problems.flatMap((p) =>
      p.columnIndex === null ? [] : [{ column: p.columnIndex, severity: p.severity }],
    ),
  }));
  // The hub names a field (`document`, `participant.document`): the column mapped to it.
  const columnOf = (field: string) =>
    result.mapping.columns.findIndex((f) => f !== null && (f === field || field.endsWith(`.${f}`)));
  const sent = new Set<number>();
  chunks.forEach((chunk, c) => {
    const status = statuses[c];
    const byIndex = new Map((status?.items ?? []).map((item) => [item.index, item]));
    const end = status ? importEnd(status) : null;
    const accepted = end === 'completed' ? acceptedOutcome(status!.summary) : null;
    chunk.rowIndexes.forEach((rowIndex, itemIndex) => {
      const report = reports[rowIndex];
      sent.add(rowIndex);
      if (!status) {
        report.outcome = 'skipped';
        report.messages.push(`Lote ${chunk.number} não foi enviado`);
      } else if (end === 'failed') {
        report.outcome = 'error';
        report.messages.push(`O hub não processou o lote ${chunk.number} (${status.status})`);
      } else if (end === null) {
        report.outcome = 'skipped';
        report.messages.push(
          `Lote ${chunk.number} ainda em processamento no hub (${status.status}): veja o histórico de importações`,
        );
      } else {
        const item = byIndex.get(itemIndex);
        if (item) {
          report.outcome = item.outcome === 'conflict' ? 'conflict' : 'error';
          report.messages.push(item.field ? `${item.field}: ${item.message}` : item.message);
          const column = item.field ? columnOf(item.field) : -1;
          if (column >= 0) report.cells.push({ column, severity: 'error' });
        } else report.outcome = accepted ?? 'skipped';
      }
    });
  });
  const heldAt = new Map(held.map((h) => [h.index, h]));
  for (const report of reports) {
    if (report.outcome !== 'skipped' || sent.has(report.index)) continue;
    const why = heldAt.get(report.index);
    report.messages.push(
      why
        ? `Não enviada: a prova ${why.race} tinha ${why.vacancy} vagas e as linhas acima dela as ocuparam`
        : result.rows[report.index].race === undefined
          ? 'Não enviada: a linha não diz a prova e nenhuma prova foi escolhida para o arquivo'
          : 'Não enviada',
    );
  }
  return reports;
}

/**
 * The report's counters: each row of the file in exactly one, so they add up to `rows`.
 * Created, updated and unchanged come from the hub's summaries of the accepted chunks; when a
 * summary does not add up, its accepted rows are counted as `imported` (one or the other).
 */
export interface ReportCounts {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  imported: number;
  conflict: number;
  /** Rows refused, by the file's check or by the hub; `fileErrors + hubErrors`. */
  error: number;
  fileErrors: number;
  hubErrors: number;
  /** Valid rows that were not sent: cancelled, held back by capacity, or without a race. */
  notSent: number;
  blank: number;
}

export function reportCounts<K extends ImportKind>(
  result: ValidationResult<K>,
  reports: readonly RowReport[],
  chunks: readonly ImportChunk<K>[],
  statuses: readonly ChunkStatus[],
): ReportCounts {
  const outcomes = countOutcomes(reports);
  const counts: ReportCounts = {
    rows: reports.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    imported: 0,
    conflict: outcomes.conflict,
    error: outcomes.error,
    fileErrors: 0,
    hubErrors: 0,
    notSent: outcomes.skipped,
    blank: outcomes.blank,
  };
  for (const report of reports)
    if (report.outcome === 'error') {
      if (hasErrors(result.rows[report.index])) counts.fileErrors++;
      else counts.hubErrors++;
    }
  chunks.forEach((chunk, c) => {
    const status = statuses[c];
    if (!status || importEnd(status) !== 'completed') return;
    const accepted = chunk.rowIndexes.filter((i) => ACCEPTED.has(reports[i].outcome)).length;
    const { created, updated } = status.summary;
    const unchanged = status.summary.unchanged ?? 0;
    if (created + updated === accepted) {
      counts.created += created;
      counts.updated += updated - unchanged;
      counts.unchanged += unchanged;
    } else counts.imported += accepted;
  });
  return counts;
}

const ACCEPTED: ReadonlySet<RowOutcome> = new Set(['created', 'updated', 'unchanged', 'imported']);

/** Every counter but `rows` and the two error sources: what must add up to `rows`. */
export const countersSum = (c: ReportCounts): number =>
  c.created + c.updated + c.unchanged + c.imported + c.conflict + c.error + c.notSent + c.blank;

export interface RowCounts {
  rows: number;
  empty: number;
  valid: number;
  withErrors: number;
  /** Rows that will be sent but carry warnings. */
  withWarnings: number;
  /** Rows with each kind of problem, for the review's filters. */
  byCode: Partial<Record<ProblemCode, number>>;
  /** Valid rows by the race their race cell names; '' for those that name none. */
  byRace: Record<string, number>;
}

export function countRows(result: ValidationResult): RowCounts {
  const counts: RowCounts = {
    rows: result.rows.length,
    empty: 0,
    valid: 0,
    withErrors: 0,
    withWarnings: 0,
    byCode: {},
    byRace: {},
  };
  for (const row of result.rows) {
    const seen = new Set<ProblemCode>();
    for (const { code } of row.problems) seen.add(code);
    for (const code of seen) counts.byCode[code] = (counts.byCode[code] ?? 0) + 1;
    if (row.empty) counts.empty++;
    else if (hasErrors(row)) counts.withErrors++;
    else {
      counts.valid++;
      if (row.problems.length) counts.withWarnings++;
      const race = row.race ?? '';
      counts.byRace[race] = (counts.byRace[race] ?? 0) + 1;
    }
  }
  return counts;
}

export function countOutcomes(reports: readonly RowReport[]): Record<RowOutcome, number> {
  const counts: Record<RowOutcome, number> = {
    created: 0,
    updated: 0,
    unchanged: 0,
    imported: 0,
    conflict: 0,
    error: 0,
    blank: 0,
    skipped: 0,
  };
  for (const r of reports) counts[r.outcome]++;
  return counts;
}

export function sumSummaries(summaries: readonly ImportSummary[]): ImportSummary {
  const total = emptySummary();
  for (const s of summaries) {
    total.total_received += s.total_received;
    total.created += s.created;
    total.updated += s.updated;
    total.conflicts += s.conflicts;
    total.errors += s.errors;
    total.duration_ms += s.duration_ms;
    // Only hubs with the extension say how many were unchanged; the others stay silent.
    if (s.unchanged !== undefined) total.unchanged = (total.unchanged ?? 0) + s.unchanged;
  }
  return total;
}

/**
 * The report for Excel pt-BR: UTF-8 with BOM, `;`, CRLF; the file's columns as read (extra
 * cells of ragged rows too), then `Linha`, `Resultado`, `Problema`. With `only`, just the rows
 * that ended so (the errors-only download).
 */
export function reportCsv(
  result: ValidationResult,
  reports: readonly RowReport[],
  options: {
    only?: ReadonlySet<RowOutcome>;
    /** Another language's words and a way to put the messages in it. */
    language?: Omit<ReportLanguage, 'table' | 'language'> & { localize: (text: string) => string };
  } = {},
): string {
  const words = options.language;
  const localize = words?.localize ?? ((text: string) => text);
  const { headers, rows } = result.table;
  let width = headers.length;
  for (const cells of rows) if (cells.length > width) width = cells.length;
  const pad = (cells: readonly string[]) => {
    const out = new Array<string>(width);
    for (let i = 0; i < width; i++) out[i] = csvCell(cells[i] ?? '');
    return out;
  };
  const labels = words?.labels ?? { row: 'Linha', outcome: 'Resultado', problem: 'Problema' };
  const lines = [[...pad(headers), labels.row, labels.outcome, labels.problem].join(';')];
  for (const report of reports) {
    if (options.only && !options.only.has(report.outcome)) continue;
    const cells = pad(rows[report.index]);
    cells.push(
      String(report.row),
      csvCell(words?.outcomes[report.outcome] ?? OUTCOME_LABELS[report.outcome]),
      csvCell(report.messages.map(localize).join(' | ')),
    );
    lines.push(cells.join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
