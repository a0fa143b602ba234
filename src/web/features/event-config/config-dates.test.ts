import { describe, expect, it } from 'vitest';
import { shiftEventConfig } from '@/contract/event-plan';
import { sampleEventConfig } from '@/testing/event-config';
import { dateChanges } from './config-dates';

describe('dateChanges', () => {
  it('lists every race start and batch window, before and after the shift', () => {
    const file = {
      ...sampleEventConfig,
      batches: [
        ...sampleEventConfig.batches,
        { name: 'Lote aberto', max_installments: 1, prices: { '5K': 5000 } },
      ],
    };
    expect(dateChanges(file, shiftEventConfig(file, '2028-09-22', 'America/Sao_Paulo'))).toEqual([
      {
        kind: 'raceStart',
        name: '21K',
        before: '2027-09-24T07:00:00-03:00',
        after: '2028-09-22T07:00:00-03:00',
      },
      {
        kind: 'raceStart',
        name: '5K',
        before: '2027-09-24T07:30:00-03:00',
        after: '2028-09-22T07:30:00-03:00',
      },
      {
        kind: 'batchStart',
        name: '1º Lote',
        before: '2027-03-01T00:00:00-03:00',
        after: '2028-02-28T00:00:00-03:00',
      },
      {
        kind: 'batchEnd',
        name: '1º Lote',
        before: '2027-06-30T23:59:00-03:00',
        after: '2028-06-28T23:59:00-03:00',
      },
    ]);
  });
});
