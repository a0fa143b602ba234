import type { ChangeEntry } from '@/contract/history';
import { csvCell } from '@/spreadsheet/csv';

export type HistoryColumn =
  | 'at'
  | 'actor'
  | 'what'
  | 'key'
  | 'via'
  | 'kind'
  | 'method'
  | 'path'
  | 'race'
  | 'outcome'
  | 'status'
  | 'import'
  | 'summary'
  | 'before'
  | 'after';

const COLUMNS: readonly HistoryColumn[] = [
  'at',
  'actor',
  'what',
  'key',
  'via',
  'kind',
  'method',
  'path',
  'race',
  'outcome',
  'status',
  'import',
  'summary',
  'before',
  'after',
];

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/**
 * The history as Excel pt-BR opens it: UTF-8 with a BOM, `;` between cells, every cell made
 * safe from formulas. `header`, `at` and `what` give the labels, dates and sentences of the
 * page's language (the sentence as the page shows it, describe-change.ts).
 */
export function historyCsv(
  entries: readonly ChangeEntry[],
  header: (column: HistoryColumn) => string,
  at: (iso: string) => string,
  what: (entry: ChangeEntry) => string,
): string {
  const cells = (e: ChangeEntry): Record<HistoryColumn, string | number | null> => ({
    at: at(e.at),
    actor: e.actor,
    what: what(e),
    key: e.key_fingerprint,
    via: e.via,
    kind: e.kind,
    method: e.method,
    path: e.path,
    race: e.race_code,
    outcome: e.outcome,
    status: e.status,
    import: e.import_id,
    summary: json(e.summary),
    before: json(e.before),
    after: json(e.after),
  });
  const lines = [
    COLUMNS.map((c) => csvCell(header(c))).join(';'),
    ...entries.map((e) => {
      const row = cells(e);
      return COLUMNS.map((c) => csvCell(row[c])).join(';');
    }),
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
