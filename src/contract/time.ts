import { RACE_TIME_MAX_MS } from './limits';

/** `HH:MM:SS[.mmm]`, the shape of result times on the wire. */
export const RACE_TIME_PATTERN = /^(\d{1,3}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/;

/** Wire race time -> milliseconds, or null. */
export function raceTimeToMs(value: string): number | null {
  const m = RACE_TIME_PATTERN.exec(value.trim());
  if (!m) return null;
  const [, h, min, s, frac = ''] = m;
  return ((Number(h) * 60 + Number(min)) * 60 + Number(s)) * 1000 + Number(frac.padEnd(3, '0'));
}

/** True unless the wire time is past RACE_TIME_MAX_MS (a time that is not one is left to the pattern). */
export function isRaceTimeInRange(value: string): boolean {
  const ms = raceTimeToMs(value);
  return ms === null || ms <= RACE_TIME_MAX_MS;
}

/** Milliseconds -> `HH:MM:SS` with `.mmm` only when there are milliseconds. */
export function msToRaceTime(ms: number): string {
  const total = Math.round(ms);
  const millis = total % 1000;
  const secs = Math.floor(total / 1000);
  const hh = String(Math.floor(secs / 3600)).padStart(2, '0');
  const mm = String(Math.floor((secs % 3600) / 60)).padStart(2, '0');
  const ss = String(secs % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}${millis ? `.${String(millis).padStart(3, '0')}` : ''}`;
}

/**
 * A time as timing software or a person writes it -> wire shape, or null:
 * `1:02:03`, `62:03` (minutes:seconds), `1:02:03,5`, `3723.5` (seconds, comma or point).
 */
export function normalizeRaceTime(value: string): string | null {
  const s = value.trim().replace(',', '.');
  if (s === '') return null;
  const parts = s.split(':');
  if (parts.length > 3 || parts.some((p) => p === '')) return null;
  const nums = parts.map(Number);
  if (nums.some((n) => !Number.isFinite(n) || n < 0)) return null;
  if (parts.slice(0, -1).some((p) => !/^\d+$/.test(p))) return null;
  if (!/^\d+(\.\d+)?$/.test(parts[parts.length - 1])) return null;
  let seconds: number;
  if (nums.length === 3) {
    if (nums[1] >= 60 || nums[2] >= 60) return null;
    seconds = nums[0] * 3600 + nums[1] * 60 + nums[2];
  } else if (nums.length === 2) {
    if (nums[1] >= 60) return null;
    seconds = nums[0] * 60 + nums[1];
  } else {
    seconds = nums[0];
  }
  return msToRaceTime(Math.round(seconds * 1000));
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** `YYYY-MM-DD` plus whole days (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than formatting with it. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

const HOUR_MS = 3_600_000;
/** Per zone: hour since the epoch -> the offset throughout that hour. */
const offsetsByHour = new Map<string, Map<number, number>>();
const MAX_HOURS_PER_ZONE = 50_000;

/**
 * Offset of a zone at an instant, in minutes east of UTC (São Paulo today: -180). Asking the
 * formatter costs microseconds and a list of events asks for two instants per row, so the
 * offset is kept per UTC hour. An hour is kept only when it starts and ends on the same
 * offset; one with a change in it (never two) is worked out instant by instant.
 */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  let hours = offsetsByHour.get(timeZone);
  if (!hours) offsetsByHour.set(timeZone, (hours = new Map()));
  const known = hours.get(hour);
  if (known !== undefined) return known;
  const first = offsetAt(hour * HOUR_MS, timeZone);
  if (first !== offsetAt((hour + 1) * HOUR_MS - 1000, timeZone)) return offsetAt(ms, timeZone);
  if (hours.size >= MAX_HOURS_PER_ZONE) hours.clear();
  hours.set(hour, first);
  return first;
}

function offsetAt(ms: number, timeZone: string): number {
  const instant = new Date(ms);
  const parts = zoneFormat(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

function offsetString(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An instant written in a zone with its offset: `2027-03-14T06:30:00-03:00`. */
export function toZonedIso(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + offset * 60000).toISOString().slice(0, 19);
  return `${local}${offsetString(offset)}`;
}

/** A wall-clock date and time in a zone (`2027-03-14`, `06:30`) -> ISO with offset. */
export function wallTimeToIso(date: string, time: string, timeZone: string): string {
  const [hh = '00', mm = '00', ss = '00'] = time.split(':');
  const guess = new Date(
    `${date}T${hh.padStart(2, '0')}:${mm.padStart(2, '0')}:${ss.padStart(2, '0')}Z`,
  );
  const offset = zoneOffsetMinutes(new Date(guess.getTime()), timeZone);
  const instant = new Date(guess.getTime() - offset * 60000);
  return toZonedIso(instant, timeZone);
}
