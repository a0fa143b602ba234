import type { HubEvent } from '@/contract/events';
import { addDays, wallTimeToIso } from '@/contract/time';

export type BatchWindowProblem =
  | { field: 'ends_at'; kind: 'endsBeforeStart'; bound: string }
  | { field: 'starts_at' | 'ends_at'; kind: 'afterRaceStart'; race: string; bound: string }
  | { field: 'ends_at'; kind: 'afterEvent'; bound: string };

export interface BatchDateBounds {
  event: Pick<HubEvent, 'date'> | null;
  /** The event's races with their starts (id as in `race_prices`). */
  races: { id: number | string; name: string; starts_at?: string | null }[];
  timeZone: string;
}

const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/**
 * What is wrong with a sales window, at most one problem per field: an end not after the
 * start, a batch selling a race after its start (the earliest start of the races it sells),
 * an end after the event (its day, or its last race).
 */
export function batchWindowProblems(
  window: { starts_at?: string | null; ends_at?: string | null; raceIds: string[] },
  { event, races, timeZone }: BatchDateBounds,
): BatchWindowProblem[] {
  const problems: BatchWindowProblem[] = [];
  const starts = at(window.starts_at);
  const ends = at(window.ends_at);
  const first = races
    .filter((race) => window.raceIds.includes(String(race.id)) && !Number.isNaN(at(race.starts_at)))
    .sort((a, b) => at(a.starts_at) - at(b.starts_at))[0];
  const raceStart = first ? at(first.starts_at) : NaN;
  if (!Number.isNaN(starts) && !Number.isNaN(raceStart) && starts >= raceStart)
    problems.push({
      field: 'starts_at',
      kind: 'afterRaceStart',
      race: first!.name,
      bound: first!.starts_at!,
    });
  if (Number.isNaN(ends)) return problems;
  // The event ends with its day, or later with a race of a later day.
  const lastMoments = [
    event ? at(wallTimeToIso(addDays(event.date, 1), '00:00', timeZone)) : NaN,
    ...races.map((race) => at(race.starts_at)),
  ].filter((time) => !Number.isNaN(time));
  const eventEnd = lastMoments.length ? Math.max(...lastMoments) : NaN;
  if (!Number.isNaN(starts) && ends <= starts)
    problems.push({ field: 'ends_at', kind: 'endsBeforeStart', bound: window.starts_at! });
  else if (!Number.isNaN(raceStart) && ends > raceStart)
    problems.push({
      field: 'ends_at',
      kind: 'afterRaceStart',
      race: first!.name,
      bound: first!.starts_at!,
    });
  else if (!Number.isNaN(eventEnd) && ends > eventEnd)
    problems.push({
      field: 'ends_at',
      kind: 'afterEvent',
      bound: new Date(eventEnd).toISOString(),
    });
  return problems;
}
