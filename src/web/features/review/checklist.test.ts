import { describe, expect, it } from 'vitest';
import type { Batch } from '@/contract/batches';
import type { Race, Vacancy } from '@/contract/races';
import type { RegistrationField } from '@/contract/registration-fields';
import type { RetentionPolicy } from '@/contract/retention';
import { makeBatch, makeEvent, makeField, makeRace } from '@/testing/web/hub-stub';
import {
  CHECKLIST_CHECKS,
  runChecklist,
  type ChecklistCheck,
  type ChecklistInput,
} from './checklist';

const NOW = new Date('2027-02-01T12:00:00-03:00');

const race = (overrides: Partial<Race> = {}) =>
  makeRace(1, { id: 10, sort_order: 1, starts_at: '2027-04-21T07:00:00-03:00', ...overrides });

const batch = (overrides: Partial<Batch> = {}): Batch =>
  makeBatch(1, {
    id: 100,
    ends_at: '2027-03-31T23:59:00-03:00',
    sort_order: 1,
    race_prices: { '10': 9990 },
    ...overrides,
  });

const field = (overrides: Partial<RegistrationField> = {}): RegistrationField =>
  makeField(1, {
    id: 7,
    key: 'camiseta',
    label: 'Tamanho da camiseta',
    type: 'select',
    options: [{ value: 'M', label: 'M' }],
    is_required: true,
    ...overrides,
  });

function retention(percents: number[]): RetentionPolicy {
  return {
    id: 1,
    hub_id: 1,
    event_id: 1,
    scope: 'event',
    status: 'active',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    rules: percents.map((percent, i) => ({
      id: i + 1,
      percent,
      anchor: 'event_date',
      offset_days: i * 5,
    })),
  };
}

function vacancy(limit: number | null, count: number): Vacancy {
  return {
    race_id: 10,
    registration_limit: limit,
    registrations_count: count,
    vacancy: { available: null, unlimited: limit === null, percent_filled: null, status: 'open' },
  };
}

/** A well configured event: no rule fires. */
function healthy(overrides: Partial<ChecklistInput> = {}): ChecklistInput {
  return {
    event: makeEvent({
      is_free: false,
      registration_open: true,
      registration_opens_at: '2026-12-01T00:00:00-03:00',
      registration_closes_at: '2027-04-10T23:59:00-03:00',
    }),
    races: [race()],
    batches: [batch()],
    fields: [field()],
    retention: retention([30, 40, 30]),
    vacancies: { '10': vacancy(500, 120) },
    now: NOW,
    ...overrides,
  };
}

const found = (input: ChecklistInput, check: ChecklistCheck) =>
  runChecklist(input).items.filter((item) => item.check === check);

