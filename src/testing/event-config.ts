import type { EventConfig } from '@/contract/event-config';

/** A whole event's configuration file: two races, one batch, a select field, discounts, retention. */
export const sampleEventConfig: EventConfig = {
  version: 1,
  event: { code: 'MEIA-CWB-2027', name: 'Meia Maratona de Curitiba', date: '2027-09-24' },
  races: [
    {
      code: '21K',
      name: 'Meia Maratona 21K',
      starts_at: '2027-09-24T07:00:00-03:00',
      distance: 21.0975,
      modalities: ['Geral', 'PCD'],
      default_modality: 'Geral',
    },
    { code: '5K', name: 'Caminhada 5K', starts_at: '2027-09-24T07:30:00-03:00', distance: 5 },
  ],
  batches: [
    {
      name: '1º Lote',
      max_installments: 3,
      starts_at: '2027-03-01T00:00:00-03:00',
      ends_at: '2027-06-30T23:59:00-03:00',
      prices: { '21K': 15990, '5K': 8990 },
    },
  ],
  registration_fields: [
    {
      label: 'Tamanho da camiseta',
      key: 'camiseta',
      type: 'select',
      options: [
        { value: 'P', label: 'P' },
        { value: 'M', label: 'M' },
      ],
      is_required: true,
    },
  ],
  legal_discounts: [{ type: 'senior', discount_type: 'percent', value: 50 }],
  retention: [
    { percent: 60, offset_days: 0 },
    { percent: 40, offset_days: 30 },
  ],
};
