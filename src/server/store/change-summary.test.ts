import { describe, expect, test } from 'vitest';
import { describePath, summarizeBody, SUMMARY_MAX_CHARS } from './change-summary';

describe('describePath', () => {
  test.each([
    ['/events/MAR-27/races', 'MAR-27', null, 'races'],
    ['/events/MAR-27/races/R10', 'MAR-27', 'R10', 'races'],
    ['/events/MAR-27/races/R10/prize-rules/3', 'MAR-27', 'R10', 'prize-rules'],
    ['/events/MAR-27/races/R10/categories/7', 'MAR-27', 'R10', 'categories'],
    ['/events/MAR-27/races/R10/registrations?source=csv', 'MAR-27', 'R10', 'registrations'],
    ['/events/MAR-27/registration-imports/12/retry', 'MAR-27', null, 'registrations'],
    ['/events/MAR-27/result-imports/12/retry', 'MAR-27', null, 'results'],
    ['/events/MAR-27/retention', 'MAR-27', null, 'retention'],
    ['/events/Corrida%20da%20Ponte', 'Corrida da Ponte', null, 'events'],
    ['/events', null, null, 'events'],
    ['/events/%E0%A4%A/anything', '%E0%A4%A', null, 'other'],
  ])('%s', (path, eventCode, raceCode, kind) => {
    expect(describePath(path)).toEqual({ eventCode, raceCode, kind });
  });
});

describe('summarizeBody', () => {
  test('imports keep counts, never people', () => {
    const body = {
      registrations: [{ name: 'Ana', document: '529.982.247-25' }],
      modality: 'Geral',
      source: 'planilha.csv',
    };
    expect(summarizeBody('registrations', 'POST', body)).toEqual({
      registrations: 1,
      modality: 'Geral',
      source: 'planilha.csv',
    });
  });

  test('configuration is kept; CPFs, e-mails and personal keys are not', () => {
    expect(
      summarizeBody('races', 'POST', {
        name: 'Meia maratona',
        distance: 21.1,
        contact: 'organizacao@corrida.com.br',
        note: 'CPF 52998224725 do responsável',
        document: 'x',
      }),
    ).toEqual({
      name: 'Meia maratona',
      distance: 21.1,
      contact: '[omitido]',
      note: '[omitido]',
      document: '[omitido]',
    });
    // A salesperson's name is a person's.
    expect(summarizeBody('salespeople', 'POST', { name: 'Ana Souza', code: 'V1' })).toEqual({
      name: '[omitido]',
      code: 'V1',
    });
  });

  // A pattern that backtracked on a long string would run past the test's timeout.
  test('hostile sizes stay small: long strings, wide arrays and objects, deep nesting', () => {
    const long = 'a'.repeat(2_000_000);
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, long]));
    let deep: unknown = 'fundo';
    for (let i = 0; i < 1000; i++) deep = { d: deep };
    const summary = summarizeBody('batches', 'POST', {
      long,
      list: Array.from({ length: 10_000 }, () => 1),
      wide,
      deep,
    });
    expect(JSON.stringify(summary).length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS + 200);
  });
});