describe('configuration checklist', () => {
  it('passes a well configured event with every check run', () => {
    expect(runChecklist(healthy())).toEqual({ items: [], skipped: [] });
  });

  it('flags a race no batch covers', () => {
    const input = healthy({ races: [race(), race({ id: 11, name: 'Trail 8K' })] });
    expect(found(input, 'race-without-batch')).toEqual([
      expect.objectContaining({
        id: 'race-without-batch:11',
        severity: 'error',
        tab: 'batches',
        messageKey: 'review.check.raceWithoutBatch',
        params: { race: 'Trail 8K' },
      }),
    ]);
    expect(found(healthy(), 'race-without-batch')).toEqual([]);
  });

  it('flags a batch selling outside the registration window', () => {
    const early = batch({ name: 'Pré-venda', starts_at: '2026-11-01T00:00:00-03:00' });
    expect(found(healthy({ batches: [early] }), 'batch-outside-registration')).toEqual([
      expect.objectContaining({ severity: 'warning', params: { batch: 'Pré-venda' } }),
    ]);
    const late = batch({ ends_at: '2027-04-15T00:00:00-03:00' });
    expect(found(healthy({ batches: [late] }), 'batch-outside-registration')).toHaveLength(1);
    expect(found(healthy(), 'batch-outside-registration')).toEqual([]);
  });

  it('flags a batch still selling after its race starts', () => {
    const late = batch({ ends_at: '2027-04-21T09:00:00-03:00' });
    expect(found(healthy({ batches: [late] }), 'batch-after-race-start')).toEqual([
      expect.objectContaining({
        severity: 'error',
        params: { batch: '1º Lote', race: 'Corrida 10K' },
      }),
    ]);
    const openEnded = batch({ ends_at: null });
    expect(found(healthy({ batches: [openEnded] }), 'batch-after-race-start')).toHaveLength(1);
    expect(found(healthy(), 'batch-after-race-start')).toEqual([]);
  });

  it('flags overlapping windows of batches of the same race only', () => {
    const second = batch({
      id: 101,
      name: '2º Lote',
      starts_at: '2027-03-15T00:00:00-03:00',
      ends_at: '2027-04-05T23:59:00-03:00',
    });
    expect(found(healthy({ batches: [batch(), second] }), 'batch-overlap')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        params: { first: '1º Lote', second: '2º Lote', races: 'Corrida 10K' },
      }),
    ]);
    const otherRace = { ...second, race_prices: { '11': 5000 } };
    expect(found(healthy({ batches: [batch(), otherRace] }), 'batch-overlap')).toEqual([]);
    const consecutive = { ...second, starts_at: '2027-04-01T00:00:00-03:00' };
    expect(found(healthy({ batches: [batch(), consecutive] }), 'batch-overlap')).toEqual([]);
  });

  it('flags a zero price on a paid event, not on a free one', () => {
    const zero = batch({ race_prices: { '10': 0 } });
    expect(found(healthy({ batches: [zero] }), 'zero-price-paid-event')).toEqual([
      expect.objectContaining({ params: { batch: '1º Lote', races: 'Corrida 10K' } }),
    ]);
    const free = healthy({ batches: [zero], event: makeEvent({ is_free: true }) });
    expect(found(free, 'zero-price-paid-event')).toEqual([]);
    expect(found(healthy(), 'zero-price-paid-event')).toEqual([]);
  });

  it('flags select and multiselect fields without options', () => {
    const fields = [
      field({ id: 1, label: 'Camiseta', options: [] }),
      field({ id: 2, label: 'Interesses', type: 'multiselect', options: null }),
      field({ id: 3, label: 'Equipe', type: 'text', options: [] }),
    ];
    expect(found(healthy({ fields }), 'select-without-options').map((i) => i.params)).toEqual([
      { field: 'Camiseta' },
      { field: 'Interesses' },
    ]);
    expect(found(healthy(), 'select-without-options')).toEqual([]);
  });

  it('flags retention rules that do not total 100 %', () => {
    expect(found(healthy({ retention: retention([30, 40]) }), 'retention-incomplete')).toEqual([
      expect.objectContaining({ tab: 'retention', params: { total: 70 } }),
    ]);
    expect(
      found(healthy({ retention: retention([33.33, 33.33, 33.34]) }), 'retention-incomplete'),
    ).toEqual([]);
    // No override: the hub's default policy applies.
    expect(found(healthy({ retention: null }), 'retention-incomplete')).toEqual([]);
  });

  it('flags open registration with no active batch selling now', () => {
    const later = batch({
      id: 101,
      starts_at: '2027-03-01T00:00:00-03:00',
      ends_at: '2027-03-31T23:59:00-03:00',
    });
    const inactive = batch({ is_active: false });
    const ended = batch({ ends_at: '2027-01-15T00:00:00-03:00' });
    for (const batches of [
      [inactive, later],
      [ended, later],
    ])
      expect(found(healthy({ batches }), 'open-without-active-batch')).toHaveLength(1);
    const closed = healthy({
      batches: [inactive],
      event: makeEvent({ registration_open: false, status: 'inactive' }),
    });
    expect(found(closed, 'open-without-active-batch')).toEqual([]);
    expect(found(healthy(), 'open-without-active-batch')).toEqual([]);
    // Nothing ahead at all on an active event: the stronger error says it alone.
    const nothing = runChecklist(healthy({ batches: [ended] })).items.map((item) => item.check);
    expect(nothing).toContain('active-without-open-batch');
    expect(nothing).not.toContain('open-without-active-batch');
  });

  it('flags an active event with no race or no batch selling now or later', () => {
    expect(found(healthy({ races: [], batches: [] }), 'active-without-races')).toEqual([
      expect.objectContaining({ severity: 'error', tab: 'races', params: {} }),
    ]);
    const ended = batch({ ends_at: '2027-01-15T00:00:00-03:00' });
    const inactive = batch({ is_active: false });
    for (const batches of [[], [ended], [inactive]])
      expect(found(healthy({ batches }), 'active-without-open-batch')).toEqual([
        expect.objectContaining({
          severity: 'error',
          tab: 'batches',
          messageKey: 'review.check.activeWithoutOpenBatch',
        }),
      ]);
    // One opening later is enough; so is one selling now.
    const later = batch({ starts_at: '2027-03-01T00:00:00-03:00' });
    expect(found(healthy({ batches: [later] }), 'active-without-open-batch')).toEqual([]);
    expect(found(healthy(), 'active-without-open-batch')).toEqual([]);
    // Not an active event, or one already past: nothing to sell.
    const inactiveEvent = makeEvent({ status: 'inactive' });
    expect(
      runChecklist(healthy({ event: inactiveEvent, races: [], batches: [] })).items.map(
        (item) => item.check,
      ),
    ).not.toContain('active-without-races');
    expect(
      found(healthy({ event: inactiveEvent, batches: [ended] }), 'active-without-open-batch'),
    ).toEqual([]);
    const past = healthy({ batches: [ended], now: new Date('2027-04-22T12:00:00-03:00') });
    expect(found(past, 'active-without-open-batch')).toEqual([]);
  });

  it('flags an active event without retention rules', () => {
    for (const policy of [null, retention([])])
      expect(found(healthy({ retention: policy }), 'active-without-retention')).toEqual([
        expect.objectContaining({
          severity: 'error',
          tab: 'retention',
          messageKey: 'review.check.activeWithoutRetention',
        }),
      ]);
    const inactive = healthy({ retention: null, event: makeEvent({ status: 'inactive' }) });
    expect(found(inactive, 'active-without-retention')).toEqual([]);
    const free = healthy({ retention: null, event: makeEvent({ is_free: true }) });
    expect(found(free, 'active-without-retention')).toEqual([]);
  });

  it('flags a ranked race without categories on an active event', () => {
    const bare = race({ name: 'Meia 21K', categories_count: '0' });
    expect(found(healthy({ races: [bare] }), 'ranked-race-without-category')).toEqual([
      expect.objectContaining({
        id: 'ranked-race-without-category:10',
        severity: 'error',
        tab: 'races',
        params: { race: 'Meia 21K' },
      }),
    ]);
    const listed = race({ categories: [], categories_count: undefined });
    expect(found(healthy({ races: [listed] }), 'ranked-race-without-category')).toHaveLength(1);
    // Unranked, or a hub that does not say how many: nothing to flag.
    const unranked = race({ categories_count: '0', sem_classificacao: true });
    const unknown = race({ categories_count: undefined, categories: undefined });
    for (const one of [unranked, unknown])
      expect(found(healthy({ races: [one] }), 'ranked-race-without-category')).toEqual([]);
    const inactive = healthy({ races: [bare], event: makeEvent({ status: 'inactive' }) });
    expect(found(inactive, 'ranked-race-without-category')).toEqual([]);
  });

  it("flags a race starting on another day than the event's, in the hub's zone", () => {
    const event = makeEvent({ date: '2027-04-21' });
    const at = (starts_at: string) =>
      found(
        healthy({ races: [race({ starts_at, name: 'Trail 8K' })], event }),
        'race-on-other-day',
      );
    expect(at('2027-04-20T07:00:00-03:00')).toEqual([
      expect.objectContaining({
        id: 'race-on-other-day:10',
        severity: 'warning',
        tab: 'races',
        params: { race: 'Trail 8K', date: '2027-04-20T07:00:00-03:00', eventDate: '2027-04-21' },
      }),
    ]);
    // 01:30 UTC on the 22nd is 22:30 on the 21st in São Paulo: the event's day.
    expect(at('2027-04-22T01:30:00Z')).toEqual([]);
    // 03:30 UTC on the 21st is 00:30 there, the event's day; 02:30 UTC is still the 20th.
    expect(at('2027-04-21T03:30:00Z')).toEqual([]);
    expect(at('2027-04-21T02:30:00Z')).toHaveLength(1);
    // Far away is race-far-from-event's error, not also this warning.
    expect(at('2020-01-01T07:00:00-03:00')).toEqual([]);
  });

  it('flags a batch that ends after the event starts, naming the batch', () => {
    const other = race({ id: 11, name: 'Trail 8K', starts_at: '2027-04-21T06:00:00-03:00' });
    // It sells the 10K (07:00) until 06:30: before its race, after the event's first start.
    const late = batch({ name: 'Lote final', ends_at: '2027-04-21T06:30:00-03:00' });
    const input = healthy({
      races: [race(), other],
      batches: [late, batch({ id: 101, race_prices: { '11': 5000 } })],
    });
    expect(found(input, 'batch-after-event-start')).toEqual([
      expect.objectContaining({
        id: 'batch-after-event-start:100',
        severity: 'warning',
        tab: 'batches',
        params: { batch: 'Lote final' },
      }),
    ]);
    // The event's date moved earlier without its races: its day's first minute is the start.
    const moved = healthy({ event: makeEvent({ date: '2027-03-20' }) });
    expect(found(moved, 'batch-after-event-start')).toEqual([
      expect.objectContaining({ params: { batch: '1º Lote' } }),
    ]);
    // Past its own race's start it is batch-after-race-start's error alone.
    const pastOwn = healthy({ batches: [batch({ ends_at: '2027-04-21T09:00:00-03:00' })] });
    expect(found(pastOwn, 'batch-after-event-start')).toEqual([]);
    expect(found(healthy(), 'batch-after-event-start')).toEqual([]);
  });

  it('flags races over their limit', () => {
    const over = healthy({ vacancies: { '10': vacancy(500, 512) } });
    expect(found(over, 'race-over-limit')).toEqual([
      expect.objectContaining({ params: { race: 'Corrida 10K', count: 512, limit: 500 } }),
    ]);
    expect(found(healthy({ vacancies: { '10': vacancy(500, 500) } }), 'race-over-limit')).toEqual(
      [],
    );
    expect(found(healthy({ vacancies: { '10': vacancy(null, 9000) } }), 'race-over-limit')).toEqual(
      [],
    );
  });

  it('flags a race that starts far from the event (a typo in the year)', () => {
    const typo = race({ starts_at: '2020-01-01T07:00:00-03:00' });
    const input = healthy({ races: [typo], event: makeEvent({ date: '2027-04-21' }) });
    expect(found(input, 'race-far-from-event')).toEqual([
      expect.objectContaining({
        severity: 'error',
        tab: 'races',
        params: { race: 'Corrida 10K', date: '2020-01-01T07:00:00-03:00', eventDate: '2027-04-21' },
      }),
    ]);
    const sameWeekend = healthy({ event: makeEvent({ date: '2027-04-20' }) });
    expect(found(sameWeekend, 'race-far-from-event')).toEqual([]);
  });

  it('flags a start by the race form’s own window: what the form accepts, the review accepts', () => {
    const event = makeEvent({ date: '2027-04-21' });
    const at = (starts_at: string) =>
      found(healthy({ races: [race({ starts_at })], event }), 'race-far-from-event');
    // A stage a month before the event (a circuit): accepted by the form, so not an error here.
    expect(at('2027-03-21T07:00:00-03:00')).toEqual([]);
    // The last day of the form's window on either side, and the day after it.
    expect(at('2027-01-21T07:00:00-03:00')).toEqual([]);
    expect(at('2027-07-20T18:00:00-03:00')).toEqual([]);
    expect(at('2027-01-20T07:00:00-03:00')).toHaveLength(1);
    expect(at('2027-07-21T07:00:00-03:00')).toHaveLength(1);
  });

  it('flags a kids race that is ranked', () => {
    const kids = race({ type: 'kids', name: 'Kids 500 m' });
    expect(found(healthy({ races: [kids] }), 'kids-race-ranked')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        tab: 'races',
        params: { race: 'Kids 500 m' },
      }),
    ]);
    const unranked = race({ type: 'kids', sem_classificacao: true });
    expect(found(healthy({ races: [unranked] }), 'kids-race-ranked')).toEqual([]);
  });

  it("names a status word it cannot read the meaning of, the hub's word as it came", () => {
    const event = makeEvent({ status: 'open' });
    const foreign = race({ name: '10K', status: 'enabled', results_status: 'final' });
    expect(found(healthy({ event }), 'unknown-event-status')).toEqual([
      expect.objectContaining({ severity: 'warning', params: { word: 'open' } }),
    ]);
    expect(found(healthy({ races: [foreign] }), 'unknown-race-status')).toEqual([
      expect.objectContaining({ tab: 'races', params: { race: '10K', word: 'enabled' } }),
      expect.objectContaining({ params: { race: '10K', word: 'final' } }),
    ]);
    expect(found(healthy(), 'unknown-race-status')).toEqual([]);
  });

  it('lists the checks that could not run on a hub without the reads', () => {
    const specOnly = runChecklist({
      event: makeEvent(),
      races: undefined,
      batches: undefined,
      fields: undefined,
      retention: undefined,
      vacancies: undefined,
      now: NOW,
    });
    expect(specOnly.items).toEqual([]);
    // Only the event's own status word is read from the event alone.
    expect(specOnly.skipped.map((s) => s.check)).toEqual(
      CHECKLIST_CHECKS.filter((check) => check !== 'unknown-event-status'),
    );
    expect(specOnly.skipped.find((s) => s.check === 'race-over-limit')).toEqual({
      check: 'race-over-limit',
      messageKey: 'review.title.raceOverLimit',
      missing: ['races', 'vacancies'],
    });

    const withoutVacancies = runChecklist(healthy({ vacancies: undefined }));
    expect(withoutVacancies.skipped.map((s) => s.check)).toEqual(['race-over-limit']);
  });
});
