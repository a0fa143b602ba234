import type { Batch } from '@/contract/batches';
import type { HubEvent } from '@/contract/events';
import { RACE_EVENT_WINDOW_DAYS } from '@/contract/limits';
const DAY_MS = 86_400_000;

export type RaceStartProblem =
  | { kind: 'beforeSales'; opensAt: string }
  | { kind: 'farFromEvent'; from: string; to: string }
  | { kind: 'batchSellsLater'; batch: string; endsAt: string };

/** What the start is checked against: the event, and the batches that sell the race. */
export interface RaceDateBounds {
  event: Pick<HubEvent, 'date' | 'registration_opens_at'> | null;
  /** The batches selling this race (an edit); none for a new race. */
  batches: Pick<Batch, 'name' | 'ends_at'>[];
}

const dayOf = (date: string) => Date.parse(`${date.slice(0, 10)}T12:00:00Z`);

/**
 * The first thing wrong with a race starting at `startsAt` (ISO): before the event's sales
 * open (the hub refuses it too), more than RACE_EVENT_WINDOW_DAYS from the event's date (2020
 * for a 2027 event), or before the end of a batch that sells it.
 */
export function raceStartProblem(
  startsAt: string,
  bounds: RaceDateBounds,
): RaceStartProblem | null {
  const start = Date.parse(startsAt);
  if (Number.isNaN(start)) return null;
  const { event } = bounds;
  const opens = event?.registration_opens_at ? Date.parse(event.registration_opens_at) : NaN;
  if (!Number.isNaN(opens) && start < opens)
    return { kind: 'beforeSales', opensAt: event!.registration_opens_at! };
  const day = event ? dayOf(event.date) : NaN;
  if (!Number.isNaN(day)) {
    const from = day - (RACE_EVENT_WINDOW_DAYS + 0.5) * DAY_MS;
    const to = day + (RACE_EVENT_WINDOW_DAYS + 0.5) * DAY_MS;
    if (start < from || start > to)
      return {
        kind: 'farFromEvent',
        from: new Date(from + DAY_MS / 2).toISOString().slice(0, 10),
        to: new Date(to - DAY_MS / 2).toISOString().slice(0, 10),
      };
  }
  const late = bounds.batches.find((batch) => batch.ends_at && Date.parse(batch.ends_at) > start);
  return late?.ends_at ? { kind: 'batchSellsLater', batch: late.name, endsAt: late.ends_at } : null;
}
