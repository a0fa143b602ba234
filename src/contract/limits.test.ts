import { describe, expect, test } from 'vitest';
import type { z } from 'zod/mini';
import { batchCreateSchema } from './batches';
import { idOrCode, paginationQuerySchema } from './common';
import { isCanonicalId } from './ids';
import { legalDiscountsPutSchema } from './legal-discounts';
import { eventListQuerySchema } from './events';
import {
  BIB_MAX,
  CATEGORY_MAX,
  CHECKPOINT_NAME_MAX,
  DISTANCE_MAX_KM,
  EMAIL_MAX,
  EVENT_SEARCH_MAX,
  EVENT_STATUS_FILTER_MAX,
  EXTERNAL_ID_MAX,
  ID_OR_CODE_MAX,
  INT4_MAX,
  KIT_QR_PAYLOAD_MAX,
  MEDICAL_LINK_MAX,
  MODALITY_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  RACE_TIME_MAX_MS,
  RETENTION_OFFSET_DAYS_MAX,
  SIGN_IN_KEY_MAX,
  SPLITS_MAX,
  TEAM_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from './limits';
import { raceCodeBase, raceCreateSchema } from './races';
import { registrationFieldCreateSchema, registrationFieldPatchSchema } from './registration-fields';
import { registrationDeleteQuerySchema, registrationImportItemSchema } from './registrations';
import { resultImportItemSchema, resultImportRequestSchema } from './results';
import { retentionPutSchema } from './retention';
import { sessionCreateSchema } from './session';
import { msToRaceTime } from './time';

/** The paths a schema refuses `value` on (empty when it accepts it). */
const refusedAt = (schema: z.ZodMiniType, value: unknown): string[] => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.path.join('.')))];
};

const race = { name: 'Prova', starts_at: '2027-03-14T06:30:00-03:00' };
const batch = { name: 'Lote', max_installments: 1, race_prices: { '7': 1000 } };
const LONE = 'Ana \ud800';

describe('int4 columns: 0..2,147,483,647', () => {
  test.each([
    ['registration_limit', raceCreateSchema, race],
    ['sort_order', raceCreateSchema, race],
    ['duration_minutes', raceCreateSchema, { ...race, scoring_type: 'fixed_time' }],
    ['lap_count', raceCreateSchema, { ...race, scoring_type: 'laps', lap_distance: 1 }],
    ['sort_order', registrationFieldPatchSchema, {}],
  ] as const)('%s', (field, schema, base) => {
    expect(refusedAt(schema, { ...base, [field]: INT4_MAX })).toEqual([]);
    expect(refusedAt(schema, { ...base, [field]: INT4_MAX + 1 })).toEqual([field]);
  });

  test('prices, discounts, places and ids', () => {
    expect(refusedAt(batchCreateSchema, { ...batch, race_prices: { '7': INT4_MAX } })).toEqual([]);
    expect(refusedAt(batchCreateSchema, { ...batch, race_prices: { '7': INT4_MAX + 1 } })).toEqual([
      'race_prices.7',
    ]);
    const discount = (value: number, discount_type = 'fixed') => ({
      discounts: [{ type: 'pcd', discount_type, value }],
    });
    expect(refusedAt(legalDiscountsPutSchema, discount(INT4_MAX))).toEqual([]);
    expect(refusedAt(legalDiscountsPutSchema, discount(INT4_MAX + 1))).toEqual([
      'discounts.0.value',
    ]);
    expect(refusedAt(legalDiscountsPutSchema, discount(101, 'percent'))).toEqual([
      'discounts.0.value',
    ]);
    const result = { bib: '1', net_time: '00:40:00' };
    for (const field of ['overall_position', 'category_position', 'modality_id']) {
      expect(refusedAt(resultImportItemSchema, { ...result, [field]: INT4_MAX })).toEqual([]);
      expect(refusedAt(resultImportItemSchema, { ...result, [field]: INT4_MAX + 1 })).toEqual([
        field,
      ]);
    }
    expect(
      refusedAt(resultImportRequestSchema, { results: [result], modality_id: INT4_MAX + 1 }),
    ).toEqual(['modality_id']);
    expect(refusedAt(raceCreateSchema, { ...race, default_modality_id: INT4_MAX + 1 })).toEqual([
      'default_modality_id',
    ]);
    expect(refusedAt(raceCreateSchema, { ...race, modality_ids: [1, INT4_MAX + 1] })).toEqual([
      'modality_ids.1',
    ]);
    expect(refusedAt(batchCreateSchema, { ...batch, max_quantity: INT4_MAX + 1 })).toEqual([
      'max_quantity',
    ]);
  });

  test('retention offsets: at most ten years after the event, any offset before it', () => {
    const rules = (offset_days: number) => ({ rules: [{ percent: 100, offset_days }] });
    expect(refusedAt(retentionPutSchema, rules(RETENTION_OFFSET_DAYS_MAX))).toEqual([]);
    expect(refusedAt(retentionPutSchema, rules(RETENTION_OFFSET_DAYS_MAX + 1))).toEqual([
      'rules.0.offset_days',
    ]);
    expect(refusedAt(retentionPutSchema, rules(INT4_MAX + 1))).toEqual(['rules.0.offset_days']);
    expect(refusedAt(retentionPutSchema, rules(-INT4_MAX))).toEqual([]);
  });

  test('query parameters', () => {
    expect(refusedAt(registrationDeleteQuerySchema, { race_id: String(INT4_MAX) })).toEqual([]);
    expect(refusedAt(registrationDeleteQuerySchema, { race_id: String(INT4_MAX + 1) })).toEqual([
      'race_id',
    ]);
    expect(refusedAt(paginationQuerySchema, { page: String(INT4_MAX) })).toEqual([]);
    expect(refusedAt(paginationQuerySchema, { page: String(INT4_MAX + 1) })).toEqual(['page']);
  });
});

