/**
 * What a spreadsheet may take for a formula: `=`, `+`, `-`, `@` (or their full-width and
 * small forms, which some spreadsheets fold into them) after any leading whitespace, and a
 * cell starting with a tab or a line break.
 */
export const FORMULA_START =
  /^(?:[\s\u200b-\u200d\u2060\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]|[\t\r\n])/;

const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * A cell made safe for Excel (OWASP CSV injection): a leading `=`, `+`, `-`, `@` (also after
 * spaces, also full-width `＝`), tab or CR gets a `'` in front, so Excel shows text instead of
 * running a formula. A plain number such as `-12` or `-3,5` is left alone: Excel reads it as
 * that same number and nothing can run. Phones such as `+55 11 91234-5678` do get the quote:
 * Excel would take them for a formula (and show an error), while with it they show as typed;
 * our import reader drops that quote again when a report is imported back.
 */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** A cell of a `;` file as Excel pt-BR opens it: neutralized, quoted where it must be. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = neutralizeCell(String(value));
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
