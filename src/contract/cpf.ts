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

/**
 * True for 11 digits whose check digits match (and not all the same digit). Other characters
 * are ignored, as in a mask. Runs once per row of a 100 000-row import, so it reads each
 * character once and allocates nothing.
 */
export function isValidCpf(value: string): boolean {
  let count = 0;
  let first = 0;
  let second = 0;
  let d0 = 0;
  let allSame = true;
  let d9 = 0;
  let d10 = 0;
  for (let i = 0; i < value.length; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) continue;
    if (count < 9) {
      if (count === 0) d0 = d;
      else if (d !== d0) allSame = false;
      first += d * (10 - count);
      second += d * (11 - count);
    } else if (count === 9) d9 = d;
    else if (count === 10) d10 = d;
    else return false;
    count++;
  }
  if (count !== CPF_LENGTH || (allSame && d9 === d0 && d10 === d0)) return false;
  first = ((first * 10) % 11) % 10;
  second = (((second + first * 2) * 10) % 11) % 10;
  return d9 === first && d10 === second;
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
