import { describe, expect, it } from 'vitest';
import type { Batch } from '@/contract/batches';
import type { HubEventLists } from '@/contract/event-sync';
import type { HubEvent } from '@/contract/events';
import type { LegalDiscount } from '@/contract/legal-discounts';
import type { Race } from '@/contract/races';
import type { RetentionPolicy } from '@/contract/retention';
import { checklistOf } from './checklist';

/* get_event's checklist: the review's checks (src/contract/event-checklist.ts) in English. */

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

const race = (id: number, name: string, starts_at: string) =>
  ({
    id,
    code: name,
    name,
    starts_at,
    type: 'road',
    status: 'active',
    results_status: 'pending',
  }) as Race;

const discount = (type: string) =>
  ({ type, discount_type: 'percent', value: 50, is_active: true }) as LegalDiscount;

const lists = (over: Partial<HubEventLists> = {}): HubEventLists => ({
  races: [
    race(10, '10K', '2027-03-14T07:00:00-03:00'),
    race(11, '5K', '2027-03-14T07:30:00-03:00'),
  ],
  batches: [
    {
      id: 100,
      name: '1º lote',
      is_active: true,
      starts_at: '2026-10-01T00:00:00-03:00',
      ends_at: '2027-03-10T23:59:00-03:00',
      race_prices: { '10': 9990, '11': 6990 },
    } as unknown as Batch,
  ],
  fields: [],
  discounts: [discount('senior'), discount('student'), discount('pcd')],
  retention: {
    rules: [{ percent: 100, anchor: 'event_date', offset_days: 10 }],
  } as RetentionPolicy,
  ...over,
});

const run = (over: Partial<HubEventLists> = {}) =>
  checklistOf({
    event,
    lists: lists(over),
    vacancies: {},
    prizeRuleCounts: {},
    now: new Date('2027-01-01T12:00:00Z'),
  });

describe('checklistOf', () => {
  it('finds nothing on a sound event', () => {
    expect(run()).toEqual({ items: [], skipped: [] });
  });

  it('says the review’s findings in English, with the tab that fixes them', () => {
    const { items } = run({
      races: [...lists().races, race(12, 'KIDS', '2027-09-14T07:30:00-03:00')],
    });
    expect(items).toEqual([
      {
        check: 'race-without-batch',
        severity: 'error',
        message: 'Race KIDS is in no batch: nobody can register for it.',
        fix_in: 'batches',
      },
      expect.objectContaining({ check: 'race-far-from-event', fix_in: 'races' }),
    ]);
  });

  it('says what an active event lacks and what is on the wrong day, in English', () => {
    const { items } = run({
      races: [
        { ...race(10, '10K', '2027-03-13T07:00:00-03:00'), categories_count: '0' } as Race,
        race(11, '5K', '2027-03-14T07:30:00-03:00'),
      ],
      batches: [{ ...lists().batches[0], race_prices: { '11': 6990 } } as Batch],
      retention: null,
    });
    expect(items.map(({ check, fix_in, message }) => ({ check, fix_in, message }))).toEqual([
      {
        check: 'race-without-batch',
        fix_in: 'batches',
        message: 'Race 10K is in no batch: nobody can register for it.',
      },
      {
        check: 'active-without-retention',
        fix_in: 'retention',
        message:
          'The event is active and has no retention rules: when and how much the organizer is paid is not set.',
      },
      {
        check: 'ranked-race-without-category',
        fix_in: 'races',
        message:
          'Race 10K is ranked but has no category: its results will have no groups to award.',
      },
      {
        check: 'race-on-other-day',
        fix_in: 'races',
        message:
          "Race 10K starts at 2027-03-13T07:00:00-03:00, another day than the event's (2027-03-14).",
      },
    ]);
    const empty = run({ races: [], batches: [] }).items.map((item) => item.check);
    expect(empty).toEqual(['active-without-races', 'active-without-open-batch']);
  });

  it('gives the law’s guidance, with its source', () => {
    const { items } = run({ discounts: [discount('student'), discount('pcd')] });
    expect(items).toEqual([
      {
        check: 'law-discount',
        severity: 'law',
        message: expect.stringMatching(/^There is no senior discount\. .*art\. 23/),
        fix_in: 'legal-discounts',
      },
    ]);
  });

  it('skips what a hub without the lists cannot say, the law included', () => {
    const blind = checklistOf({
      event,
      lists: null,
      vacancies: undefined,
      prizeRuleCounts: undefined,
      now: new Date(),
    });
    expect(blind.items).toEqual([]);
    expect(blind.skipped).toEqual(
      expect.arrayContaining(['race-without-batch', 'race-over-limit', 'law']),
    );
  });
});
