import { isAnsweredType, type AnswerField } from '@/contract/registration-answers';
import type { RegistrationListItem } from '@/contract/registration-list';
import { csvCell } from '@/spreadsheet/csv';
import { labelOf, type Translate } from './registration-labels';

/** A field of the event, ordered as the form shows it. */
export type ExportedField = AnswerField & { sort_order?: number };

/**
 * The answers' columns: every field of the event a person answers (text, choices, a checkbox),
 * in the form's order, then any key an answer holds that the event no longer has (kept, named
 * by its key: an export never drops what was answered).
 */
function answerColumns(items: readonly RegistrationListItem[], fields: readonly ExportedField[]) {
  const columns: { key: string; label: string; field?: ExportedField }[] = [...fields]
    .filter((f) => isAnsweredType(f.type))
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    .map((field) => ({ key: field.key, label: field.label, field }));
  const known = new Set(fields.map((f) => f.key));
  for (const r of items)
    for (const key of Object.keys(r.answers ?? {}))
      if (!known.has(key)) {
        known.add(key);
        columns.push({ key, label: key });
      }
  return columns;
}

/** An answer as the form showed it: an option's label, "sim"/"não" for a checkbox. */
function answerText(answer: unknown, field: ExportedField | undefined, t: Translate): string {
  const label = (value: unknown) =>
    field?.options?.find((o) => o.value === value)?.label ?? String(value);
  if (answer === undefined || answer === null) return '';
  if (typeof answer === 'boolean') return t(answer ? 'registrations.yes' : 'registrations.no');
  if (Array.isArray(answer)) return answer.map(label).join(', ');
  return typeof answer === 'string' ? label(answer) : JSON.stringify(answer);
}

/**
 * The list as Excel pt-BR opens it: UTF-8 with a BOM (so accents survive), `;` between cells,
 * CRLF lines, every cell neutralised against formulas; the document as the hub masked it; then
 * a column for each of the event's own fields, with what each person answered.
 */
export function registrationsCsv(
  items: readonly RegistrationListItem[],
  t: Translate,
  dateTime: (value: string | undefined) => string,
  fields: readonly ExportedField[] = [],
): string {
  const answers = answerColumns(items, fields);
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
    ...answers.map((c) => c.label),
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
        ...answers.map((c) => answerText(r.answers?.[c.key], c.field, t)),
      ]
        .map(csvCell)
        .join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `inscritos-MEIA-CWB-2026.csv`: the event's code, safe for any file system. */
export const registrationsFileName = (base: string, eventCode: string) =>
  `${base}-${eventCode}`.replace(/[^\p{L}\p{N}._-]+/gu, '_') + '.csv';
