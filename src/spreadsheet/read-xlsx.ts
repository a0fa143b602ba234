import readXlsxFile from 'read-excel-file/universal';
import type { RawTable } from './types';

export interface XlsxTable extends RawTable {
  sheetNames: string[];
  sheet: string;
}

const DAY_MS = 86_400_000;
const UNIX_EPOCH_SERIAL = 25_569;
/** A "date" before 10/01/1900 is a duration Excel formats as time (`0:45:12`, `[h]:mm:ss`). */
const DURATION_SERIAL_LIMIT = 10;

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function durationText(days: number): string {
  const ms = Math.round(days * DAY_MS);
  const totalSeconds = Math.floor(ms / 1000);
  const millis = ms % 1000;
  const h = Math.floor(totalSeconds / 3600);
  const text = `${h}:${two(Math.floor(totalSeconds / 60) % 60)}:${two(totalSeconds % 60)}`;
  return millis ? `${text}.${String(millis).padStart(3, '0')}` : text;
}

/**
 * A cell -> the text the normalisers read. Dates go back to Excel's serial number (the
 * normaliser turns serials into dates), durations to `H:MM:SS`, numbers stay as written.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) {
    const serial = value.getTime() / DAY_MS + UNIX_EPOCH_SERIAL;
    if (serial < DURATION_SERIAL_LIMIT) return durationText(serial);
    return String(Math.round(serial * 1e6) / 1e6);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

export interface XlsxReadOptions {
  sheet?: string;
}

type XlsxInput = ArrayBuffer | Uint8Array | Blob;

/** read-excel-file checks `instanceof ArrayBuffer`, which fails for a buffer from another realm. */
function ownInput(input: XlsxInput): ArrayBuffer | Blob {
  if (input instanceof Blob || input instanceof ArrayBuffer) return input;
  const copy = new ArrayBuffer(input.byteLength);
  new Uint8Array(copy).set(input instanceof Uint8Array ? input : new Uint8Array(input));
  return copy;
}

export async function readXlsx(
  input: XlsxInput,
  options: XlsxReadOptions = {},
): Promise<XlsxTable> {
  const sheets = await readXlsxFile<string>(ownInput(input), {
    trim: false,
    parseNumber: (s) => s,
  });
  const sheetNames = sheets.map((s) => s.sheet);
  const chosen =
    options.sheet === undefined ? sheets[0] : sheets.find((s) => s.sheet === options.sheet);
  if (!chosen)
    throw new Error(`Planilha "${options.sheet}" não encontrada; há: ${sheetNames.join(', ')}`);
  const data = chosen.data.map((row) => row.map(cellText));
  const [header = [], ...rows] = data;
  return { headers: header.map((h) => h.trim()), rows, sheetNames, sheet: chosen.sheet };
}

export async function listSheets(input: XlsxInput): Promise<string[]> {
  return (await readXlsxFile<string>(ownInput(input), { parseNumber: (s) => s })).map(
    (s) => s.sheet,
  );
}
