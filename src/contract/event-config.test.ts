import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import zodEnglish from 'zod/v4/locales/en.js';
import { sampleEventConfig } from '@/testing/event-config';
import { eventConfigJsonSchema, eventConfigSchema } from './event-config';

// zod/mini sets no language (the hub, the dashboard and the CLI each set theirs): zod's own
// messages, such as the unknown key's, read here as the CLI prints them.
z.config(zodEnglish());

const config = sampleEventConfig;

const issues = (value: unknown) =>
  eventConfigSchema
    .safeParse(value)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the event configuration file', () => {
  it('reads a whole event: races by code, prices by race code, modalities by name', () => {
    expect(issues(config)).toEqual([]);
  });

  it('names the row of what is wrong: a price for a race the file lacks, a repeated code', () => {
    expect(
      issues({
        ...config,
        races: [...config.races, { ...config.races[1], name: 'Outra 5K' }],
        batches: [{ ...config.batches[0], prices: { '21K': 15990, '10K': 9990 } }],
      }),
    ).toEqual([
      'races.2.code: Código repetido: 5K',
      'batches.0.prices.10K: Nenhuma prova do arquivo tem o código 10K',
    ]);
  });

  it('holds no ids and no unknown keys: a file from one hub applies to another', () => {
    expect(
      issues({ ...config, races: [{ ...config.races[0], modality_ids: [1] }] }).join('\n'),
    ).toMatch(/^races\.0: .*modality_ids/);
    expect(
      issues({ ...config, batches: [{ ...config.batches[0], race_prices: { 1: 100 } }] }),
    ).not.toEqual([]);
    expect(
      issues({
        ...config,
        races: [{ ...config.races[0], default_modality: 'Equipe' }, config.races[1]],
      }),
    ).toEqual(['races.0.default_modality: A modalidade padrão Equipe não está entre as da prova']);
  });

  it('keeps the rules of the API bodies: retention sums to 100 %, a batch ends after it starts', () => {
    expect(issues({ ...config, retention: [{ percent: 90, offset_days: 0 }] })).toEqual([
      'retention: As regras somam 90%, precisam somar 100%',
    ]);
    expect(
      issues({
        ...config,
        batches: [{ ...config.batches[0], ends_at: '2027-02-01T00:00:00-03:00' }],
      }),
    ).toEqual(['batches.0.ends_at: O fim deve ser depois do início']);
  });

  it("takes another hub's words where the spec leaves them open, and keeps the ones it states", () => {
    const foreign = {
      ...config,
      races: [
        { ...config.races[0], status: 'enabled', type: 'ultra', scoring_type: 'chip' },
        config.races[1],
      ],
      legal_discounts: [{ type: 'senior', discount_type: 'percentage', value: 150 }],
    };
    expect(issues(foreign)).toEqual([]);
    expect(eventConfigSchema.parse(foreign).races[0]).toMatchObject({
      status: 'enabled',
      type: 'ultra',
      scoring_type: 'chip',
    });
    expect(
      issues({
        ...config,
        races: [{ ...config.races[0], status: ' ' }, config.races[1]],
        legal_discounts: [{ type: 'senior', discount_type: 'percent', value: 150 }],
        registration_fields: [{ ...config.registration_fields[0], type: 'dropdown' }],
      }),
    ).toEqual([
      'races.0.status: Obrigatório',
      expect.stringMatching(/^registration_fields\.0\.type: /),
      'legal_discounts.0.value: Percentual vai de 0 a 100',
    ]);
    expect(
      issues({
        ...config,
        legal_discounts: [
          { type: 'senior', discount_type: 'percent', value: 50 },
          { type: 'senior', discount_type: 'desconto', value: 1000 },
        ],
      }),
    ).toEqual(['legal_discounts.1.type: Tipo repetido: senior']);
  });

  it('has a JSON Schema for editors and agents, generated from the same rules', () => {
    const schema = eventConfigJsonSchema() as {
      required: string[];
      properties: { races: { items: { required: string[]; properties: object } } };
    };
    expect(schema.required).toEqual(
      expect.arrayContaining(['version', 'event', 'races', 'batches', 'registration_fields']),
    );
    expect(schema.properties.races.items.required).toEqual(
      expect.arrayContaining(['code', 'name', 'starts_at']),
    );
    expect(Object.keys(schema.properties.races.items.properties)).not.toContain('modality_ids');
  });
});
