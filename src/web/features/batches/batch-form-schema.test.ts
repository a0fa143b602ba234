import { describe, expect, it } from 'vitest';
import { INT4_MAX } from '@/contract/limits';
import { batchSchema } from '@/contract/batches';
import { sameHubInstant } from '@/contract/hub-time';
import { hubDateForms } from '@/testing/hub-date-forms';
import { makeBatch } from '@/testing/web/hub-stub';
import { batchFormSchema, batchToForm, emptyBatchForm } from './batch-form-schema';
import { gridRows } from './price-grid';

const timeZone = 'America/Sao_Paulo';
/** The fields with an error (the form shows one message per field). */
const paths = (error: { issues: { path: PropertyKey[] }[] } | undefined) => [
  ...new Set((error?.issues ?? []).map((i) => i.path.join('.'))),
];

describe('the batch form refuses what the hub refuses, on the same field', () => {
  it('batch form: a price past int4 lands on its grid row', () => {
    const schema = batchFormSchema({
      timeZone,
      messages: { required: 'Obrigatório', priceRequired: 'Preço', priceInvalid: 'Inválido' },
    });
    const rows = gridRows([{ id: 7, name: '10 km' }]);
    const errors = (cents: number, extra: Record<string, unknown> = {}) => {
      const parsed = schema.safeParse({
        ...emptyBatchForm([{ ...rows[0], cents }]),
        name: 'Lote',
        ...extra,
      });
      return paths(parsed.error);
    };
    expect(errors(INT4_MAX)).toEqual([]);
    expect(errors(INT4_MAX + 1)).toEqual(['race_prices.0.cents']);
    expect(errors(100, { max_quantity: INT4_MAX + 1 })).toEqual(['max_quantity']);
  });
});

describe('a batch saved unchanged keeps the window the hub gave', () => {
  const starts = hubDateForms('2027-02-01 00:00:00', timeZone);
  const ends = hubDateForms('2027-05-20 23:59:00', timeZone);
  it.each(starts.map(([form, value], i) => [form, value, ends[i][1]]))(
    '%s',
    (_form, startsAt, endsAt) => {
      const batch = batchSchema.parse({ ...makeBatch(1), starts_at: startsAt, ends_at: endsAt });
      const races = [{ id: 7, name: '10 km' }];
      const values = batchToForm({ ...batch, race_prices: { '7': 8990 } }, races, timeZone, false);
      expect(values.starts_at).toBe('2027-02-01T00:00');
      const body = batchFormSchema({
        timeZone,
        messages: { required: 'Obrigatório', priceRequired: 'Preço', priceInvalid: 'Inválido' },
        original: batch,
      }).parse(values);
      expect(sameHubInstant(body.starts_at!, startsAt, timeZone)).toBe(true);
      expect(sameHubInstant(body.ends_at!, endsAt, timeZone)).toBe(true);
    },
  );
});
