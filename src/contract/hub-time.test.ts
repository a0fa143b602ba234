import { describe, expect, it } from 'vitest';
import {
  dateTimeFormOf,
  hubInstantMs,
  isoToWallTime,
  readHubDateTime,
  sameHubInstant,
  wallTimeToHub,
} from './hub-time';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';

/** One instant (04:00 in São Paulo on 2027-05-26) in every form a hub writes it. */
const FORMS: [form: string, value: string, expected: string][] = [
  ['offset', '2027-05-26T04:00:00-03:00', '2027-05-26T04:00:00-03:00'],
  ['offset without colon', '2027-05-26T04:00:00-0300', '2027-05-26T04:00:00-03:00'],
  ['offset in hours', '2027-05-26T04:00:00-03', '2027-05-26T04:00:00-03:00'],
  ['another offset', '2027-05-26T09:00:00+02:00', '2027-05-26T04:00:00-03:00'],
  ['Z', '2027-05-26T07:00:00Z', '2027-05-26T04:00:00-03:00'],
  ['+00:00', '2027-05-26T07:00:00+00:00', '2027-05-26T04:00:00-03:00'],
  ['milliseconds', '2027-05-26T07:00:00.250Z', '2027-05-26T04:00:00.25-03:00'],
  ['microseconds', '2027-05-26T07:00:00.123456Z', '2027-05-26T04:00:00.123456-03:00'],
  ['zero microseconds', '2027-05-26T07:00:00.000000Z', '2027-05-26T04:00:00-03:00'],
  ['space', '2027-05-26 07:00:00Z', '2027-05-26T04:00:00-03:00'],
  ['space and offset', '2027-05-26 04:00:00 -03:00', '2027-05-26T04:00:00-03:00'],
  ['no offset: the hub zone', '2027-05-26 04:00:00', '2027-05-26T04:00:00-03:00'],
  ['no offset with T', '2027-05-26T04:00:00', '2027-05-26T04:00:00-03:00'],
  ['no offset, no seconds', '2027-05-26T04:00', '2027-05-26T04:00:00-03:00'],
  ['no offset, microseconds', '2027-05-26 04:00:00.000001', '2027-05-26T04:00:00.000001-03:00'],
  ['date: midnight in the hub zone', '2027-05-26', '2027-05-26T00:00:00-03:00'],
];

describe('readHubDateTime', () => {
  it.each(FORMS)('%s', (_form, value, expected) => {
    expect(readHubDateTime(value, SP)).toBe(expected);
  });

  it('reads a value without offset in the zone it is given, daylight saving included', () => {
    expect(readHubDateTime('2027-07-04 07:00:00', NY)).toBe('2027-07-04T07:00:00-04:00');
    expect(readHubDateTime('2027-01-04 07:00:00', NY)).toBe('2027-01-04T07:00:00-05:00');
    expect(readHubDateTime('2027-07-04T11:00:00Z', NY)).toBe('2027-07-04T07:00:00-04:00');
    expect(readHubDateTime('2027-03-14', NY)).toBe('2027-03-14T00:00:00-05:00');
  });

  it('refuses what is no date-time', () => {
    for (const value of [
      '',
      'soon',
      '2027-02-30',
      '2027-05-26T24:00:00',
      '2027-05-26T04:61:00Z',
      '2027-05-26Z',
      '26/05/2027 04:00',
      '2027-05-26T04:00:00+25:00',
    ])
      expect(readHubDateTime(value, SP), value).toBeNull();
  });

  it('names the form a hub used', () => {
    expect(dateTimeFormOf('2027-05-26T04:00:00-03:00')).toBe('offset');
    expect(dateTimeFormOf('2027-05-26T07:00:00.123456Z')).toBe('utc');
    expect(dateTimeFormOf('2027-05-26 04:00:00')).toBe('local');
    expect(dateTimeFormOf('2027-05-26')).toBe('date');
    expect(dateTimeFormOf('amanhã')).toBeNull();
  });
});

describe('instants', () => {
  it('compares to the microsecond, whatever the form', () => {
    expect(sameHubInstant('2027-05-26 04:00:00.123456', '2027-05-26T07:00:00.123456Z', SP)).toBe(
      true,
    );
    expect(sameHubInstant('2027-05-26T07:00:00.123456Z', '2027-05-26T07:00:00.123457Z', SP)).toBe(
      false,
    );
    expect(sameHubInstant('2027-05-26T07:00:00.5Z', '2027-05-26T04:00:00.500-03:00', SP)).toBe(
      true,
    );
    expect(sameHubInstant('soon', 'soon', SP)).toBe(false);
  });

  it('gives the epoch milliseconds, NaN for none', () => {
    expect(hubInstantMs('2027-05-26 04:00:00', SP)).toBe(Date.parse('2027-05-26T07:00:00Z'));
    expect(hubInstantMs(null, SP)).toBeNaN();
    expect(hubInstantMs('soon', SP)).toBeNaN();
  });
});

describe('a form round trip never moves an instant', () => {
  it.each(FORMS)('%s', (_form, value) => {
    const wall = isoToWallTime(value, SP)!;
    const sent = wallTimeToHub(wall, value, SP);
    expect(sameHubInstant(sent, value, SP)).toBe(true);
    expect(sent).toMatch(/[+-]\d{2}:\d{2}$/);
  });

  it('sends the new wall time with its offset once the person changes it', () => {
    expect(wallTimeToHub('2027-05-26T05:30', '2027-05-26T07:00:00.123456Z', SP)).toBe(
      '2027-05-26T05:30:00-03:00',
    );
    expect(wallTimeToHub('2027-11-07T01:30', null, NY)).toMatch(/^2027-11-07T01:30:00-0[45]:00$/);
  });

  it('shows the hub zone wall time, not the browser one', () => {
    expect(isoToWallTime('2027-05-26 04:00:00', SP)).toBe('2027-05-26T04:00');
    expect(isoToWallTime('2027-05-26T07:00:00.123456Z', SP)).toBe('2027-05-26T04:00');
    expect(isoToWallTime('soon', SP)).toBeNull();
    expect(isoToWallTime(null, SP)).toBeNull();
  });
});
