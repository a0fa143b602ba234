import { YEAR_MAX, YEAR_MIN } from '@/contract/limits';
import type { Failure } from './normalize';

/*
 * A cell's date as people and spreadsheets write it (DD/MM/AAAA, AAAA-MM-DD, an Excel serial),
 * read into `YYYY-MM-DD`, and why one could not be.
 */

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]\d{1,2}:\d{2}.*)?$/;
const DMY_SHORT_YEAR = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2}$/;
const SERIAL = /^\d{1,7}(?:[.,]\d+)?$/;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serial 60 is Excel's 29/02/1900, a day that never was. */
const EXCEL_LEAP_BUG_SERIAL = 61;
const EXCEL_MAX_SERIAL = 2_958_465;

const DMY_DIGITS = [0, 1, 3, 4, 6, 7, 8, 9];

function digitsAt(value: string, positions: readonly number[]): boolean {
  for (const i of positions) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

export function excelSerialToIso(serial: number): string | null {
  const days = Math.floor(serial);
  if (!(days >= 1 && days <= EXCEL_MAX_SERIAL)) return null;
  const adjusted = days < EXCEL_LEAP_BUG_SERIAL ? days + 1 : days;
  return new Date(EXCEL_EPOCH_MS + adjusted * DAY_MS).toISOString().slice(0, 10);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day the calendar has; years from 1000 so `Date` would agree. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1])
    return false;
  return month !== 2 || day !== 29 || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
}

/** A calendar date -> `YYYY-MM-DD`, or null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (!isCalendarDate(year, month, day)) return null;
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

const digitAt = (s: string, i: number) => s.charCodeAt(i) - 48;

/** `DD/MM/YYYY` -> `YYYY-MM-DD`: its own characters reordered, in one string. */
const dmyToIso = (v: string) =>
  String.fromCharCode(
    v.charCodeAt(6),
    v.charCodeAt(7),
    v.charCodeAt(8),
    v.charCodeAt(9),
    45,
    v.charCodeAt(3),
    v.charCodeAt(4),
    45,
    v.charCodeAt(0),
    v.charCodeAt(1),
  );

/** A calendar date -> `YYYY-MM-DD`, or null; a year outside YEAR_MIN..YEAR_MAX is null. */
export function normalizeDate(value: string): string | null {
  const iso = readDate(value);
  return iso && isYearInRange(iso) ? iso : null;
}

/** Every ISO date `readDate` makes starts with four digits; read in place, no slice per row. */
const isYearInRange = (iso: string) => {
  const year =
    digitAt(iso, 0) * 1000 + digitAt(iso, 1) * 100 + digitAt(iso, 2) * 10 + digitAt(iso, 3);
  return year >= YEAR_MIN && year <= YEAR_MAX;
};

function readDate(value: string): string | null {
  // The common `DD/MM/YYYY` without a regex, once per row of 100 000-row files. Its ISO form
  // is its own characters reordered: one string made, where a template made six.
  if (
    value.length === 10 &&
    value.charCodeAt(2) === 47 &&
    value.charCodeAt(5) === 47 &&
    digitsAt(value, DMY_DIGITS)
  ) {
    const d = digitAt(value, 0) * 10 + digitAt(value, 1);
    const m = digitAt(value, 3) * 10 + digitAt(value, 4);
    const y =
      digitAt(value, 6) * 1000 +
      digitAt(value, 7) * 100 +
      digitAt(value, 8) * 10 +
      digitAt(value, 9);
    return isCalendarDate(y, m, d) ? dmyToIso(value) : null;
  }
  let m = DMY.exec(value);
  if (m) return isoOf(Number(m[3]), Number(m[2]), Number(m[1]));
  m = YMD.exec(value);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  if (SERIAL.test(value)) return excelSerialToIso(Number(value.replace(',', '.')));
  return null;
}

export function dateFailure(value: string): Failure {
  const read = readDate(value);
  if (read && !isYearInRange(read))
    return {
      code: 'invalid_date',
      message: `Data "${value}" fora do intervalo aceito: anos de ${YEAR_MIN} a ${YEAR_MAX}`,
    };
  if (DMY_SHORT_YEAR.test(value))
    return {
      code: 'two_digit_year',
      message: `Data "${value}" com ano de 2 dígitos: use DD/MM/AAAA`,
    };
  return {
    code: 'invalid_date',
    message: `Data inválida "${value}": use DD/MM/AAAA (ex.: 31/12/1990) ou AAAA-MM-DD`,
  };
}
