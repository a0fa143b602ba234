import type { CellObject, Row } from 'write-excel-file/universal';
import { OUTCOME_LABELS, type RowOutcome, type RowReport } from './report';
import type { ReportLanguage } from './report';
import type { Severity, ValidationResult } from './types';

/** Fills of a marked cell and of an outcome: Excel's own "bad" and "neutral" styles. */
const FILL: Record<Severity, { backgroundColor: string; textColor: string }> = {
  error: { backgroundColor: '#FFC7CE', textColor: '#9C0006' },
  warning: { backgroundColor: '#FFEB9C', textColor: '#9C5700' },
};
const OUTCOME_FILL: Partial<Record<RowOutcome, Severity>> = {
  error: 'error',
  conflict: 'warning',
  skipped: 'warning',
};
const WIDTH_MAX = 40;
const PROBLEM_WIDTH = 60;

/**
 * The report as an `.xlsx`: the file's columns as read, every cell as text (a CPF keeps its
 * zeros), the cells a message is about filled red (error) or yellow (warning), then `Linha`,
 * `Resultado` (filled when the row needs attention) and `Problema` with every message. The
 * header stays in view while scrolling. `write-excel-file` loads only when someone asks for it.
 */
export async function reportXlsx(
  result: ValidationResult,
  reports: readonly RowReport[],
  options: {
    language?: Omit<ReportLanguage, 'table' | 'language'> & { localize: (text: string) => string };
  } = {},
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const words = options.language;
  const localize = words?.localize ?? ((text: string) => text);
  const labels = words?.labels ?? {
    row: 'Linha',
    outcome: 'Resultado',
    problem: 'Problema',
    sheet: 'Relatório',
  };
  const { headers, rows } = result.table;
  let width = headers.length;
  for (const cells of rows) if (cells.length > width) width = cells.length;
  const widths = Array.from({ length: width }, (_, i) => Math.max(8, (headers[i] ?? '').length));

  const bold = (value: string): CellObject => ({ value, fontWeight: 'bold' });
  const sheet: Row[] = [
    [
      ...Array.from({ length: width }, (_, i) => bold(headers[i] ?? '')),
      bold(labels.row),
      bold(labels.outcome),
      bold(labels.problem),
    ],
  ];
  for (const report of reports) {
    const cells = rows[report.index];
    const marks = new Map<number, Severity>();
    // An error outranks a warning on the same cell.
    for (const mark of report.cells)
      if (marks.get(mark.column) !== 'error') marks.set(mark.column, mark.severity);
    const row: Row = [];
    for (let i = 0; i < width; i++) {
      const value = cells[i] ?? '';
      if (value.length > widths[i]) widths[i] = Math.min(WIDTH_MAX, value.length);
      const mark = marks.get(i);
      row.push({ value, type: String, ...(mark ? FILL[mark] : {}) });
    }
    const attention = OUTCOME_FILL[report.outcome];
    row.push(
      { value: report.row, type: Number },
      {
        value: words?.outcomes[report.outcome] ?? OUTCOME_LABELS[report.outcome],
        type: String,
        ...(attention ? FILL[attention] : {}),
      },
      { value: report.messages.map(localize).join('\n'), type: String, wrap: true },
    );
    sheet.push(row);
  }
  return writeXlsxFile(sheet, {
    sheet: labels.sheet,
    columns: [
      ...widths.map((w) => ({ width: w + 2 })),
      { width: 8 },
      { width: 24 },
      { width: PROBLEM_WIDTH },
    ],
    stickyRowsCount: 1,
  }).toBlob();
}
