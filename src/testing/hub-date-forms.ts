import { readHubDateTime } from '@/contract/hub-time';

/**
 * One instant written in every form a hub may use for a date-time (decisions.md, "Added
 * 2026-11-27"), for the round-trip tests of the forms that edit one: the wall time the form
 * shows, and the hub's values for an instant at that wall time in `timeZone`.
 */
export function hubDateForms(local: string, timeZone: string): [form: string, value: string][] {
  const zoned = readHubDateTime(local, timeZone)!; // 2027-05-26T04:00:00-03:00
  const utc = new Date(zoned).toISOString(); // 2027-05-26T07:00:00.000Z
  const wall = zoned.slice(0, 19);
  return [
    ['offset', zoned],
    ['Z', `${utc.slice(0, 19)}Z`],
    ['Z with milliseconds', utc.replace('.000Z', '.250Z')],
    ['Z with microseconds', utc.replace('.000Z', '.123456Z')],
    ['a space, no offset (the hub zone)', wall.replace('T', ' ')],
    ['no offset, microseconds', `${wall.replace('T', ' ')}.000001`],
    ['seconds past the minute', `${wall.slice(0, 17)}42${zoned.slice(19)}`],
  ];
}
