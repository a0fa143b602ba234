import { looseNumber } from './common';
import { dateTimeFormOf, sameHubInstant } from './hub-time';

/*
 * Whether two values a hub and a file give are the same, as the hub means it: what a plan and
 * the event form compare with. Its own module, so a page that compares loads no plan.
 */

/** Nothing said: absent, null, an empty text or an empty list (a field's `options: []`). */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A date-time in any form a hub writes (a bare date is a day, not an instant). */
const isInstant = (value: string): boolean => {
  const form = dateTimeFormOf(value);
  return form !== null && form !== 'date';
};

/** A number, or a numeric string as a hub may send one (`"21.0975"`): its value; else null. */
const numberOf = (value: unknown): number | null => {
  const read = looseNumber.safeParse(value);
  return read.success ? read.data : null;
};

/**
 * Equal as the hub means it: blanks alike, instants by the moment (to the microsecond, in any
 * form a hub writes), numbers by value, words as written, lists in order.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (typeof a === 'string' && typeof b === 'string')
    return a === b || (isInstant(a) && isInstant(b) && sameHubInstant(a, b));
  if (typeof a === 'number' || typeof b === 'number') {
    const [x, y] = [numberOf(a), numberOf(b)];
    return x !== null && x === y;
  }
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}
