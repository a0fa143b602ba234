import { RESULT_STATUSES } from '@/contract/enums';
import type { ResultSplit } from '@/contract/results';
import type { TranslateParams } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

export type Translate = (key: MessageKey, params?: TranslateParams) => string;

export interface CheckpointColumn {
  id: number;
  name: string;
  /** Km, null when the hub does not know it. */
  distance: number | null;
}

/**
 * One column per checkpoint any of the results passed, by distance (unknown last), then in
 * the order the hub listed them (its checkpoint order).
 */
export function checkpointColumns(results: readonly { splits: readonly ResultSplit[] }[]) {
  const seen = new Map<number, CheckpointColumn & { first: number }>();
  for (const result of results)
    for (const split of result.splits)
      if (!seen.has(split.checkpoint_id))
        seen.set(split.checkpoint_id, {
          id: split.checkpoint_id,
          name: split.checkpoint,
          distance: split.distance,
          first: seen.size,
        });
  return [...seen.values()]
    .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.first - b.first)
    .map(({ first: _, ...column }): CheckpointColumn => column);
}

export const splitTime = (result: { splits: readonly ResultSplit[] }, column: CheckpointColumn) =>
  result.splits.find((split) => split.checkpoint_id === column.id)?.time ?? null;

const isKnownStatus = (status: string): status is (typeof RESULT_STATUSES)[number] =>
  (RESULT_STATUSES as readonly string[]).includes(status);

/** The short label (`Concluiu`, `DNF`) of a status the contract knows; others as they came. */
export const statusLabel = (status: string, t: Translate) =>
  isKnownStatus(status) ? t(`results.status.${status}`) : status;

export const statusDescription = (status: string, t: Translate) =>
  isKnownStatus(status) ? t(`results.statusLong.${status}`) : status;
