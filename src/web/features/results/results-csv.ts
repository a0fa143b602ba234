import type { Result } from '@/contract/results';
import { csvCell } from '@/spreadsheet/csv';
import { checkpointColumns, splitTime, statusLabel, type Translate } from './result-columns';

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
