import { describe, expect, test } from 'vitest';
import type { RaceRow } from '@/server/hub/resolve';
import { predictPlaces, type Ranked } from './results-places';

const race = (scoringType: string, semClassificacao = false) =>
  ({ scoringType, semClassificacao }) as RaceRow;
const row = (bib: string, net: number | null, gun: number | null, sex: string | null = null) =>
  ({ bib, net, gun, sex, category: sex && `${sex} 30-39` }) satisfies Ranked;

describe('predicted places', () => {
  test('equal times share a place and the next is skipped, overall, by sex and by category', () => {
    const places = predictPlaces(race('net_time'), [
      row('1', 3000, null, 'M'),
      row('2', 1000, null, 'F'),
      row('3', 2000, null, 'M'),
      row('4', 2000, null, null),
      row('5', 4000, null, 'M'),
    ]);
    expect(Object.fromEntries(places)).toEqual({
      '1': { overall: 4, gender: 2, category: 2 },
      '2': { overall: 1, gender: 1, category: 1 },
      '3': { overall: 2, gender: 1, category: 1 },
      '4': { overall: 2, gender: null, category: null },
      '5': { overall: 5, gender: 3, category: 3 },
    });
  });

  test('by the time the race scores, falling back to the other; without a time, no place', () => {
    const rows = [
      row('1', 1000, 5000),
      row('2', 2000, 3000),
      row('3', null, 4000),
      row('4', null, null),
    ];
    expect(Object.fromEntries(predictPlaces(race('net_time'), rows))).toEqual({
      '1': { overall: 1, gender: null, category: null },
      '2': { overall: 2, gender: null, category: null },
      '3': { overall: 3, gender: null, category: null },
    });
    expect([...predictPlaces(race('gun_time'), rows)].map(([bib, p]) => [bib, p.overall])).toEqual([
      ['1', 3],
      ['2', 1],
      ['3', 2],
    ]);
  });

  test('a race without classification has no places', () => {
    expect(predictPlaces(race('net_time', true), [row('1', 1000, null, 'M')]).size).toBe(0);
  });
});
