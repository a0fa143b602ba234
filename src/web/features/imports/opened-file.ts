import type { AnswerField } from '@/contract/registration-answers';
import { answerableFields, answerKeyOf } from '@/spreadsheet/answer-target';
import type { ColumnPreview, MappingIssue, ProposedMapping } from '@/spreadsheet/mapping';
import type { RowCounts } from '@/spreadsheet/report';
import type { FileInfo } from '@/spreadsheet/pipeline-messages';
import type { ColumnMapping } from '@/spreadsheet/types';

/** A file the worker read and checked, as the wizard's steps see it. */
export interface OpenedFile {
  file: FileInfo;
  columns: ColumnPreview[];
  mapping: ColumnMapping;
  issues: MappingIssue[];
  counts: RowCounts;
  remembered: boolean;
  /** The team template whose mapping was applied (issue 18), or null. */
  template: { id: number; name: string } | null;
  /** The automatic suggestion, for the way out of a template. */
  suggested: (string | null)[];
  /** Per column of a results file: what its values said, and how sure that is. */
  guesses: ProposedMapping['guesses'];
  /** The event's fields a column may answer; null: the hub takes no answers (spec-only). */
  fields?: readonly AnswerField[] | null;
  /** Columns a template or a memory linked to a field this event does not have: unlinked. */
  missingFields?: readonly MissingField[];
}

export interface MissingField {
  header: string;
  key: string;
}

/**
 * A mapping from another event (a team template, this browser's memory) may link a column to a
 * field this event does not have, or to any field on a hub that takes no answers: such a column
 * is unlinked, and named, rather than sent nowhere in silence.
 */
export function withoutMissingFields(
  mapping: ColumnMapping,
  headers: readonly string[],
  fields: readonly AnswerField[] | null | undefined,
): { mapping: ColumnMapping; missing: MissingField[] } {
  const known = new Set(answerableFields(fields ?? []).map((f) => f.key));
  const missing: MissingField[] = [];
  const columns = mapping.columns.map((target, i) => {
    const key = answerKeyOf(target);
    if (key === null || known.has(key)) return target;
    missing.push({ header: headers[i] ?? String(i + 1), key });
    return null;
  });
  return { mapping: missing.length ? { ...mapping, columns } : mapping, missing };
}

const RANKING_FIELDS = ['overall_position', 'category_position'];

/** The mapping without place columns: a race without ranking takes none. */
export const withoutRankingFields = (mapping: ColumnMapping): ColumnMapping => ({
  ...mapping,
  columns: mapping.columns.map((f) => (f && RANKING_FIELDS.includes(f) ? null : f)),
});
