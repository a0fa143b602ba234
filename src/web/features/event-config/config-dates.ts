import type { EventConfig } from '@/contract/event-config';

export interface DateChange {
  /** A race's start, or a batch's sales start or end. */
  kind: 'raceStart' | 'batchStart' | 'batchEnd';
  /** The race's code or the batch's name. */
  name: string;
  before: string;
  after: string;
}

/**
 * Every date of the file before and after the shift, in the file's order: each race's start,
 * then each batch's window. `after` is the same file moved (`shiftEventConfig`): items pair by
 * position, which the shift keeps.
 */
export function dateChanges(before: EventConfig, after: EventConfig): DateChange[] {
  const races = before.races.map((race, i): DateChange => ({
    kind: 'raceStart',
    name: race.code,
    before: race.starts_at,
    after: after.races[i].starts_at,
  }));
  const batches = before.batches.flatMap((batch, i) =>
    (['starts_at', 'ends_at'] as const).flatMap((field): DateChange[] => {
      const was = batch[field];
      const now = after.batches[i][field];
      return was && now
        ? [
            {
              kind: field === 'starts_at' ? 'batchStart' : 'batchEnd',
              name: batch.name,
              before: was,
              after: now,
            },
          ]
        : [];
    }),
  );
  return [...races, ...batches];
}
