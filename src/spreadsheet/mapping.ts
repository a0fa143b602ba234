import { answerKeyOf, proposeAnswerColumns, type AnswerField } from './answers';
import { classifyResultColumns, type ColumnGuess } from './classify';
import { FIELDS, IDENTIFIER_FIELDS, REQUIRED_FIELDS, SPLIT_FIELD } from './columns';
import { HEADER_ALIASES } from './header-aliases';
import { fold } from './normalize';
import type { ColumnMapping, ImportKind, RawTable } from './types';

const CHECKPOINT =
  /^(?:km\s*\d+(?:\s\d+)?|\d+(?:\s\d+)?\s*km|parcial\b.*|pc\s*\d+|cp\s*\d+|split\b.*|checkpoint\b.*|passagem\b.*|ponto de controle\b.*)$/;

export const isCheckpointHeader = (header: string): boolean => CHECKPOINT.test(fold(header));

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(up + 1, prev[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = up;
    }
  }
  return prev[b.length];
}

/** How well a folded header names a field: 1 exact synonym, less for near spellings, 0 none. */
function score(header: string, field: string): number {
  if (!header) return 0;
  let best = 0;
  const compact = header.replace(/ /g, '');
  for (const synonym of HEADER_ALIASES[field] ?? []) {
    if (header === synonym || compact === synonym.replace(/ /g, '')) return 1;
    if (synonym.length >= 4 && header.length >= 4) {
      const similarity = 1 - levenshtein(header, synonym) / Math.max(header.length, synonym.length);
      if (similarity >= 0.8) best = Math.max(best, 0.6 + 0.3 * similarity);
    }
    if (
      synonym.length >= 3 &&
      (` ${header} `.includes(` ${synonym} `) || header.startsWith(`${synonym} `))
    )
      best = Math.max(best, 0.5 + 0.1 * Math.min(synonym.length / header.length, 1));
  }
  return best;
}

/** Every field a header could name, best first. */
export function headerFields(kind: ImportKind, header: string): { field: string; score: number }[] {
  const folded = fold(header);
  return FIELDS[kind]
    .map((field) => ({ field, score: score(folded, field) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score);
}

/**
 * The proposed mapping. Results files are read by their values too (`classifyResultColumns`),
 * and each column's guess, with its confidence and reason, comes along for the mapping step.
 */
export function proposeMapping(
  kind: ImportKind,
  table: RawTable,
  fields: readonly AnswerField[] | null = null,
): ProposedMapping {
  if (kind !== 'results') {
    const { columns } = suggestMapping(kind, table.headers);
    const held = columns.map((field, i) =>
      field === null ? 0 : score(fold(table.headers[i]), field),
    );
    const answered = fields ? proposeAnswerColumns(table.headers, columns, fields, held) : columns;
    return { mapping: { kind, columns: answered }, guesses: null };
  }
  const guesses = classifyResultColumns(table, (header) => headerFields(kind, header));
  return {
    mapping: { kind, columns: guesses.map((g) => g.field) },
    guesses: guesses.map(({ field, confidence, reason, distanceKm }) => ({
      field,
      confidence,
      reason,
      distanceKm: distanceKm ?? null,
    })),
  };
}

export interface ProposedMapping {
  mapping: ColumnMapping;
  /** Per column, for results: what the values said (null for registrations). */
  guesses:
    (Pick<ColumnGuess, 'field' | 'confidence' | 'reason'> & { distanceKm: number | null })[] | null;
}

export function suggestMapping(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const folded = headers.map(fold);
  const columns: (string | null)[] = headers.map(() => null);
  const candidates: { column: number; field: string; score: number }[] = [];
  folded.forEach((header, column) => {
    for (const field of FIELDS[kind]) {
      const s = score(header, field);
      if (s > 0) candidates.push({ column, field, score: s });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const taken = new Set<string>();
  for (const c of candidates) {
    if (columns[c.column] !== null || taken.has(c.field)) continue;
    columns[c.column] = c.field;
    taken.add(c.field);
  }
  if (kind === 'results')
    headers.forEach((header, column) => {
      if (columns[column] === null && isCheckpointHeader(header)) columns[column] = SPLIT_FIELD;
    });
  return { kind, columns };
}

/** What keeps a mapping from going on; the mapping step words it. */
export interface MappingIssue {
  code: 'missing_required' | 'missing_identifier' | 'mapped_twice' | 'unknown_field';
  field: string;
}

export function mappingIssues(mapping: ColumnMapping): MappingIssue[] {
  const issues: MappingIssue[] = [];
  const allowed = new Set([
    ...FIELDS[mapping.kind],
    ...(mapping.kind === 'results' ? [SPLIT_FIELD] : []),
  ]);
  const seen = new Set<string>();
  for (const field of mapping.columns) {
    if (field === null) continue;
    const answer = mapping.kind === 'registrations' && answerKeyOf(field) !== null;
    if (!answer && !allowed.has(field)) issues.push({ code: 'unknown_field', field });
    else if (field !== SPLIT_FIELD && seen.has(field)) issues.push({ code: 'mapped_twice', field });
    seen.add(field);
  }
  for (const field of REQUIRED_FIELDS[mapping.kind])
    if (!seen.has(field)) issues.push({ code: 'missing_required', field });
  if (mapping.kind === 'registrations' && !IDENTIFIER_FIELDS.some((field) => seen.has(field)))
    issues.push({ code: 'missing_identifier', field: 'document' });
  return issues;
}

export interface ColumnPreview {
  index: number;
  header: string;
  samples: string[];
}

export function describeColumns(table: RawTable, sampleSize = 5): ColumnPreview[] {
  return table.headers.map((header, index) => {
    const samples: string[] = [];
    for (let r = 0; r < table.rows.length && samples.length < sampleSize; r++) {
      const value = table.rows[r][index];
      if (value !== undefined && value.trim() !== '') samples.push(value);
    }
    return { index, header, samples };
  });
}
