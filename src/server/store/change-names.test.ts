import { describe, expect, test } from 'vitest';
import { answerOf, subjectOf } from './change-names';

const races = [
  {
    id: 7,
    code: 'M42',
    name: 'Maratona 42K',
    categories: [{ id: 9, name: 'M30' }],
  },
  { id: 8, code: 'C5', name: 'Corrida 5K' },
];
const hub: Record<string, unknown> = {
  '/events/E1': { code: 'E1', name: 'Corrida da Ponte' },
  '/events/E1/races': races,
  '/events/E1/races/M42/prize-rules': [{ id: 4, seq: 2 }],
  '/events/E1/batches': [{ id: 3, name: '1º lote' }],
  '/events/E1/registration-fields': [{ id: 5, key: 'camiseta', label: 'Tamanho da camiseta' }],
};
const reads: string[] = [];
const read = async (path: string) => {
  reads.push(path);
  return hub[path] ?? null;
};

describe('subjectOf', () => {
  test.each([
    ['PATCH', '/events/E1', { code: 'E1', name: 'Corrida da Ponte' }, null],
    [
      'DELETE',
      '/events/E1/races/C5',
      { id: 8, code: 'C5', name: 'Corrida 5K' },
      { race: 'Corrida 5K' },
    ],
    [
      'PATCH',
      '/events/E1/races/7',
      { id: 7, code: 'M42', name: 'Maratona 42K' },
      { race: 'Maratona 42K' },
    ],
    [
      'DELETE',
      '/events/E1/races/M42/categories/9',
      { id: 9, name: 'M30' },
      { race: 'Maratona 42K' },
    ],
    ['DELETE', '/events/E1/races/M42/prize-rules/4', { id: 4, seq: 2 }, { race: 'Maratona 42K' }],
    ['POST', '/events/E1/races/M42/registrations', null, { race: 'Maratona 42K' }],
    ['POST', '/events/E1/batches', null, { races: { '7': 'Maratona 42K', '8': 'Corrida 5K' } }],
    [
      'DELETE',
      '/events/E1/batches/3',
      { id: 3, name: '1º lote' },
      { races: { '7': 'Maratona 42K', '8': 'Corrida 5K' } },
    ],
    [
      'PATCH',
      '/events/E1/registration-fields/camiseta',
      { id: 5, key: 'camiseta', label: 'Tamanho da camiseta' },
      null,
    ],
    [
      'DELETE',
      '/events/E1/registrations?race_id=8',
      null,
      { races: { '7': 'Maratona 42K', '8': 'Corrida 5K' } },
    ],
    ['POST', '/events', null, null],
    ['PUT', '/events/E1/retention', null, null],
  ])('%s %s', async (method, path, before, names) => {
    expect(await subjectOf(method, path, read)).toEqual({ before, names });
  });

  test('what the hub does not have names nothing, and a new event reads nothing', async () => {
    expect(await subjectOf('DELETE', '/events/E1/races/NOPE', read)).toEqual({
      before: null,
      names: null,
    });
    reads.length = 0;
    await subjectOf('POST', '/events', read);
    await subjectOf('PUT', '/events/E1/legal-discounts', read);
    expect(reads).toEqual([]);
  });
});

test('answerOf: the thing the hub answered, a race without its rows of rows', () => {
  expect(answerOf('races', { data: races[0] })).toEqual({
    id: 7,
    code: 'M42',
    name: 'Maratona 42K',
  });
  expect(answerOf('registrations', { data: { deleted: 3 } })).toEqual({ deleted: 3 });
  expect(answerOf('registrations', { import_id: 12 })).toBeNull();
});
