import { describe, expect, it } from 'vitest';
import { sampleEventConfig } from '@/testing/event-config';
import type { EventConfig } from './event-config';
import {
  planEventConfig,
  problemsByItem,
  shiftEventConfig,
  type CurrentEvent,
  type PlanItem,
} from './event-plan';
import { shiftInstant } from './hub-time';
import { sameValue } from './same-value';

const file = sampleEventConfig;

/** The hub as the file would leave it, in the file's shape (what `export` reads). */
const applied: CurrentEvent = {
  races: file.races.map((race) => ({ ...race, status: 'active', sort_order: null })),
  batches: file.batches.map((batch) => ({ ...batch, is_active: true })),
  registration_fields: file.registration_fields.map((field) => ({
    ...field,
    help_text: '',
    validation_rules: [],
  })),
  legal_discounts: [
    { type: 'senior', discount_type: 'percent', value: 50, enabled: true, requires_proof: true },
  ],
  retention: [
    { percent: 40, offset_days: 30 },
    { percent: 60, offset_days: 0 },
  ],
  categories: [],
  prize_rules: [],
};

const empty: CurrentEvent = {
  races: [],
  batches: [],
  registration_fields: [],
  legal_discounts: [],
  retention: [],
  categories: [],
  prize_rules: [],
};
const specOnly: CurrentEvent = {
  races: null,
  batches: null,
  registration_fields: null,
  legal_discounts: null,
  retention: null,
  categories: null,
  prize_rules: null,
};

const actions = (items: ReturnType<typeof planEventConfig>) =>
  items.map((item) => `${item.kind} ${item.key}: ${item.action}`);

describe('planEventConfig', () => {
  it('creates everything on an empty event, races before the batches that price them', () => {
    expect(actions(planEventConfig(file, empty))).toEqual([
      'race 21K: create',
      'race 5K: create',
      'batch 1º Lote: create',
      'registration_field camiseta: create',
      'legal_discounts legal_discounts: update',
      'retention retention: update',
    ]);
  });

  it('finds nothing to do where the hub already has the file, whatever the hub adds', () => {
    const plan = planEventConfig(file, applied);
    expect(plan.every((item) => item.action === 'unchanged')).toBe(true);
    expect(plan.flatMap((item) => item.differs)).toEqual([]);
  });

  it('reads an instant by its moment and a race code case aside', () => {
    const current: CurrentEvent = {
      ...applied,
      races: [
        { ...applied.races![0], code: '21k', starts_at: '2027-09-24T10:00:00Z' },
        applied.races![1],
      ],
    };
    expect(actions(planEventConfig(file, current)).slice(0, 2)).toEqual([
      'race 21K: unchanged',
      'race 5K: unchanged',
    ]);
  });

  it('reports a differing race or batch as not updatable, with the fields that differ', () => {
    const current: CurrentEvent = {
      ...applied,
      races: [{ ...applied.races![0], distance: 21 }, applied.races![1]],
      batches: [{ ...applied.batches![0], prices: { '21K': 14990, '5K': 8990 } }],
    };
    const plan = planEventConfig(file, current);
    expect(plan[0]).toEqual({
      kind: 'race',
      key: '21K',
      action: 'cannot_update',
      differs: [{ field: 'distance', before: 21, after: 21.0975 }],
    });
    expect(plan[2]).toEqual({
      kind: 'batch',
      key: '1º Lote',
      action: 'cannot_update',
      differs: [
        {
          field: 'prices',
          before: { '21K': 14990, '5K': 8990 },
          after: { '21K': 15990, '5K': 8990 },
        },
      ],
    });
  });

  it('updates a field with only what differs, and replaces discounts and retention', () => {
    const current: CurrentEvent = {
      ...applied,
      registration_fields: [{ ...applied.registration_fields![0], is_required: false }],
      legal_discounts: [{ type: 'senior', discount_type: 'percent', value: 30 }],
      retention: [{ percent: 100, offset_days: 0 }],
    };
    const plan = planEventConfig(file, current);
    expect(plan.slice(3)).toEqual([
      {
        kind: 'registration_field',
        key: 'camiseta',
        action: 'update',
        differs: [{ field: 'is_required', before: false, after: true }],
      },
      {
        kind: 'legal_discounts',
        key: 'legal_discounts',
        action: 'update',
        differs: [
          {
            field: 'legal_discounts',
            before: current.legal_discounts,
            after: file.legal_discounts,
          },
        ],
      },
      {
        kind: 'retention',
        key: 'retention',
        action: 'update',
        differs: [{ field: 'retention', before: current.retention, after: file.retention }],
      },
    ]);
  });

  it('leaves discounts and retention alone when the file does not name them', () => {
    const { legal_discounts: _d, retention: _r, ...rest } = file;
    expect(planEventConfig(rest, empty).map((item) => item.kind)).not.toContain('retention');
  });

  it('on a hub that cannot list, creates nothing unless told the event is empty', () => {
    expect(new Set(planEventConfig(file, specOnly).map((item) => item.action))).toEqual(
      new Set(['unknown']),
    );
    expect(actions(planEventConfig(file, specOnly, { assumeEmpty: true }))).toEqual(
      actions(planEventConfig(file, empty)),
    );
  });
});

