import type { Result } from '@/contract/results';
import { checkpointColumns, splitTime, statusLabel, type Translate } from './result-columns';

/** What a spreadsheet may take for a formula (as the imports report has it). */
const FORMULA_START =
  /^(?:[\s\u200b-\u200d\u2060\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]|[\t\r\n])/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * A cell Excel shows as typed (OWASP CSV injection): a leading `=`, `+`, `-` or `@` gets a `'`
 * unless the cell is a plain number; `;`, quotes and line breaks are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The results as Excel pt-BR opens them: UTF-8 with a BOM, `;` between cells, CRLF lines; the
 * places, the runner, the times, the status, then one column per checkpoint.
 */
export function resultsCsv(results: readonly Result[], t: Translate): string {
  const checkpoints = checkpointColumns(results);
  const header = [
    t('results.csv.overall'),
    t('results.csv.gender'),
    t('results.csv.category'),
    t('results.col.bib'),
    t('results.col.name'),
    t('results.col.sex'),
    t('results.col.age'),
    t('results.col.category'),
    t('results.col.team'),
    t('results.csv.net'),
    t('results.csv.gun'),
    t('results.col.status'),
    ...checkpoints.map((c) => c.name),
  ];
  const lines = [header.map(csvCell).join(';')];
  for (const r of results)
    lines.push(
      [
        r.overall_position,
        r.gender_position,
        r.category_position,
        r.bib,
        r.name,
        r.sex,
        r.age,
        r.category,
        r.team,
        r.net_time,
        r.gun_time,
        statusLabel(r.status, t),
        ...checkpoints.map((c) => splitTime(r, c)),
      ]
        .map(csvCell)
        .join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `resultados-MEIA-CWB-2026-21K.csv`: the event and race codes, safe for any file system. */
export const resultsFileName = (base: string, eventCode: string, race: string) =>
  `${base}-${eventCode}-${race}`.replace(/[^\p{L}\p{N}._-]+/gu, '_') + '.csv';

export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
