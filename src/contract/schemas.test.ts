import { describe, expect, test } from 'vitest';
import { batchCreateSchema, installmentCents } from './batches';
import {
  BATCH_NAME_MAX,
  FIELD_HELP_TEXT_MAX,
  FIELD_KEY_MAX,
  FIELD_LABEL_MAX,
  MAX_REGISTRATIONS_PER_IMPORT,
  MAX_RESULTS_PER_IMPORT,
} from './limits';
import { discountedCents, legalDiscountsPutSchema } from './legal-discounts';
import { raceCreateSchema, suggestDistanceLabel, vacancyOf, vacancySchema } from './races';
import {
  registrationFieldCreateSchema,
  slugifyKey,
  validationRuleProblem,
} from './registration-fields';
import { registrationImportItemSchema, registrationImportRequestSchema } from './registrations';
import { resultImportItemSchema, resultImportRequestSchema } from './results';
import { applyRetentionFloor, isRetentionComplete, retentionPutSchema } from './retention';
import { eventSchema } from './events';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('batch body', () => {
  const base = { name: 'Lote 1', max_installments: 1, race_prices: { '1': 8990 } };
  test('limits at their boundaries', () => {
    expect(ok(batchCreateSchema, { ...base, name: 'x'.repeat(BATCH_NAME_MAX) })).toBe(true);
    expect(ok(batchCreateSchema, { ...base, name: 'x'.repeat(BATCH_NAME_MAX + 1) })).toBe(false);
    expect(ok(batchCreateSchema, { ...base, max_installments: 12 })).toBe(true);
    expect(ok(batchCreateSchema, { ...base, max_installments: 13 })).toBe(false);
    expect(ok(batchCreateSchema, { ...base, max_installments: 0 })).toBe(false);
    expect(ok(batchCreateSchema, { ...base, max_quantity: 1_000_000 })).toBe(true);
    expect(ok(batchCreateSchema, { ...base, max_quantity: 1_000_001 })).toBe(false);
    expect(ok(batchCreateSchema, { ...base, race_prices: {} })).toBe(false);
    expect(ok(batchCreateSchema, { ...base, race_prices: { '1': -1 } })).toBe(false);
    expect(ok(batchCreateSchema, { ...base, race_prices: { '1': 0 } })).toBe(true);
  });
  test('window must end after it starts', () => {
    expect(
      ok(batchCreateSchema, {
        ...base,
        starts_at: '2027-01-02T00:00:00-03:00',
        ends_at: '2027-01-01T00:00:00-03:00',
      }),
    ).toBe(false);
  });
  test('installment value rounds up', () => expect(installmentCents(10000, 3)).toBe(3334));
});

describe('race body', () => {
  test('scoring types ask for their fields', () => {
    const base = { name: 'Prova', starts_at: '2027-03-14T06:30:00-03:00' };
    expect(ok(raceCreateSchema, { ...base, scoring_type: 'laps' })).toBe(false);
    expect(
      ok(raceCreateSchema, { ...base, scoring_type: 'laps', lap_count: 4, lap_distance: 2.5 }),
    ).toBe(true);
    expect(ok(raceCreateSchema, { ...base, scoring_type: 'fixed_time' })).toBe(false);
    expect(ok(raceCreateSchema, { ...base, name: 'x'.repeat(81) })).toBe(false);
    expect(ok(raceCreateSchema, { ...base, code: 'x'.repeat(21) })).toBe(false);
    expect(ok(raceCreateSchema, { ...base, distance: -1 })).toBe(false);
    expect(ok(raceCreateSchema, { ...base, starts_at: '2027-03-14 06:30' })).toBe(false);
  });
  test('distance label suggestion', () => {
    expect(suggestDistanceLabel(10)).toBe('10 km');
    expect(suggestDistanceLabel(21.0975)).toBe('21,1 km');
    expect(suggestDistanceLabel(0.5)).toBe('500 m');
  });
});