describe('categories and prize rules', () => {
  const awards: EventConfig = {
    ...file,
    categories: [
      { race: '21K', name: 'M 18-29', type: 'age_group', sex: 'M', age_min: 18, age_max: 29 },
      { race: '21K', name: 'F 18-29', type: 'age_group', sex: 'F', age_min: 18, age_max: 29 },
      { race: '21K', name: 'PCD', type: 'pwd', is_pwd: true, modality: 'PCD' },
    ],
    prize_rules: [
      { race: '21K', seq: 1, ranking_type: 'overall', tipo_premiacao: 'trofeu', ranking_cut: 5 },
      { race: '5K', seq: 1, ranking_type: 'overall', tipo_premiacao: 'medalha', ranking_cut: 3 },
    ],
  };
  const withAwards: CurrentEvent = {
    ...applied,
    categories: awards.categories!.map((c) => ({ ...c, status: 'active', award_count: 3 })),
    prize_rules: awards.prize_rules!.map((r) => ({ ...r, status: 'active' })),
  };
  const awardActions = (plan: PlanItem[]) =>
    plan
      .filter((item) => item.kind === 'category' || item.kind === 'prize_rule')
      .map((item) => `${item.kind} ${item.race} ${item.key}: ${item.action}`);

  it("creates each race's categories and prize rules after the races, named by race", () => {
    expect(awardActions(planEventConfig(awards, empty))).toEqual([
      'category 21K M 18-29: create',
      'category 21K F 18-29: create',
      'category 21K PCD: create',
      'prize_rule 21K 1: create',
      'prize_rule 5K 1: create',
    ]);
    expect(
      planEventConfig(awards, empty)
        .map((item) => item.kind)
        .slice(-5, -4),
    ).toEqual(['category']);
  });

  it('finds them unchanged by race and name (case aside) or number, and updates what differs', () => {
    expect(
      awardActions(planEventConfig(awards, withAwards)).every((a) => a.endsWith('unchanged')),
    ).toBe(true);
    const current: CurrentEvent = {
      ...withAwards,
      categories: [
        { ...withAwards.categories![0], name: 'm 18-29', age_max: 34 },
        ...withAwards.categories!.slice(1),
      ],
      prize_rules: [withAwards.prize_rules![0], { ...withAwards.prize_rules![1], race: '5k' }],
    };
    const plan = planEventConfig(awards, current);
    expect(awardActions(plan)).toEqual([
      'category 21K M 18-29: update',
      'category 21K F 18-29: unchanged',
      'category 21K PCD: unchanged',
      'prize_rule 21K 1: unchanged',
      'prize_rule 5K 1: unchanged',
    ]);
    expect(plan.find((item) => item.key === 'M 18-29')!.differs).toEqual([
      { field: 'age_max', before: 34, after: 29 },
    ]);
  });

  it('leaves them behind on a hub that cannot create them, even when told the event is empty', () => {
    expect(awardActions(planEventConfig(awards, specOnly, { assumeEmpty: true }))).toEqual([
      'category 21K M 18-29: unsupported',
      'category 21K F 18-29: unsupported',
      'category 21K PCD: unsupported',
      'prize_rule 21K 1: unsupported',
      'prize_rule 5K 1: unsupported',
    ]);
  });
});

