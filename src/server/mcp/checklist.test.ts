import { describe, expect, it } from 'vitest';
import type { CurrentEvent } from '@/contract/event-plan';
import type { HubEvent } from '@/contract/events';
import { checklistOf } from './checklist';

/* get_event's checklist: the review's checks on the configuration as the event file reads it. */

const event = {
  id: 1,
  code: 'EVT',
  name: 'Corrida',
  date: '2027-03-14',
  status: 'active',
  is_free: false,
  registration_open: true,
  registration_opens_at: '2026-10-01T00:00:00-03:00',
  registration_closes_at: '2027-03-10T23:59:00-03:00',
} as HubEvent;

const race = (code: string, starts_at: string) => ({ code, name: code, starts_at });

const current = (over: Partial<CurrentEvent> = {}): CurrentEvent => ({
  races: [race('10K', '2027-03-14T07:00:00-03:00'), race('5K', '2027-03-14T07:30:00-03:00')],
  batches: [
    {
      name: '1º lote',
      max_installments: 1,
      starts_at: '2026-10-01T00:00:00-03:00',
      ends_at: '2027-03-10T23:59:00-03:00',
      prices: { '10K': 9990, '5K': 6990 },
    },
  ],
  registration_fields: [],
  legal_discounts: [
    { type: 'senior', discount_type: 'percent', value: 50 },
    { type: 'student', discount_type: 'percent', value: 50 },
    { type: 'pcd', discount_type: 'percent', value: 50 },
  ],
  retention: [],
  ...over,
});

const checks = (over: Partial<CurrentEvent>, now = new Date('2027-01-01T12:00:00Z')) =>
  checklistOf({ event, current: current(over), vacancies: {}, now }).items.map((i) => i.check);

describe('checklistOf', () => {
  it('finds nothing on a sound event', () => {
    expect(checks({})).toEqual([]);
  });

  it('names races nobody can buy, free races in a paid event, late and stray batches', () => {
    const found = checks({
      races: [
        race('10K', '2027-03-14T07:00:00-03:00'),
        race('5K', '2027-03-14T07:30:00-03:00'),
        race('KIDS', '2027-09-14T07:30:00-03:00'),
      ],
      batches: [
        {
          name: 'tardio',
          max_installments: 1,
          starts_at: '2026-09-01T00:00:00-03:00',
          ends_at: '2027-03-15T00:00:00-03:00',
          prices: { '10K': 0, '5K': 6990 },
        },
      ],
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'race_without_batch',
        'zero_price',
        'batch_outside_registration',
        'batch_after_race_start',
        'race_far_from_event',
      ]),
    );
  });

  it('warns of money paid out while buyers may still withdraw (CDC art. 49)', () => {
    expect(checks({ retention: [{ percent: 100, offset_days: 0 }] })).toEqual(['withdrawal']);
    expect(checks({ retention: [{ percent: 100, offset_days: 7 }] })).toEqual([]);
  });

  it('gives the law’s guidance on a missing discount, and skips what the hub cannot list', () => {
    expect(checks({ legal_discounts: [] })).toEqual([
      'law_discount_senior',
      'law_discount_student',
      'law_discount_pcd',
    ]);
    const blind = checklistOf({
      event,
      current: { ...current(), races: null, batches: null },
      vacancies: null,
      now: new Date(),
    });
    expect(blind.skipped).toEqual(
      expect.arrayContaining(['race_without_batch', 'race_over_limit']),
    );
  });
});
