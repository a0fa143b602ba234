import { describe, expect, it } from 'vitest';
import { INT4_MAX } from '@/contract/limits';
import { batchFormSchema, emptyBatchForm } from './batch-form-schema';
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