describe('a source that breaks a rule', () => {
  it('leaves behind each item that breaks one, with its problems, and what stands on it', () => {
    const broken: EventConfig = {
      ...file,
      races: [{ ...file.races[0], name: ' ' }, file.races[1]],
      retention: [
        { percent: 50, offset_days: -10 },
        { percent: 40, offset_days: 0 },
      ],
      categories: [{ race: '21K', name: 'Geral' }],
    };
    const plan = planEventConfig(broken, empty);
    expect(actions(plan)).toEqual([
      'race 21K: invalid',
      'race 5K: create',
      'batch 1º Lote: invalid',
      'registration_field camiseta: create',
      'legal_discounts legal_discounts: update',
      'retention retention: invalid',
      'category Geral: invalid',
    ]);
    expect(plan[0].problems).toEqual([{ field: 'name', message: 'Obrigatório' }]);
    expect(plan[2].problems).toEqual([{ field: '', message: 'A prova 21K fica para trás' }]);
    expect(plan[5].problems).toEqual([
      { field: '', message: 'As regras somam 90%, precisam somar 100%' },
    ]);
    expect(problemsByItem(broken).get('')).toBeUndefined();
  });

  it('keeps an item the hub already has as it is, broken or not: nothing to write', () => {
    const broken: EventConfig = { ...file, retention: [{ percent: 90, offset_days: 0 }] };
    const current: CurrentEvent = { ...applied, retention: [{ percent: 90, offset_days: 0 }] };
    expect(planEventConfig(broken, current).find((i) => i.kind === 'retention')!.action).toBe(
      'unchanged',
    );
  });
});

describe('sameValue', () => {
  it('takes absent, null, empty text and empty lists as one', () => {
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue([], undefined)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue(false, undefined)).toBe(false);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });

  it('compares date-times by the instant, in any form a hub writes, to the microsecond', () => {
    const start = '2027-05-26T04:00:00-03:00';
    for (const same of [
      '2027-05-26T07:00:00Z',
      '2027-05-26T07:00:00.000000Z',
      '2027-05-26 04:00:00',
      '2027-05-26T04:00:00.000-03:00',
    ])
      expect(sameValue(start, same), same).toBe(true);
    expect(sameValue(start, '2027-05-26T04:00:00.000001-03:00')).toBe(false);
    expect(sameValue('2027-05-26T07:00:00.123456Z', '2027-05-26T04:00:00.123456-03:00')).toBe(true);
    expect(sameValue('2027-05-26T07:00:00.123456Z', '2027-05-26T07:00:00.123457Z')).toBe(false);
  });

  it('compares numbers by value and words as written', () => {
    expect(sameValue(21.0975, '21.0975')).toBe(true);
    expect(sameValue('12', 12)).toBe(true);
    expect(sameValue(12, '12.5')).toBe(false);
    expect(sameValue(1, true)).toBe(false);
    expect(sameValue('enabled', 'enabled')).toBe(true);
    expect(sameValue('enabled', 'active')).toBe(false);
  });
});

const SAO_PAULO = 'America/Sao_Paulo';
const NEW_YORK = 'America/New_York';

