/**
 * How a number input reads and writes its text: `1.234,5 %` in Portuguese, `1,234.5 %` in
 * English, the separators and suffix set by the form. Pure functions, so every rule (what a
 * keystroke keeps, where the caret goes) is tested without a browser.
 */
export interface NumberFormat {
  decimalSeparator: string;
  /** Groups of thousands while typing and shown (`12.500`); none when undefined. */
  thousandSeparator?: string;
  /** Decimal places kept; whole numbers when 0. */
  decimalScale: number;
  allowNegative: boolean;
  /** Shown after the number (`' %'`, `' km'`). */
  suffix: string;
}

/** What the person typed, reduced to a sign, digits and one decimal separator. */
export interface NumberDraft {
  text: string;
  /** The number it reads as; `''` while it reads as none (empty, or only a sign). */
  value: number | '';
}

function group(digits: string, separator: string | undefined) {
  if (!separator) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Each significant character (sign, digit, decimal point) of `text`, the suffix and groups left
 * out, and the decimals past the format's scale.
 */
function significant(text: string, format: NumberFormat): string {
  let body = text;
  if (format.suffix && body.endsWith(format.suffix)) body = body.slice(0, -format.suffix.length);
  // Without thousands grouping, either mark is the decimal: a point typed on a comma keyboard
  // (or pasted), a comma typed by someone used to "7,5" while reading in English.
  const decimals = format.thousandSeparator ? [format.decimalSeparator] : [',', '.'];
  // A whole-number input keeps a fraction typed into it ("7,5"), to be refused in words, rather
  // than reading it as another number (75).
  const scale = format.decimalScale === 0 ? Infinity : format.decimalScale;
  let out = '';
  for (const char of body) {
    const point = out.indexOf('.');
    if (/\d/.test(char)) {
      if (point === -1 || out.length - point <= scale) out += char;
    } else if (char === '-' && out === '' && format.allowNegative) out = '-';
    else if (decimals.includes(char) && point === -1) out += '.';
  }
  return out;
}

/** Significant characters back to text: grouped, with the form's decimal separator. */
function render(signed: string, format: NumberFormat): string {
  if (signed === '') return '';
  const negative = signed.startsWith('-');
  const [whole, fraction] = (negative ? signed.slice(1) : signed).split('.');
  const decimals = fraction === undefined ? '' : `${format.decimalSeparator}${fraction}`;
  // The suffix follows a number, not a lone sign.
  const suffix = /\d/.test(signed) ? format.suffix : '';
  return `${negative ? '-' : ''}${group(whole, format.thousandSeparator)}${decimals}${suffix}`;
}

/** The text as typed, kept to what a number of this format can hold. */
export function draftOf(typed: string, format: NumberFormat): NumberDraft {
  const signed = significant(typed, format);
  const text = render(signed, format);
  const digits = signed.replace(/[^\d.]/g, '');
  const value = /\d/.test(digits) ? Number(`${signed.startsWith('-') ? '-' : ''}${digits}`) : '';
  return { text, value: value === '' || Number.isFinite(value) ? value : '' };
}

/** A number as the input shows it; `''` for none. */
export function textOf(value: number | '', format: NumberFormat): string {
  if (value === '' || !Number.isFinite(value)) return '';
  const plain = value.toLocaleString('en-US', {
    useGrouping: false,
    maximumFractionDigits: format.decimalScale || 20,
  });
  return render(plain, format);
}

/**
 * Where the caret goes in `next` so that it stays after the same significant character it was
 * after in `typed` (grouping and the suffix move characters around as one types).
 */
export function caretAfter(typed: string, caret: number, next: string, format: NumberFormat) {
  const before = significant(typed.slice(0, caret), format).length;
  if (before === 0) return 0;
  let seen = 0;
  for (let i = 0; i < next.length; i++) {
    if (/[\d-]/.test(next[i]) || next[i] === format.decimalSeparator) seen++;
    if (seen === before) return i + 1;
  }
  return next.length - format.suffix.length;
}

/** One step up or down from what is typed (arrow keys), in the format's decimals. */
export function stepped(value: number | '', direction: 1 | -1, format: NumberFormat): number {
  const from = value === '' ? 0 : value;
  const next = from + direction;
  return format.allowNegative ? next : Math.max(next, 0);
}
