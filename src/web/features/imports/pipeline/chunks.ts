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
}

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
 * Valid rows, checked once more by the contract's schema, split into requests of at most
 * `MAX_REGISTRATIONS_PER_IMPORT` or `MAX_RESULTS_PER_IMPORT` items. Returns the result too,
 * since the schema may add errors.
 */
export function buildChunks<K extends ImportKind>(
  input: ValidationResult<K>,
  options: BuildChunksOptions,
): { result: ValidationResult<K>; chunks: ImportChunk<K>[] } {
  const result = confirmWithSchema(input);
  const size = Math.min(options.size ?? CHUNK_SIZE[result.kind], CHUNK_SIZE[result.kind]);
  const chunks: ImportChunk<K>[] = [];
  let indexes: number[] = [];
  const flush = () => {
    const items = indexes.map((i) => result.rows[i].item as ItemOf<K>);
    const body = (
      result.kind === 'registrations'
        ? { registrations: items }
        : { results: items, ...options.bodyExtras }
    ) as ImportChunk<K>['body'];
    const n = chunks.length + 1;
    chunks.push({
      number: n,
      idempotencyKey: chunkKey(options.fileHash, result.kind, n, JSON.stringify(body)),
      rowIndexes: indexes,
      body,
    });
    indexes = [];
  };
  for (let i = 0; i < result.rows.length; i++) {
    if (!isSendable(result.rows[i])) continue;
    indexes.push(i);
    if (indexes.length === size) flush();
  }
  if (indexes.length) flush();
  return { result, chunks };
}
