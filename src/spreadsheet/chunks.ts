import { MAX_REGISTRATIONS_PER_IMPORT, MAX_RESULTS_PER_IMPORT } from '@/contract/limits';
import { registrationImportItemSchema } from '@/contract/registrations';
import { resultImportItemSchema } from '@/contract/results';
import type { CheckedRow, ImportKind, ItemOf, RowProblem, ValidationResult } from './types';
import { isSendable } from './validate';

export const CHUNK_SIZE: Record<ImportKind, number> = {
  registrations: MAX_REGISTRATIONS_PER_IMPORT,
  results: MAX_RESULTS_PER_IMPORT,
};

export interface ImportChunk<K extends ImportKind = ImportKind> {
  number: number;
  /** The race whose import endpoint takes this chunk. */
  raceCode: string;
  idempotencyKey: string;
  /** Indexes into `result.rows` of the items, in order: item `i` of the chunk is row `rowIndexes[i]`. */
  rowIndexes: number[];
  body: K extends 'registrations'
    ? { registrations: ItemOf<K>[] }
    : { results: ItemOf<K>[] } & Record<string, unknown>;
}

export interface BuildChunksOptions {
  fileHash: string;
  /** Smaller chunks for tests; never above the hub's limit. */
  size?: number;
  bodyExtras?: Record<string, unknown>;
  /** The race of rows whose race cell is blank (or of every row, without a race column). */
  defaultRace?: string;
  /** Per race code, at most this many rows are sent; the rest are held back (capacity). */
  limits?: Readonly<Record<string, number>>;
}

/** A row held back: its race had no vacancy left for it. */
export interface HeldRow {
  index: number;
  race: string;
  vacancy: number;
}

/** The race a row is sent to: the one its race cell names, else the file's race ('' for none). */
export const raceOfRow = (row: CheckedRow, defaultRace = ''): string => row.race ?? defaultRace;

/** FNV-1a, 32 bits: tells two bodies apart inside one file's keys, not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The key of one chunk: `${hash.slice(0, 32)}-${kind}-${n}-${body digest}`. The file hash and
 * chunk number make a retry of the same upload land on the same import; the body digest
 * gives a chunk changed by an inline fix or another mapping its own key, since the hub
 * refuses a known key with another body (422).
 */
export function chunkKey(fileHash: string, kind: ImportKind, n: number, bodyJson: string): string {
  return `${fileHash.slice(0, 32)}-${kind}-${n}-${fnv1a(bodyJson)}`;
}

function schemaProblem(
  row: CheckedRow,
  issue: { path: PropertyKey[]; message: string },
): RowProblem {
  const field = issue.path.length ? String(issue.path[0]) : null;
  return {
    row: row.row,
    column: null,
    columnIndex: null,
    field,
    severity: 'error',
    code: 'schema_rejected',
    message: field ? `${field}: ${issue.message}` : issue.message,
  };
}

/**
 * The contract's schema has the last word: every row about to be sent is parsed with it,
 * and one it refuses becomes an error row instead of a request the hub would reject.
 */
export function confirmWithSchema<K extends ImportKind>(
  result: ValidationResult<K>,
): ValidationResult<K> {
  const schema =
    result.kind === 'registrations' ? registrationImportItemSchema : resultImportItemSchema;
  let rows: CheckedRow<K>[] | null = null;
  for (let i = 0; i < result.rows.length; i++) {
    const row = result.rows[i];
    if (!isSendable(row)) continue;
    const parsed = schema.safeParse(row.item);
    if (parsed.success) continue;
    rows ??= result.rows.slice();
    rows[i] = {
      ...row,
      problems: [...row.problems, ...parsed.error.issues.map((issue) => schemaProblem(row, issue))],
    };
  }
  return rows ? { ...result, rows } : result;
}

/**
 * Valid rows, checked once more by the contract's schema, grouped by race (each race's import
 * endpoint takes its own) and split into requests of at most `MAX_REGISTRATIONS_PER_IMPORT` or
 * `MAX_RESULTS_PER_IMPORT` items. A race with a limit takes its first rows up to it; the
 * others are held. Rows with no race at all are not sent. Returns the result too, since the
 * schema may add errors.
 */
export function buildChunks<K extends ImportKind>(
  input: ValidationResult<K>,
  options: BuildChunksOptions,
): { result: ValidationResult<K>; chunks: ImportChunk<K>[]; held: HeldRow[] } {
  const result = confirmWithSchema(input);
  const size = Math.min(options.size ?? CHUNK_SIZE[result.kind], CHUNK_SIZE[result.kind]);
  const byRace = new Map<string, number[]>();
  const held: HeldRow[] = [];
  for (let i = 0; i < result.rows.length; i++) {
    if (!isSendable(result.rows[i])) continue;
    const race = raceOfRow(result.rows[i], options.defaultRace);
    if (!race) continue;
    let rows = byRace.get(race);
    if (!rows) byRace.set(race, (rows = []));
    const limit = options.limits?.[race];
    if (limit !== undefined && rows.length >= limit) held.push({ index: i, race, vacancy: limit });
    else rows.push(i);
  }
  const chunks: ImportChunk<K>[] = [];
  for (const [race, rows] of byRace)
    for (let from = 0; from < rows.length; from += size)
      chunks.push(chunkOf(result, race, chunks.length + 1, rows.slice(from, from + size), options));
  return { result, chunks, held };
}

function chunkOf<K extends ImportKind>(
  result: ValidationResult<K>,
  raceCode: string,
  n: number,
  indexes: number[],
  options: BuildChunksOptions,
): ImportChunk<K> {
  const items = indexes.map((i) => result.rows[i].item as ItemOf<K>);
  const body = (
    result.kind === 'registrations'
      ? { registrations: items }
      : { results: items, ...options.bodyExtras }
  ) as ImportChunk<K>['body'];
  // The race is in the digest: the same rows sent to another race are another import.
  const digested = `${raceCode}\u0000${JSON.stringify(body)}`;
  return {
    number: n,
    raceCode,
    idempotencyKey: chunkKey(options.fileHash, result.kind, n, digested),
    rowIndexes: indexes,
    body,
  };
}