describe('registration field body', () => {
  const base = { label: 'Tamanho da camiseta', key: 'tamanho', type: 'text' };
  test('limits', () => {
    expect(ok(registrationFieldCreateSchema, { ...base, label: 'x'.repeat(FIELD_LABEL_MAX) })).toBe(
      true,
    );
    expect(
      ok(registrationFieldCreateSchema, { ...base, label: 'x'.repeat(FIELD_LABEL_MAX + 1) }),
    ).toBe(false);
    expect(ok(registrationFieldCreateSchema, { ...base, key: 'k'.repeat(FIELD_KEY_MAX) })).toBe(
      true,
    );
    expect(ok(registrationFieldCreateSchema, { ...base, key: 'k'.repeat(FIELD_KEY_MAX + 1) })).toBe(
      false,
    );
    expect(
      ok(registrationFieldCreateSchema, { ...base, help_text: 'x'.repeat(FIELD_HELP_TEXT_MAX) }),
    ).toBe(true);
    expect(
      ok(registrationFieldCreateSchema, {
        ...base,
        help_text: 'x'.repeat(FIELD_HELP_TEXT_MAX + 1),
      }),
    ).toBe(false);
    expect(ok(registrationFieldCreateSchema, { ...base, key: 'Tamanho' })).toBe(false);
  });
  test('options only for select types, values unique', () => {
    expect(ok(registrationFieldCreateSchema, { ...base, type: 'select' })).toBe(false);
    expect(
      ok(registrationFieldCreateSchema, {
        ...base,
        type: 'select',
        options: [{ value: 'p', label: 'P' }],
      }),
    ).toBe(true);
    expect(
      ok(registrationFieldCreateSchema, { ...base, options: [{ value: 'p', label: 'P' }] }),
    ).toBe(false);
    expect(
      ok(registrationFieldCreateSchema, {
        ...base,
        type: 'multiselect',
        options: [
          { value: 'p', label: 'P' },
          { value: 'p', label: 'P2' },
        ],
      }),
    ).toBe(false);
  });
  test('the decided rule set', () => {
    for (const rule of [
      'email',
      'numeric',
      'cpf',
      'phone',
      'date',
      'min:3',
      'max:10',
      'regex:^[A-Z]+$',
    ])
      expect(validationRuleProblem(rule, 'text')).toBeNull();
    expect(validationRuleProblem('mimes:pdf,jpg', 'file')).toBeNull();
    expect(validationRuleProblem('max_kb:2048', 'file')).toBeNull();
    expect(validationRuleProblem('mimes:pdf', 'text')).not.toBeNull();
    expect(validationRuleProblem('min:abc', 'text')).not.toBeNull();
    expect(validationRuleProblem('regex:[', 'text')).not.toBeNull();
    expect(validationRuleProblem('uppercase', 'text')).not.toBeNull();
  });
  test('key from label', () => {
    expect(slugifyKey('Tamanho da Camiseta')).toBe('tamanho_da_camiseta');
    expect(slugifyKey('Contato de emergência!')).toBe('contato_de_emergencia');
    expect(slugifyKey('2ª via')).toBe('f_2a_via');
  });
});

describe('retention', () => {
  const body = (...percents: number[]) => ({
    rules: percents.map((percent, i) => ({ percent, offset_days: i * 5 })),
  });
  test('total is exactly 100', () => {
    expect(ok(retentionPutSchema, body(100))).toBe(true);
    expect(ok(retentionPutSchema, body(99.99))).toBe(false);
    expect(ok(retentionPutSchema, body(100.01))).toBe(false);
    expect(ok(retentionPutSchema, body(33.33, 33.33, 33.34))).toBe(true);
    expect(ok(retentionPutSchema, body(50, 40))).toBe(false);
    expect(ok(retentionPutSchema, { rules: [] })).toBe(false);
    expect(isRetentionComplete([{ percent: 0.1 }, { percent: 0.2 }, { percent: 99.7 }])).toBe(true);
  });
  test('floor raises offsets', () => {
    expect(applyRetentionFloor([{ offset_days: -45 }, { offset_days: 0 }], -30)).toEqual({
      rules: [{ offset_days: -30 }, { offset_days: 0 }],
      raised: [0],
    });
  });
});

