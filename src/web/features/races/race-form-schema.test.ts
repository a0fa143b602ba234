import { describe, expect, it } from 'vitest';
import { INT4_MAX } from '@/contract/limits';
import { sameHubInstant } from '@/contract/hub-time';
import { raceSchema as raceSchemaOfHub } from '@/contract/races';
import { hubDateForms } from '@/testing/hub-date-forms';
import { makeRace } from '@/testing/web/hub-stub';
import {
  emptyRaceForm,
  raceFormSchema,
  raceToForm,
  toUpdateBody,
  type RaceFormValues,
} from './race-form-schema';

const timeZone = 'America/Sao_Paulo';
/** The fields with an error (the form shows one message per field). */
const paths = (error: { issues: { path: PropertyKey[] }[] } | undefined) => [
  ...new Set((error?.issues ?? []).map((i) => i.path.join('.'))),
];
const raceSchema = raceFormSchema({
  timeZone,
  typedModalities: false,
  messages: { required: 'Obrigatório', modalityIds: 'Ids' },
});
const raceErrors = (values: Partial<RaceFormValues>) => {
  const parsed = raceSchema.safeParse({
    ...emptyRaceForm(),
    name: 'Prova',
    starts_at: '2027-03-14T06:30',
    ...values,
  });
  return paths(parsed.error);
};

describe('the race form refuses what the hub refuses, on the same field', () => {
  it('race form: int4 numbers, distances, years and all-digit codes', () => {
    expect(raceErrors({ registration_limit: INT4_MAX })).toEqual([]);
    expect(raceErrors({ registration_limit: INT4_MAX + 1 })).toEqual(['registration_limit']);
    expect(raceErrors({ sort_order: INT4_MAX + 1 })).toEqual(['sort_order']);
    expect(raceErrors({ scoring_type: 'fixed_time', duration_minutes: INT4_MAX + 1 })).toEqual([
      'duration_minutes',
    ]);
    expect(raceErrors({ distance: 1e308 })).toEqual(['distance']);
    expect(raceErrors({ starts_at: '9999-03-14T06:30' })).toEqual(['starts_at']);
    expect(raceErrors({ code: '2027' })).toEqual(['code']);
    expect(raceErrors({ name: 'Prova \ud800' })).toEqual(['name']);
  });
});

describe('a race saved unchanged keeps the instant the hub gave', () => {
  it.each(hubDateForms('2027-05-26 04:00:00', timeZone))('%s', (_form, value) => {
    const race = raceSchemaOfHub.parse({ ...makeRace(1), starts_at: value });
    const values = raceToForm(race, timeZone, false);
    expect(values.starts_at).toBe('2027-05-26T04:00');
    const body = raceFormSchema({
      timeZone,
      typedModalities: false,
      messages: { required: 'Obrigatório', modalityIds: 'Ids' },
      original: race,
    }).parse(values);
    expect(sameHubInstant(body.starts_at, value, timeZone)).toBe(true);
    expect(body.starts_at).toMatch(/[+-]\d{2}:\d{2}$/);
  });
});

describe("a race in a hub's own words", () => {
  it('saves unchanged without sending or clearing the words the console does not know', () => {
    const race = raceSchemaOfHub.parse({
      ...makeRace(1),
      status: 'enabled',
      type: 'road_running',
      scoring_type: 'chip',
    });
    const values = raceToForm(race, timeZone, false);
    expect(values).toMatchObject({ status: 'enabled', type: 'road_running', scoring_type: 'chip' });
    const body = raceFormSchema({
      timeZone,
      typedModalities: false,
      messages: { required: 'Obrigatório', modalityIds: 'Ids' },
      original: race,
    }).parse(values);
    // What goes on the wire (JSON leaves undefined out).
    const update = JSON.parse(JSON.stringify(toUpdateBody(body, race))) as object;
    expect(update).not.toHaveProperty('status');
    expect(update).not.toHaveProperty('type');
    expect(update).not.toHaveProperty('scoring_type');
    // A known word the person picks is sent, and an emptied known type is cleared.
    const picked = raceSchema.parse({ ...values, status: 'inactive', type: null });
    expect(toUpdateBody(picked, race)).toMatchObject({ status: 'inactive' });
    expect(toUpdateBody(picked, { type: 'road' })).toMatchObject({ type: null });
  });
});
