/*
 * A price as a person types it, apart from how it is shown (money.ts): every page's first load
 * shows prices, only the forms read them.
 */

/** Cents -> `1234,56`, the way a person types it back into a price cell. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Reais typed by a person -> integer cents, or null when it is not a price.
 * Accepts `12,50`, `12.50`, `R$ 1.234,56`, `1,234.56`, `1234`. With both separators the last
 * one is the decimal mark; a lone separator followed by exactly three digits groups thousands.
 */
export function parseBrl(input: string): number | null {
  let s = input
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\s/g, '');
  if (s === '') return null;
  let negative = false;
  if (s.startsWith('-')) {
    negative = true;
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let intPart = s;
  let fraction = '';
  const decimalAt = Math.max(lastDot, lastComma);
  if (decimalAt >= 0) {
    const mark = s[decimalAt];
    const onlyOneKind = lastDot < 0 || lastComma < 0;
    const marks = s.split(mark).length - 1;
    const after = s.slice(decimalAt + 1);
    const isGrouping = onlyOneKind && (marks > 1 || after.length === 3);
    if (!isGrouping) {
      intPart = s.slice(0, decimalAt);
      fraction = after;
    }
  }
  const grouping = /^\d{1,3}([.,]\d{3})*$/;
  if (intPart.includes('.') || intPart.includes(',')) {
    if (!grouping.test(intPart)) return null;
    intPart = intPart.replace(/[.,]/g, '');
  }
  if (fraction.length > 2 || !/^\d*$/.test(fraction) || !/^\d*$/.test(intPart)) return null;
  const cents = Number(intPart || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}