describe('shifting dates', () => {
  it('moves a date-time by whole days, its wall time kept, across a leap day', () => {
    expect(shiftInstant('2027-09-24T07:00:00-03:00', 365, SAO_PAULO)).toBe(
      '2028-09-23T07:00:00-03:00',
    );
    expect(shiftInstant('2028-02-28T23:59:00-03:00', 1, SAO_PAULO)).toBe(
      '2028-02-29T23:59:00-03:00',
    );
    // Another form of the same instant: moved as the hub's zone reads it, fraction kept.
    expect(shiftInstant('2027-09-24T10:00:00.123456Z', 7, SAO_PAULO)).toBe(
      '2027-10-01T07:00:00.123456-03:00',
    );
    expect(shiftInstant('no date', 7, SAO_PAULO)).toBe('no date');
  });

  it('keeps a 07:00 start at 07:00 across the start of daylight saving', () => {
    // New York moves to -04:00 on 2027-03-14.
    expect(shiftInstant('2027-03-06T07:00:00-05:00', 7, NEW_YORK)).toBe(
      '2027-03-13T07:00:00-05:00',
    );
    expect(shiftInstant('2027-03-13T07:00:00-05:00', 7, NEW_YORK)).toBe(
      '2027-03-20T07:00:00-04:00',
    );
    expect(shiftInstant('2027-03-20T07:00:00-04:00', -14, NEW_YORK)).toBe(
      '2027-03-06T07:00:00-05:00',
    );
  });

  it('keeps a 07:00 start at 07:00 across the end of daylight saving', () => {
    // New York goes back to -05:00 on 2027-11-07.
    expect(shiftInstant('2027-10-31T07:00:00-04:00', 7, NEW_YORK)).toBe(
      '2027-11-07T07:00:00-05:00',
    );
    expect(shiftInstant('2027-11-07T07:00:00-05:00', -7, NEW_YORK)).toBe(
      '2027-10-31T07:00:00-04:00',
    );
    // A year on, from before the change to after it.
    expect(shiftInstant('2026-11-01T00:30:00-04:00', 371, NEW_YORK)).toBe(
      '2027-11-07T00:30:00-04:00',
    );
  });

  it('moves races and batch windows by the days between the two events', () => {
    const shifted = shiftEventConfig(file, '2028-09-22', SAO_PAULO);
    expect(shifted.event).toEqual({ ...file.event, date: '2028-09-22' });
    expect(shifted.races.map((race) => race.starts_at)).toEqual([
      '2028-09-22T07:00:00-03:00',
      '2028-09-22T07:30:00-03:00',
    ]);
    expect(shifted.batches[0]).toMatchObject({
      starts_at: '2028-02-28T00:00:00-03:00',
      ends_at: '2028-06-28T23:59:00-03:00',
    });
    expect(
      shiftEventConfig(
        { ...file, batches: [{ ...file.batches[0], ends_at: null }] },
        '2028-09-22',
        SAO_PAULO,
      ).batches[0].ends_at,
    ).toBeNull();
  });

  it("moves a file in the hub's zone: New York's race starts and windows keep their wall time", () => {
    const march: typeof file = {
      ...file,
      event: { ...file.event, date: '2027-03-13' },
      races: [{ ...file.races[1], starts_at: '2027-03-13T07:00:00-05:00' }],
      batches: [
        {
          ...file.batches[0],
          prices: { '5K': 8990 },
          starts_at: '2026-11-01T00:00:00-04:00',
          ends_at: '2027-03-10T23:59:00-05:00',
        },
      ],
    };
    const shifted = shiftEventConfig(march, '2028-03-18', NEW_YORK);
    expect(shifted.races[0].starts_at).toBe('2028-03-18T07:00:00-04:00');
    expect(shifted.batches[0]).toMatchObject({
      starts_at: '2027-11-07T00:00:00-04:00',
      ends_at: '2028-03-15T23:59:00-04:00',
    });
  });
});