describe('legal discounts', () => {
  test('a type twice is refused, percent up to 100', () => {
    const d = { type: 'pcd', discount_type: 'percent', value: 50 };
    expect(ok(legalDiscountsPutSchema, { discounts: [d] })).toBe(true);
    expect(ok(legalDiscountsPutSchema, { discounts: [d, d] })).toBe(false);
    expect(ok(legalDiscountsPutSchema, { discounts: [{ ...d, value: 101 }] })).toBe(false);
    expect(ok(legalDiscountsPutSchema, { discounts: [] })).toBe(false);
    expect(discountedCents(8990, { discount_type: 'percent', value: 50 })).toBe(4495);
    expect(discountedCents(1000, { discount_type: 'fixed', value: 2000 })).toBe(0);
  });
});

describe('imports', () => {
  test('request sizes at their boundaries', () => {
    const regs = (n: number) => ({ registrations: Array.from({ length: n }, () => ({})) });
    expect(ok(registrationImportRequestSchema, regs(MAX_REGISTRATIONS_PER_IMPORT))).toBe(true);
    expect(ok(registrationImportRequestSchema, regs(MAX_REGISTRATIONS_PER_IMPORT + 1))).toBe(false);
    expect(ok(registrationImportRequestSchema, regs(0))).toBe(false);
    const res = (n: number) => ({ results: Array.from({ length: n }, () => ({})) });
    expect(ok(resultImportRequestSchema, res(MAX_RESULTS_PER_IMPORT))).toBe(true);
    expect(ok(resultImportRequestSchema, res(MAX_RESULTS_PER_IMPORT + 1))).toBe(false);
    expect(ok(resultImportRequestSchema, { ...res(1), modality: 'x'.repeat(81) })).toBe(false);
  });
  test('registration item: documents', () => {
    const parse = (document: string) =>
      registrationImportItemSchema.safeParse({ name: 'Ana', document });
    expect(parse('529.982.247-25').data?.document).toBe('52998224725');
    expect(parse('529.982.247-26').success).toBe(false);
    expect(parse('AB1234567').data?.document).toBe('AB1234567');
    expect(parse('X'.repeat(31)).success).toBe(false);
    expect(registrationImportItemSchema.safeParse({ name: 'Ana' }).success).toBe(false);
    expect(
      registrationImportItemSchema.safeParse({
        name: 'Ana',
        external_id: 'a',
        birth_date: '1990-02-30',
      }).success,
    ).toBe(false);
  });
  test('result item: net time required when finished', () => {
    expect(resultImportItemSchema.safeParse({ bib: '1' }).success).toBe(false);
    expect(resultImportItemSchema.safeParse({ bib: '1', status: 'dnf' }).success).toBe(true);
    expect(resultImportItemSchema.safeParse({ bib: '1', net_time: '00:45:10.250' }).success).toBe(
      true,
    );
  });
});

describe('lenient responses', () => {
  test('vacancy numbers arrive as strings', () => {
    const v = vacancySchema.parse({
      race_id: '12',
      registration_limit: '500',
      registrations_count: '123',
      vacancy: { available: 377, unlimited: false, percent_filled: 24.6, status: 'open' },
    });
    expect(v.race_id).toBe(12);
    expect(vacancyOf(500, 123)).toEqual({
      available: 377,
      unlimited: false,
      percent_filled: 24.6,
      status: 'open',
    });
    expect(vacancyOf(100, 95).status).toBe('low');
    expect(vacancyOf(100, 100).status).toBe('full');
    expect(vacancyOf(null, 3).status).toBe('unlimited');
  });
  test('an event with unknown statuses and string counts', () => {
    const partial = eventSchema.shape.counters.parse({ registrations: 12, results: null });
    expect(partial).toEqual({ registrations: '12', results: null });
  });
});
