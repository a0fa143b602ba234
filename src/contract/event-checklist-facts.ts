import type { Batch } from './batches';
import type { HubEvent } from './events';
import { readHubDateTime } from './hub-time';
import { RACE_EVENT_WINDOW_DAYS } from './limits';
import type { Race } from './races';
import { toZonedIso, wallTimeToIso } from './time';
import { hubReadingZone } from './time-zone';

/* What the review's checks (event-checklist.ts) read of an event: batch windows, days and starts. */

/** A batch window as instants; a missing bound is open-ended. */
export function windowOf(batch: Batch): [number, number] {
  const start = batch.starts_at ? Date.parse(batch.starts_at) : Number.NEGATIVE_INFINITY;
  const end = batch.ends_at ? Date.parse(batch.ends_at) : Number.POSITIVE_INFINITY;
  return [
    Number.isNaN(start) ? Number.NEGATIVE_INFINITY : start,
    Number.isNaN(end) ? Number.POSITIVE_INFINITY : end,
  ];
}

export const instant = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
};

const DAY = 86_400_000;

export const coveredRaceIds = (batch: Batch) => Object.keys(batch.race_prices);
export const raceLabel = (races: Race[], id: string) =>
  races.find((race) => String(race.id) === id)?.name ?? `#${id}`;

/** The calendar day of a date-time in the hub's zone, or null when it is none. */
export const hubDay = (value: string | null | undefined): string | null =>
  value ? (readHubDateTime(value, hubReadingZone())?.slice(0, 10) ?? null) : null;

export const isActiveEvent = (event: HubEvent) => event.status === 'active';

/** An event still to happen: its day is today or later in the hub's zone. */
const isUpcoming = (event: HubEvent, now: Date) =>
  event.date.slice(0, 10) >= toZonedIso(now, hubReadingZone()).slice(0, 10);

/**
 * When the event starts: its first race that day, or the day's first minute when no race
 * starts on it (a date moved without its races).
 */
export function eventStartOf(event: HubEvent, races: Race[]): number | null {
  const day = event.date.slice(0, 10);
  const starts = races
    .filter((race) => hubDay(race.starts_at) === day)
    .map((race) => instant(race.starts_at))
    .filter((start): start is number => start !== null);
  if (starts.length) return Math.min(...starts);
  return instant(wallTimeToIso(day, '00:00', hubReadingZone()));
}

/** A race's categories as the hub told them; null when its read says nothing. */
export function categoryCountOf(race: Race): number | null {
  if (race.categories) return race.categories.length;
  const count = Number(race.categories_count ?? Number.NaN);
  return Number.isFinite(count) ? count : null;
}

/** An active event still to happen with no batch selling now or opening later. */
export const sellsNothingAhead = (event: HubEvent, batches: Batch[], now: Date) =>
  isActiveEvent(event) &&
  isUpcoming(event, now) &&
  !batches.some((batch) => batch.is_active && windowOf(batch)[1] >= now.getTime());

/** The race form's rule: a start more than the window's days from the event's day. */
export function isFarFromEvent(event: HubEvent, race: Race): boolean {
  const day = instant(`${event.date}T12:00:00Z`);
  const starts = instant(race.starts_at);
  return (
    day !== null && starts !== null && Math.abs(starts - day) > (RACE_EVENT_WINDOW_DAYS + 0.5) * DAY
  );
}

export const racePlace = (check: string, event: HubEvent, race: Race) => ({
  id: `${check}:${race.id}`,
  params: { race: race.name, date: race.starts_at, eventDate: event.date },
});

export function isBatchActiveAt(batch: Batch, now: Date): boolean {
  const [start, end] = windowOf(batch);
  const at = now.getTime();
  return batch.is_active && start <= at && at <= end;
}
