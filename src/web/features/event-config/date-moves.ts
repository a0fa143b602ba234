import type { Batch } from '@/contract/batches';
import type { HubEvent } from '@/contract/events';
import type { Race } from '@/contract/races';
import { readHubDateTime, shiftInstant } from '@/contract/hub-time';
import { daysBetween } from '@/contract/time';

/** One date of a race or a batch, before and after the move. */
export interface MovedDate {
  field: 'starts_at' | 'ends_at' | 'registration_opens_at' | 'registration_closes_at';
  before: string;
  after: string;
}

/**
 * One write: the event's registration window, a race's start, or a batch's sales window, moved
 * by the same days as the event's date.
 */
export interface DateMove {
  kind: 'event' | 'race' | 'batch';
  id: number;
  name: string;
  dates: MovedDate[];
}

/** The body of a move's PATCH: only the dates it moves. */
export const moveBody = (move: DateMove): Record<string, string> =>
  Object.fromEntries(move.dates.map((date) => [date.field, date.after]));

/** The same instant, however each was written (offset, `Z`, none: the hub's zone). */
const sameInstant = (a: string | null, b: string | null, timeZone: string) =>
  a === b ||
  (a !== null &&
    b !== null &&
    Date.parse(readHubDateTime(a, timeZone) ?? a) ===
      Date.parse(readHubDateTime(b, timeZone) ?? b));

/**
 * Each race start and batch window moved by the days between the event's dates, wall times kept
 * in the hub's zone, and the registration window too unless the same save changed it. In the
 * order the hub takes them one at a time (a race cannot start before a batch that sells it
 * ends): later, the window, the races, then the batches; earlier, the other way round.
 */
export function dateMoves(
  before: HubEvent,
  saved: HubEvent,
  races: readonly Race[],
  batches: readonly Batch[],
  timeZone: string,
): DateMove[] {
  const days = daysBetween(before.date, saved.date);
  if (days === 0) return [];
  const moved = (field: MovedDate['field'], was: string | null): MovedDate[] =>
    was ? [{ field, before: was, after: shiftInstant(was, days, timeZone) }] : [];
  const windowKept = (['registration_opens_at', 'registration_closes_at'] as const).every((field) =>
    sameInstant(before[field], saved[field], timeZone),
  );
  const window = windowKept
    ? [
        ...moved('registration_opens_at', saved.registration_opens_at),
        ...moved('registration_closes_at', saved.registration_closes_at),
      ]
    : [];
  const eventMoves: DateMove[] = window.length
    ? [{ kind: 'event', id: saved.id, name: saved.name, dates: window }]
    : [];
  const raceMoves = races.flatMap((race): DateMove[] => {
    const dates = moved('starts_at', race.starts_at);
    return dates.length ? [{ kind: 'race', id: race.id, name: race.name, dates }] : [];
  });
  const batchMoves = batches.flatMap((batch): DateMove[] => {
    const dates = [...moved('starts_at', batch.starts_at), ...moved('ends_at', batch.ends_at)];
    return dates.length ? [{ kind: 'batch', id: batch.id, name: batch.name, dates }] : [];
  });
  const inOrder = [...eventMoves, ...raceMoves, ...batchMoves];
  return days > 0 ? inOrder : inOrder.reverse();
}
