import { addDays, isIsoDate, toZonedIso, wallTimeToIso } from './time';
import { hubReadingZone } from './time-zone';

/*
 * Date-times as any hub writes them (the spec leaves the format open, decisions.md "Added
 * 2026-11-27"): `2027-05-26T04:00:00-03:00`, `...Z`, fractional seconds up to nanoseconds,
 * a space for the `T`, an offset without its colon, no offset at all (the hub's zone), or a
 * bare date (midnight in the hub's zone). One reader for every reader of a hub: the console's
 * schemas, the CLI, the agent tools. What comes out is one form, the wall time in the hub's
 * zone with its offset and the fraction the hub gave, so a value written back is the same
 * instant, and `Date.parse` reads it the same everywhere.
 */

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)? *(Z|z|UTC|[+-]\d{2}(?::?\d{2})?)?$/;

/** How a hub wrote a date-time: what `hub check` reports, and the reader's cases. */
export type DateTimeForm = 'offset' | 'utc' | 'local' | 'date';

interface Parsed {
  date: string;
  time: string;
  /** Digits after the seconds' point, trailing zeros dropped ('' for none). */
  fraction: string;
  /** Minutes east of UTC, or null when the value names no offset (the hub's zone). */
  offset: number | null;
  form: DateTimeForm;
}

function parse(value: string): Parsed | null {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, hh, mi, ss = '00', frac = '', zone] = m;
  const date = `${y}-${mo}-${d}`;
  if (!isIsoDate(date)) return null;
  if (hh === undefined) {
    // A date with a zone but no time is not a form any server writes.
    if (zone) return null;
    return { date, time: '00:00:00', fraction: '', offset: null, form: 'date' };
  }
  if (Number(hh) > 23 || Number(mi) > 59 || Number(ss) > 59) return null;
  let offset: number | null = null;
  let form: DateTimeForm = 'local';
  if (zone) {
    if (/^(Z|UTC)$/i.test(zone)) {
      offset = 0;
      form = 'utc';
    } else {
      const [, sign, oh, om = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
      if (Number(oh) > 18 || Number(om) > 59) return null;
      offset = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
      form = offset === 0 ? 'utc' : 'offset';
    }
  }
  return { date, time: `${hh}:${mi}:${ss}`, fraction: frac.replace(/0+$/, ''), offset, form };
}

/** The form a hub used for a date-time, or null when it is none of them. */
export const dateTimeFormOf = (value: string): DateTimeForm | null => parse(value)?.form ?? null;

/**
 * A hub's date-time -> `2027-05-26T04:00:00[.123456]-03:00`, the wall time in `timeZone`;
 * null when it is not a date-time. Offsets are whole minutes, so the seconds and their
 * fraction never change: the instant is the hub's to the digit.
 */
export function readHubDateTime(value: string, timeZone: string): string | null {
  const p = parse(value);
  if (!p) return null;
  const zoned =
    p.offset === null
      ? wallTimeToIso(p.date, p.time, timeZone)
      : toZonedIso(new Date(Date.parse(`${p.date}T${p.time}Z`) - p.offset * 60_000), timeZone);
  return p.fraction ? `${zoned.slice(0, 19)}.${p.fraction}${zoned.slice(19)}` : zoned;
}

/** Milliseconds since the epoch of a hub's date-time (its zone for one without an offset), or NaN. */
export function hubInstantMs(
  value: string | null | undefined,
  timeZone = hubReadingZone(),
): number {
  const read = value ? readHubDateTime(value, timeZone) : null;
  return read === null ? Number.NaN : Date.parse(read);
}

/**
 * True when two date-times name the same instant, to the fraction either gives (a hub's
 * microseconds included): what a plan compares, whatever form each side wrote.
 */
export function sameHubInstant(a: string, b: string, timeZone = hubReadingZone()): boolean {
  const x = utcKey(a, timeZone);
  return x !== null && x === utcKey(b, timeZone);
}

function utcKey(value: string, timeZone: string): string | null {
  const read = readHubDateTime(value, timeZone);
  if (read === null) return null;
  const fraction = /\.(\d+)/.exec(read)?.[1] ?? '';
  return `${new Date(Date.parse(read)).toISOString().slice(0, 19)}.${fraction}`;
}

/**
 * A hub's date-time as the wall time a form holds (`2027-03-14T06:30`, minutes) in `timeZone`;
 * `null` for none or for a value that is no date-time. `wallTimeToHub` turns it back.
 */
export function isoToWallTime(value: string | null, timeZone: string): string | null {
  return (value && readHubDateTime(value, timeZone)?.slice(0, 16)) || null;
}

/**
 * What a form sends for a date-time it showed as a wall time (`2027-05-26T04:00`, minutes):
 * the hub's own value when the person left it as it was, so saving an unchanged form never
 * moves an instant (a hub's seconds and microseconds included); otherwise the wall time in
 * the hub's zone, with its offset.
 */
export function wallTimeToHub(
  wall: string,
  original: string | null | undefined,
  timeZone: string,
): string {
  const [date = '', time = ''] = wall.split('T');
  const kept = original ? readHubDateTime(original, timeZone) : null;
  if (kept && kept.slice(0, 16) === `${date}T${time.slice(0, 5)}`) return kept;
  return wallTimeToIso(date, time, timeZone);
}

/**
 * A date-time moved by whole calendar days in the hub's zone, its wall time kept: a 07:00 start
 * stays 07:00 across a change of the zone's offset (daylight saving), and its seconds and their
 * fraction stay as they were. A value that is no date-time is left as it is.
 */
export function shiftInstant(value: string, days: number, timeZone: string): string {
  const read = readHubDateTime(value, timeZone);
  if (read === null) return value;
  // The wall time without its offset is read again in the zone, on the new day.
  const wall = read.replace(/[+-]\d{2}:\d{2}$/, '');
  return readHubDateTime(`${addDays(wall, days)}${wall.slice(10)}`, timeZone) ?? value;
}
