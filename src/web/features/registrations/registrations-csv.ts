import type { RegistrationListItem } from '@/contract/registration-list';
import { csvCell } from '@/spreadsheet/csv';
import { labelOf, type Translate } from './registration-labels';

/**
 * The list as Excel pt-BR opens it: UTF-8 with a BOM (so accents survive), `;` between cells,
 * CRLF lines, every cell neutralised against formulas; the document as the hub masked it.
 */
export function registrationsCsv(
  items: readonly RegistrationListItem[],
  t: Translate,
  dateTime: (value: string | undefined) => string,
): string {
  const header = [
    t('registrations.col.name'),
    t('registrations.col.document'),
    t('registrations.col.bib'),
    t('registrations.col.race'),
    t('registrations.col.sex'),
    t('registrations.col.birthDate'),
    t('registrations.col.status'),
    t('registrations.col.origin'),
    t('registrations.col.createdAt'),
  ];
  const lines = [header.map(csvCell).join(';')];
  for (const r of items)
    lines.push(
      [
        r.name,
        r.document,
        r.bib,
        r.race.name,
        labelOf(t, 'sex', r.sex),
        r.birth_date,
        labelOf(t, 'status', r.status),
        labelOf(t, 'origin', r.origin),
        r.created_at && dateTime(r.created_at),
      ]
        .map(csvCell)
        .join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `inscritos-MEIA-CWB-2026.csv`: the event's code, safe for any file system. */
export const registrationsFileName = (base: string, eventCode: string) =>
  `${base}-${eventCode}`.replace(/[^\p{L}\p{N}._-]+/gu, '_') + '.csv';