describe('race_prices keys are canonical decimal ids', () => {
  test.each(['09', '0', '-1', '1.0', '1e3', ' 7', String(INT4_MAX + 1), 'x'])('%j', (key) => {
    expect(refusedAt(batchCreateSchema, { ...batch, race_prices: { [key]: 100 } })).toEqual([
      `race_prices.${key}`,
    ]);
  });
  test('the id helper', () => {
    expect(['1', '9', '10', String(INT4_MAX)].every(isCanonicalId)).toBe(true);
    expect(['', '0', '01', String(INT4_MAX + 1), '12345678901'].some(isCanonicalId)).toBe(false);
  });
});

describe('distances: finite, at most 1000 km', () => {
  test.each(['distance', 'lap_distance'])('%s', (field) => {
    const base = field === 'lap_distance' ? { ...race, scoring_type: 'laps', lap_count: 2 } : race;
    expect(refusedAt(raceCreateSchema, { ...base, [field]: DISTANCE_MAX_KM })).toEqual([]);
    for (const value of [DISTANCE_MAX_KM + 0.001, 1e308, Infinity, NaN])
      expect(refusedAt(raceCreateSchema, { ...base, [field]: value })).toEqual([field]);
  });
});

describe('years 1900..2200', () => {
  const at = (year: string) => `${year}-03-14T06:30:00-03:00`;
  test.each([
    [String(YEAR_MIN), true],
    [String(YEAR_MAX), true],
    [String(YEAR_MIN - 1), false],
    [String(YEAR_MAX + 1), false],
    ['0000', false],
    ['9999', false],
  ])('%s accepted: %s', (year, accepted) => {
    const expected = accepted ? [] : ['starts_at'];
    expect(refusedAt(raceCreateSchema, { ...race, starts_at: at(year) })).toEqual(expected);
    expect(refusedAt(batchCreateSchema, { ...batch, starts_at: at(year) })).toEqual(expected);
    expect(
      refusedAt(registrationImportItemSchema, {
        name: 'Ana',
        external_id: 'a',
        birth_date: `${year}-01-01`,
      }),
    ).toEqual(accepted ? [] : ['birth_date']);
  });
});

describe('race times: up to 499:59:59.999 (int4 milliseconds)', () => {
  test('the limit', () => {
    expect(msToRaceTime(RACE_TIME_MAX_MS)).toBe('499:59:59.999');
    expect(RACE_TIME_MAX_MS).toBeLessThanOrEqual(INT4_MAX);
  });
  test.each([
    ['499:59:59.999', true],
    ['99:59:59', true],
    ['500:00:00', false],
    ['999:00:00', false],
  ])('%s accepted: %s', (time, accepted) => {
    const item = { bib: '1', net_time: time, gun_time: time, splits: [{ checkpoint: '5K', time }] };
    expect(refusedAt(resultImportItemSchema, item)).toEqual(
      accepted ? [] : ['net_time', 'gun_time', 'splits.0.time'],
    );
  });
});

describe('well-formed Unicode: a lone surrogate names its field', () => {
  test.each([
    ['name', raceCreateSchema, { ...race, name: LONE }],
    ['distance_label', raceCreateSchema, { ...race, distance_label: '\udc00' }],
    ['name', batchCreateSchema, { ...batch, name: LONE }],
    ['label', registrationFieldCreateSchema, { label: LONE, key: 'k', type: 'text' }],
    [
      'validation_rules.0',
      registrationFieldCreateSchema,
      { label: 'L', key: 'k', type: 'text', validation_rules: [`regex:${LONE}`] },
    ],
    ['name', registrationImportItemSchema, { name: LONE, external_id: 'a' }],
    ['document', registrationImportItemSchema, { name: 'Ana', document: LONE }],
    ['phone', registrationImportItemSchema, { name: 'Ana', external_id: 'a', phone: LONE }],
    ['bib', resultImportItemSchema, { bib: LONE, status: 'dnf' }],
    [
      'splits.0.checkpoint',
      resultImportItemSchema,
      { bib: '1', net_time: '00:40:00', splits: [{ checkpoint: LONE, time: '00:20:00' }] },
    ],
  ] as const)('%s', (field, schema, value) => {
    expect(refusedAt(schema, value)).toEqual([field]);
    // A whole pair (an emoji) is text like any other.
    const paired = JSON.parse(JSON.stringify(value).replace(/\\ud[89a-f]00/g, '😀')) as unknown;
    expect(refusedAt(schema, paired)).toEqual([]);
  });
});

