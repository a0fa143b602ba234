import { CPF_LENGTH } from './limits';

const CPF_SHAPE = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

function checkDigit(digits: string, weightStart: number): number {
  let sum = 0;
  for (let i = 0; i < weightStart - 1; i++) sum += Number(digits[i]) * (weightStart - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The two check digits of a CPF given its first nine digits. */
export function cpfCheckDigits(firstNine: string): string {
  const first = checkDigit(firstNine, 10);
  const second = checkDigit(firstNine + String(first), 11);
  return `${first}${second}`;
}

const digitsScratch = new Uint8Array(CPF_LENGTH);

/**
 * True for 11 digits whose check digits match (and not all the same digit). Other characters
 * are ignored, as in a mask. Runs once per row of a 100 000-row import, so it allocates nothing.
 */
export function isValidCpf(value: string): boolean {
  const d = digitsScratch;
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i) - 48;
    if (c < 0 || c > 9) continue;
    if (count === CPF_LENGTH) return false;
    d[count++] = c;
  }
  if (count !== CPF_LENGTH) return false;
  let allSame = true;
  let first = 0;
  let second = 0;
  for (let i = 0; i < 9; i++) {
    if (d[i] !== d[0]) allSame = false;
    first += d[i] * (10 - i);
    second += d[i] * (11 - i);
  }
  if (allSame && d[9] === d[0] && d[10] === d[0]) return false;
  first = ((first * 10) % 11) % 10;
  second = (((second + first * 2) * 10) % 11) % 10;
  return d[9] === first && d[10] === second;
}

/** Digits of a value written as a CPF (with or without the mask), else null. */
export function cpfDigitsOf(value: string): string | null {
  const trimmed = value.trim();
  return CPF_SHAPE.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
}

/** `12345678909` -> `123.456.789-09`; anything that is not 11 digits comes back as it was. */
export function formatCpf(value: string): string {
  const d = value.replace(/\D/g, '');
  if (d.length !== CPF_LENGTH) return value;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Hides the first and last digits, as receipts do: `***.456.789-**`. */
export function hideCpf(value: string): string {
  const formatted = formatCpf(value);
  if (formatted === value && value.replace(/\D/g, '').length !== CPF_LENGTH) return value;
  return `***${formatted.slice(3, 12)}**`;
}

/** Pads a CPF that lost its leading zeros in a spreadsheet (`1234567890` -> `01234567890`). */
export function padCpf(digits: string): string {
  return digits.length < CPF_LENGTH ? digits.padStart(CPF_LENGTH, '0') : digits;
}
