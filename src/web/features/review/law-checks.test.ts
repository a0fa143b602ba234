import { describe, expect, it } from 'vitest';
import type { Batch } from '@/contract/batches';
import type { LegalDiscount } from '@/contract/legal-discounts';
import {
  makeBatch,
  makeEvent,
  makeField,
  makeLegalDiscount,
  makeRace,
  makeRetention,
} from '@/testing/web/hub-stub';
import { lawChecks, type LawInput } from '@/contract/event-law-checks';

const event = makeEvent({ date: '2027-05-25', is_free: false });

const discount = (type: string, overrides: Partial<LegalDiscount> = {}) =>
  makeLegalDiscount(event.id, { type, ...overrides });
const fair = [discount('senior'), discount('student'), discount('pcd')];
const batch = (overrides: Partial<Batch> = {}) => makeBatch(event.id, overrides);
const retention = (rules: [percent: number, offset: number][]) => makeRetention(event.id, rules);
const field = (type: string) =>
  makeField(event.id, { key: 'comprovante', label: 'Comprovante', type });

const base: LawInput = {
  event,
  races: [makeRace(event.id, { id: 1, name: 'Ultra 50K', type: 'trail' })],
  batches: [batch()],
  fields: [],
  discounts: fair,
  retention: retention([[100, 10]]),
  prizeRuleCounts: { '1': 2 },
};
const rules = (input: Partial<LawInput>) =>
  lawChecks({ ...base, ...input }).map((f) => `${f.rule} ${JSON.stringify(f.params)}`);

describe('what the law asks, from the configuration', () => {
  it('finds nothing in a fair configuration', () => {
    expect(rules({})).toEqual([]);
  });

  it('seniors pay at most half: a discount missing, off or under 50 % (Lei 10.741/2003)', () => {
    expect(rules({ discounts: fair.filter((d) => d.type !== 'senior') })).toEqual([
      'senior {"type":"senior","problem":"missing"}',
    ]);
    expect(
      rules({ discounts: [discount('senior', { is_active: false }), ...fair.slice(1)] }),
    ).toEqual(['senior {"type":"senior","problem":"off"}']);
    expect(rules({ discounts: [discount('senior', { value: 40 }), ...fair.slice(1)] })).toEqual([
      'senior {"type":"senior","problem":"under"}',
    ]);
    // A fixed amount counts against the highest price: R$ 90 off R$ 200 is under half.
    expect(
      rules({
        discounts: [discount('senior', { discount_type: 'fixed', value: 9000 }), ...fair.slice(1)],
      }),
    ).toEqual(['senior {"type":"senior","problem":"under"}']);
    expect(rules({ event: { ...event, is_free: true }, discounts: [] })).toEqual([]);
  });

  it('students and people with disabilities: half price too (Lei 12.933/2013)', () => {
    expect(rules({ discounts: [discount('senior')] })).toEqual([
      'halfPrice {"type":"student","problem":"missing"}',
      'halfPrice {"type":"pcd","problem":"missing"}',
    ]);
  });

  it('payouts before the last buyer can still withdraw (CDC art. 49, 7 days)', () => {
    // Sales end 10 days before the event: a buyer may withdraw until 3 days before it.
    expect(
      rules({
        retention: retention([
          [50, -5],
          [50, 0],
        ]),
      }),
    ).toEqual(['withdrawal {"percent":50,"offset":-5,"lastSale":-10,"until":-3}']);
    expect(
      rules({
        retention: retention([
          [50, -3],
          [50, 7],
        ]),
      }),
    ).toEqual([]);
    // A batch without an end sells until the event day.
    expect(
      rules({ batches: [batch({ ends_at: null })], retention: retention([[100, 5]]) }),
    ).toEqual(['withdrawal {"percent":100,"offset":5,"lastSale":0,"until":7}']);
    // Without the event's own rules (the hub's default) nothing is known here.
    expect(rules({ retention: null })).toEqual([]);
  });

  it("kids' races give no prizes by place", () => {
    const kids = makeRace(event.id, {
      id: 2,
      name: 'Kids 1K',
      type: 'kids',
      sem_classificacao: false,
    });
    expect(rules({ races: [kids], prizeRuleCounts: { '2': 1 } })).toEqual([
      'kids {"race":"Kids 1K","count":1}',
    ]);
    expect(rules({ races: [kids], prizeRuleCounts: {} })).toEqual([]);
  });

  it('a discount that asks for proof needs a file field to send it', () => {
    const proving = [discount('senior', { requires_proof: true }), ...fair.slice(1)];
    expect(rules({ discounts: proving })).toEqual(['proof {"types":"senior"}']);
    expect(rules({ discounts: proving, fields: [field('file')] })).toEqual([]);
  });
});