describe('race codes hold a letter', () => {
  test('explicit all-digit codes are refused on code', () => {
    for (const code of ['2027', '0', '007'])
      expect(refusedAt(raceCreateSchema, { ...race, code })).toEqual(['code']);
    for (const code of ['R2027', '10K', 'a', ''])
      expect(refusedAt(raceCreateSchema, { ...race, code })).toEqual([]);
  });
  test.each([
    [10, 'x', '10K'],
    [21.0975, 'x', '21_0975K'],
    [0.5, 'x', '0_5K'],
    [1e-7, 'Prova Curta', 'PROVA-CURTA'],
    [null, '2027', 'R2027'],
    [null, '  2027 — 10 ', 'R2027-10'],
    [undefined, 'Maratona de São Paulo', 'MARATONA-DE-SA'],
    [null, '!!!', 'PROVA'],
  ])('%s km, %j -> %s', (distance, name, code) => {
    expect(raceCodeBase(distance, name)).toBe(code);
  });
});

describe('text lengths and counts: the limit passes, one more is refused on the field', () => {
  const person = { name: 'Ana', external_id: 'a' };
  const result = { bib: '1', net_time: '00:40:00' };
  /** `base` with `field` holding `n` characters. */
  const chars = (base: object, field: string) => (n: number) => ({
    ...base,
    [field]: 'x'.repeat(n),
  });
  const email = (n: number) => ({ ...person, email: `${'a'.repeat(n - '@x.com'.length)}@x.com` });
  const checkpoint = (n: number) => ({
    ...result,
    splits: [{ checkpoint: 'x'.repeat(n), time: '00:20:00' }],
  });
  const splits = (n: number) => ({
    ...result,
    splits: Array.from({ length: n }, (_, i) => ({ checkpoint: `${i + 1}K`, time: '00:05:00' })),
  });
  test.each([
    ['name', registrationImportItemSchema, chars(person, 'name'), PERSON_NAME_MAX],
    ['external_id', registrationImportItemSchema, chars(person, 'external_id'), EXTERNAL_ID_MAX],
    ['email', registrationImportItemSchema, email, EMAIL_MAX],
    ['phone', registrationImportItemSchema, chars(person, 'phone'), PHONE_MAX],
    ['bib', registrationImportItemSchema, chars(person, 'bib'), BIB_MAX],
    ['category', registrationImportItemSchema, chars(person, 'category'), CATEGORY_MAX],
    ['modality', registrationImportItemSchema, chars(person, 'modality'), MODALITY_MAX],
    [
      'kit_qr_payload',
      registrationImportItemSchema,
      chars(person, 'kit_qr_payload'),
      KIT_QR_PAYLOAD_MAX,
    ],
    ['medical_link', registrationImportItemSchema, chars(person, 'medical_link'), MEDICAL_LINK_MAX],
    ['bib', resultImportItemSchema, chars(result, 'bib'), BIB_MAX],
    ['name', resultImportItemSchema, chars(result, 'name'), PERSON_NAME_MAX],
    ['category', resultImportItemSchema, chars(result, 'category'), CATEGORY_MAX],
    ['modality', resultImportItemSchema, chars(result, 'modality'), MODALITY_MAX],
    ['team', resultImportItemSchema, chars(result, 'team'), TEAM_MAX],
    ['splits.0.checkpoint', resultImportItemSchema, checkpoint, CHECKPOINT_NAME_MAX],
    ['splits', resultImportItemSchema, splits, SPLITS_MAX],
    ['modality', resultImportRequestSchema, chars({ results: [result] }, 'modality'), MODALITY_MAX],
    ['status', eventListQuerySchema, chars({}, 'status'), EVENT_STATUS_FILTER_MAX],
    ['search', eventListQuerySchema, chars({}, 'search'), EVENT_SEARCH_MAX],
    ['api_key', sessionCreateSchema, chars({}, 'api_key'), SIGN_IN_KEY_MAX],
    ['', idOrCode, (n: number) => 'x'.repeat(n), ID_OR_CODE_MAX],
  ] as const)('%j (%#)', (path, schema, valueOf, max) => {
    expect(refusedAt(schema, valueOf(max))).toEqual([]);
    expect(refusedAt(schema, valueOf(max + 1))).toEqual([path]);
  });
});
