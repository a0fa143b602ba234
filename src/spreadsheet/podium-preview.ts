import type { ResultImportItemInput } from '@/contract/results';
import {
  podiumFor,
  type PodiumCategory,
  type PodiumGroup,
  type PodiumResult,
  type PodiumRule,
} from '@/contract/podium';
import type { ProblemCode, ValidationResult } from './types';
import { isSendable } from './validate';

const OFF_PODIUM: ReadonlySet<ProblemCode> = new Set(['bib_in_other_race', 'bib_not_registered']);

/** What the review needs from the hub to draw the podium: the race's rules and categories. */
export interface PodiumPreviewInput<Rule extends PodiumRule = PodiumRule> {
  rules: Rule[];
  categories: PodiumCategory[] | null;
  /** The race's scoring type: `gun_time` ranks by gun time. */
  scoring?: string;
}

/** A row of the file as the podium reads it, with its spreadsheet row number. */
export type PreviewResult = PodiumResult & { row: number };

/**
 * The podium the prize rules would give if the rows that would be sent were the race's whole
 * results: a wrong mapping (a pace column as the time, places from another column) shows at
 * a glance. Rows with errors are left out, as they are not sent, and so are bibs registered in
 * another race, which the hub answers with a conflict.
 */
export function podiumPreview<Rule extends PodiumRule>(
  result: ValidationResult,
  input: PodiumPreviewInput<Rule>,
): PodiumGroup<Rule, PreviewResult>[] {
  if (result.kind !== 'results' || input.rules.length === 0) return [];
  const rows: PreviewResult[] = [];
  for (const row of result.rows) {
    if (!row.item || !isSendable(row)) continue;
    // The hub refuses a bib registered in another race, and a bib nobody holds would put a
    // stranger on the podium: neither is drawn there.
    if (row.problems.some((p) => OFF_PODIUM.has(p.code))) continue;
    const item = row.item as ResultImportItemInput;
    rows.push({
      row: row.row,
      bib: item.bib,
      name: item.name ?? null,
      sex: item.sex ?? null,
      age: item.age ?? null,
      team: item.team ?? null,
      category: item.category ?? null,
      modality: item.modality ?? null,
      modality_id: item.modality_id ?? null,
      status: item.status ?? 'finished',
      net_time: item.net_time ?? null,
      gun_time: item.gun_time ?? null,
      overall_position: item.overall_position ?? null,
      gender_position: item.gender_position ?? null,
      category_position: item.category_position ?? null,
    });
  }
  return podiumFor(input.rules, rows, input.categories, { scoring: input.scoring });
}
