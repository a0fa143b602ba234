import { afterEach, describe, expect, it } from 'vitest';
import {
  makeBatch,
  makeEvent,
  makeField,
  makeLegalDiscount,
  makePrizeRule,
  makeRace,
  makeRetention,
} from '@/testing/web/hub-stub';
import { batchSchema } from '@/contract/batches';
import { eventSchema } from '@/contract/events';
import { importStatusSchema } from '@/contract/imports';
import { legalDiscountSchema } from '@/contract/legal-discounts';
import { prizeRuleSchema, raceSchema, vacancySchema } from '@/contract/races';
import { registrationFieldSchema } from '@/contract/registration-fields';
import { retentionPolicySchema } from '@/contract/retention';
import { readHubDateTime } from '@/contract/hub-time';
import { setHubReadingZone } from '@/contract/time-zone';

/*
 * What the spec leaves open, read by value (decisions.md, "Added 2026-11-27"): each resource as
 * the reference hub writes it, then rewritten as another hub may write it, reads to the same
 * value. One rewrite per open point, so a failure names it.
 */

const DATE_TIME_KEYS = /(_at)$/;

/** Every value of an object tree passed through `rewrite(key, value)`. */
function rewriteTree(value: unknown, rewrite: (key: string, value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteTree(item, rewrite));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, rewrite(key, rewriteTree(inner, rewrite))]),
    );
  return value;
}

const atDateTimes = (write: (iso: string) => string) => (key: string, value: unknown) =>
  DATE_TIME_KEYS.test(key) && typeof value === 'string' ? write(value) : value;

/** `2027-03-14T06:30:00-03:00` as the same instant in UTC, with microseconds. */
const utcMicro = (iso: string) => new Date(iso).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
/** ... in the hub's zone: `2027-03-14T06:30:00-03:00`. */
const inHubZone = (iso: string) => readHubDateTime(iso, 'America/Sao_Paulo')!;
/** ... as a SQL DATETIME: the wall time in the hub's zone alone. */
const localSql = (iso: string) =>
  inHubZone(iso)
    .replace(/[+-]\d{2}:\d{2}$/, '')
    .replace('T', ' ');

const DIALECTS: [name: string, rewrite: (key: string, value: unknown) => unknown][] = [
  ['UTC with microseconds', atDateTimes(utcMicro)],
  ['UTC with Z and milliseconds', atDateTimes((iso) => new Date(iso).toISOString())],
  ['plain local date-times', atDateTimes(localSql)],
  ['an offset without its colon', atDateTimes((iso) => inHubZone(iso).replace(/:(\d{2})$/, '$1'))],
  [
    'numbers as numeric strings',
    (_key, value) => (typeof value === 'number' ? String(value) : value),
  ],
  ['booleans as 0/1', (_key, value) => (typeof value === 'boolean' ? Number(value) : value)],
  [
    'extra fields',
    (_key, value) =>
      value && typeof value === 'object' && 'id' in value
        ? { ...value, deleted_at: null, uuid: 'a1b2', meta_x: { a: 1 } }
        : value,
  ],
];

const event = makeEvent({
  races: [makeRace(1, { id: 11, distance: 42.195, lap_distance: null })],
  batches: [makeBatch(1)],
  counters: { registrations: '12', results: null },
});
const RESOURCES: [name: string, schema: { parse: (v: unknown) => unknown }, wire: unknown][] = [
  ['event', eventSchema, event],
  ['race', raceSchema, makeRace(1, { distance: 21.0975, prize_rules: [makePrizeRule()] })],
  ['prize rule', prizeRuleSchema, makePrizeRule()],
  ['batch', batchSchema, makeBatch(1)],
  [
    'registration field',
    registrationFieldSchema,
    makeField(1, { type: 'select', options: [{ value: '38', label: '38' }] }),
  ],
  ['legal discount', legalDiscountSchema, makeLegalDiscount(1)],
  [
    'retention',
    retentionPolicySchema,
    makeRetention(1, [
      [33.33, -10],
      [66.67, 0],
    ]),
  ],
  [
    'import status',
    importStatusSchema,
    {
      import_id: 7,
      event_code: 'EV',
      source: 'csv',
      status: 'completed',
      summary: {
        total_received: 3,
        created: 2,
        updated: 1,
        conflicts: 0,
        errors: 0,
        duration_ms: 40,
      },
      started_at: '2027-03-14T06:30:00-03:00',
      finished_at: '2027-03-14T06:30:01.250-03:00',
    },
  ],
  [
    'vacancy',
    vacancySchema,
    {
      race_id: '12',
      registration_limit: '500',
      registrations_count: '123',
      vacancy: { available: 377, unlimited: false, percent_filled: 24.6, status: 'open' },
    },
  ],
];

afterEach(() => setHubReadingZone('America/Sao_Paulo'));

describe.each(DIALECTS)('a hub that writes %s', (_dialect, rewrite) => {
  it.each(RESOURCES)('reads the %s to the same value', (_name, schema, wire) => {
    const ours = schema.parse(wire) as object;
    const theirs = schema.parse(rewriteTree(wire, rewrite)) as Record<string, unknown>;
    expect(theirs).toMatchObject(ours);
  });
});

describe('what a hub may write in the open points', () => {
  it('reads a date-time without offset in the hub zone it is set to', () => {
    const race = makeRace(1, { starts_at: '2027-05-26T04:00:00-03:00' });
    expect(raceSchema.parse({ ...race, starts_at: '2027-05-26 04:00:00' }).starts_at).toBe(
      '2027-05-26T04:00:00-03:00',
    );
    setHubReadingZone('America/New_York');
    expect(raceSchema.parse({ ...race, starts_at: '2027-05-26 04:00:00' }).starts_at).toBe(
      '2027-05-26T04:00:00-04:00',
    );
    expect(raceSchema.parse(race).starts_at).toBe('2027-05-26T03:00:00-04:00');
  });

  it('keeps a date-time it cannot read as it came (shown as text)', () => {
    const race = makeRace(1);
    expect(raceSchema.parse({ ...race, starts_at: 'a definir' }).starts_at).toBe('a definir');
  });

  it('reads an event date written as a date-time as the day in the hub zone', () => {
    expect(eventSchema.parse({ ...makeEvent(), date: '2027-05-26 00:00:00' }).date).toBe(
      '2027-05-26',
    );
    expect(eventSchema.parse({ ...makeEvent(), date: '2027-05-26T02:00:00Z' }).date).toBe(
      '2027-05-25',
    );
  });

  it('takes any status word, and integers where the spec says string', () => {
    const race = raceSchema.parse({
      ...makeRace(1),
      status: 'open',
      results_status: 'final',
      code: 10,
      categories_count: 14,
    });
    expect(race).toMatchObject({ status: 'open', results_status: 'final', code: '10' });
    expect(race.categories_count).toBe('14');
    const vacancy = vacancySchema.parse({
      race_id: 12,
      registration_limit: 500,
      registrations_count: 123,
      vacancy: { available: '377', percent_filled: '24.6', status: 'available' },
    });
    expect(vacancy).toMatchObject({
      race_id: 12,
      registration_limit: 500,
      registrations_count: 123,
    });
    expect(vacancy.vacancy).toMatchObject({ available: 377, percent_filled: 24.6 });
  });

  it('reads an integer a decimal column wrote ("12.00"), and null where the spec allows it', () => {
    const batch = batchSchema.parse({
      ...makeBatch(1),
      max_installments: '12.00',
      max_quantity: null,
    });
    expect(batch.max_installments).toBe(12);
    expect(batch.max_quantity).toBeNull();
  });
});
