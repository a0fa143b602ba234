import Papa from 'papaparse';
import type { RawTable } from './types';

export type Delimiter = ';' | ',' | '\t';
export const DELIMITERS: readonly Delimiter[] = [';', ',', '\t'];

/** The delimiter that splits the header line most often, outside quotes; `;` on a tie (pt-BR Excel). */
export function detectDelimiter(text: string): Delimiter {
  const counts = [0, 0, 0];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (!quoted) {
      if (c === 10 || c === 13) break;
      if (c === 59) counts[0]++;
      else if (c === 44) counts[1]++;
      else if (c === 9) counts[2]++;
    }
  }
  let best = 0;
  for (let i = 1; i < counts.length; i++) if (counts[i] > counts[best]) best = i;
  return DELIMITERS[best];
}

export interface CsvParseOptions {
  delimiter?: Delimiter;
  chunkSize?: number;
  /** Called after each chunk with the data rows read so far (for a worker's progress message). */
  onProgress?: (rowsSoFar: number) => void;
}

export interface CsvTable extends RawTable {
  delimiter: Delimiter;
}

const DEFAULT_CHUNK = 1 << 20;
const QUOTE_ERRORS = new Set<string>(['MissingQuotes', 'InvalidQuotes']);

interface ChunkCallback {
  chunkSize: number;
  chunk(results: Papa.ParseResult<string[]>): void;
}

/**
 * A decoded CSV -> raw table, parsed chunk by chunk with papaparse's `chunk` callback so a Web
 * Worker can post progress between chunks. No type guessing: every cell stays text, and blank
 * lines stay rows so row numbers match what Excel shows.
 */
export function parseCsvText(text: string, options: CsvParseOptions = {}): CsvTable {
  const delimiter = options.delimiter ?? detectDelimiter(text);
  const all: string[][] = [];
  const malformed: number[] = [];
  const onProgress = options.onProgress;
  // papaparse's types only allow `chunk` for files, but for a string it runs it synchronously.
  const config: Papa.ParseConfig<string[]> & ChunkCallback = {
    delimiter,
    chunkSize: options.chunkSize ?? DEFAULT_CHUNK,
    skipEmptyLines: false,
    dynamicTyping: false,
    chunk(results) {
      const offset = all.length;
      for (const error of results.errors)
        if (error.row !== undefined && QUOTE_ERRORS.has(error.code))
          malformed.push(offset + error.row);
      const data = results.data;
      for (let i = 0; i < data.length; i++) all.push(data[i]);
      onProgress?.(Math.max(0, all.length - 1));
    },
  };
  Papa.parse<string[]>(text, config);
  // papaparse reads the line break that ends the file as one more, empty, row.
  const last = all[all.length - 1];
  if (all.length > 0 && last.length === 1 && last[0] === '') all.pop();
  const headers = all.length ? all[0].map((h) => h.trim()) : [];
  const rows = all.length ? all.slice(1) : [];
  const table: CsvTable = { headers, rows, delimiter };
  const shifted = malformed.filter((i) => i >= 1).map((i) => i - 1);
  if (shifted.length) table.malformed = [...new Set(shifted)];
  return table;
}
