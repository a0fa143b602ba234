/** The time axis of the sales timeline, in epoch milliseconds. */
export interface Axis {
  start: number;
  end: number;
}

const DAY = 86_400_000;

export const instant = (value: string | null | undefined): number | null => {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

/** How far before and after the event a date still belongs on its axis. */
const BEFORE_EVENT = 450 * DAY;
const AFTER_EVENT = 90 * DAY;

/**
 * The axis of an event's timeline: every date within the event's reach (about 15 months before
 * it, 3 after), today included when it is, with some room at both ends. A date outside (a race in
 * 2020 for a 2027 event, a typo) does not stretch it: `outside` tells it apart, to be drawn as a
 * flagged mark at the edge.
 */
export function timelineAxis(
  points: readonly (string | null | undefined)[],
  now: Date,
  eventDate?: string | null,
): Axis & { outside: (ms: number) => 'before' | 'after' | null } {
  const anchor = instant(eventDate ? `${eventDate.slice(0, 10)}T12:00:00Z` : null);
  const reach = anchor === null ? null : { from: anchor - BEFORE_EVENT, to: anchor + AFTER_EVENT };
  const outside = (ms: number) =>
    reach === null ? null : ms < reach.from ? 'before' : ms > reach.to ? 'after' : null;
  const known = [now.getTime(), ...(anchor === null ? [] : [anchor])]
    .concat(points.map(instant).filter((ms): ms is number => ms !== null))
    .filter((ms) => outside(ms) === null);
  const start = Math.min(...known);
  const end = Math.max(...known);
  const pad = Math.max((end - start) * 0.03, DAY);
  return { start: start - pad, end: end + pad, outside };
}

/** Percent of the axis, clamped to it. */
export function at(axis: Axis, ms: number): number {
  const percent = ((ms - axis.start) / (axis.end - axis.start)) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 100) / 100;
}

/** A window on the axis; an open start or end runs to that edge, and a bar never vanishes. */
export function barOf(
  axis: Axis,
  from: string | null | undefined,
  to: string | null | undefined,
): { left: number; width: number } {
  const left = at(axis, instant(from) ?? axis.start);
  const right = at(axis, instant(to) ?? axis.end);
  return { left, width: Math.max(right - left, 0.6) };
}

/** First day of each month on the axis (UTC), thinned so at most `max` labels are drawn. */
export function monthTicks(axis: Axis, max = 8): { at: number; date: string }[] {
  const first = new Date(axis.start);
  const cursor = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  const ticks: { at: number; date: string }[] = [];
  while (cursor.getTime() <= axis.end) {
    ticks.push({ at: at(axis, cursor.getTime()), date: cursor.toISOString().slice(0, 10) });
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  const step = Math.ceil(ticks.length / max);
  return ticks.filter((_, i) => i % step === 0);
}

/** Race starts that fall on the same day share one marker. */
export function startMarks<T extends { starts_at: string }>(
  races: readonly T[],
  dayOf: (race: T) => string,
): { ms: number; day: string; races: T[] }[] {
  const byDay = new Map<string, { ms: number; day: string; races: T[] }>();
  for (const race of races) {
    const ms = instant(race.starts_at);
    if (ms === null) continue;
    const day = dayOf(race);
    const mark = byDay.get(day);
    if (mark) {
      mark.races.push(race);
      mark.ms = Math.min(mark.ms, ms);
    } else byDay.set(day, { ms, day, races: [race] });
  }
  return [...byDay.values()].sort((a, b) => a.ms - b.ms);
}
