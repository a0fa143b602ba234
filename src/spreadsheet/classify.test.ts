import { describe, expect, it } from 'vitest';
import { proposeMapping } from './mapping';
import { readFile } from './session';
import { resultExportBytes, resultExports, resultExportTruth } from '@/testing/import-files';

interface Expected {
  columns: Record<string, string>;
  splits: { header: string; distance_km: number | null }[];
}

describe('the proposed mapping of real timing exports', () => {
  it.each(resultExports())('%s: every column as the timing software meant it', async (name) => {
    const expected = resultExportTruth<Expected>(name);
    const { table } = await readFile(resultExportBytes(name), { fileName: name });
    const { mapping, guesses } = proposeMapping('results', table);
    const proposed = Object.fromEntries(
      table.headers.map((h, i) => [h, mapping.columns[i] ?? 'ignore']),
    );
    expect(proposed).toEqual(expected.columns);
    for (const split of expected.splits) {
      const guess = guesses![table.headers.indexOf(split.header)];
      expect(guess, split.header).toMatchObject({ field: 'split' });
      expect((guess as { distanceKm?: number | null }).distanceKm ?? null, split.header).toBe(
        split.distance_km,
      );
    }
  });
});
