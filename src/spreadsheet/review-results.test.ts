import { describe, expect, it } from 'vitest';
import { proposeMapping } from './mapping';
import { fastestPlausibleMs, REVIEW_CODES } from './review-results';
import type { RegisteredBibs } from './types';
import { readFile } from './session';
import { resultExportBytes, resultExports, resultExportTruth } from '@/testing/import-files';
import type { ProblemCode } from './types';
import { validateTable } from './validate';

interface Truth {
  distance_km: number;
  anomalies: { row: number; kind: string }[];
}

/** The problem code each recorded anomaly must raise on its row, or what must be left out. */
const RAISES: Record<string, ProblemCode | ProblemCode[] | null> = {
  pace_faster_than_world_record: 'faster_than_record',
  repeated_bib: 'duplicate_bib',
  split_backwards: 'split_backwards',
  net_time_greater_than_gun_time: 'net_over_gun',
  // An empty time is an error; a dash where the time goes, an error when the file says the
  // runner finished, else a warning (the row goes as DNF).
  finisher_without_time: ['required', 'finisher_without_time'],
  place_contradicts_time: 'place_contradicts_time',
  non_finisher_with_time: null,
  non_finisher_with_place: null,
};

describe('the referee’s review of real timing exports', () => {
  it('puts the record just under the world records', () => {
    expect(fastestPlausibleMs(10)).toBeLessThan((26 * 60 + 24) * 1000);
    expect(fastestPlausibleMs(42.195)).toBeLessThan((2 * 3600 + 35) * 1000);
    expect(fastestPlausibleMs(42.195)).toBeGreaterThan(115 * 60 * 1000);
  });

  it.each(resultExports())('%s: every recorded problem is raised, and no other', async (name) => {
    const truth = resultExportTruth<Truth>(name);
    const { table } = await readFile(resultExportBytes(name), { fileName: name });
    const { mapping } = proposeMapping('results', table);
    const result = validateTable(
      table,
      { ...mapping, kind: 'results' },
      {
        distanceKm: truth.distance_km,
      },
    );
    const codesAt = (dataRow: number) => result.rows[dataRow - 1].problems.map((p) => p.code);
    const expectedRows = new Set<number>();
    for (const anomaly of truth.anomalies) {
      const code = RAISES[anomaly.kind];
      expectedRows.add(anomaly.row);
      const item = result.rows[anomaly.row - 1].item!;
      if (code === null) {
        expect(item, `${anomaly.kind} row ${anomaly.row}`).not.toHaveProperty('net_time');
        expect(item).not.toHaveProperty('overall_position');
      } else if (Array.isArray(code)) {
        const raised = codesAt(anomaly.row).filter((c) => code.includes(c));
        expect(raised, `${anomaly.kind} row ${anomaly.row}`).toHaveLength(1);
      } else if (anomaly.kind === 'place_contradicts_time') {
        // A swapped pair: the review flags the one whose place is behind a faster time.
        const pair = truth.anomalies.filter((a) => a.kind === anomaly.kind).map((a) => a.row);
        expect(
          pair.some((row) => codesAt(row).includes(code)),
          `rows ${pair}`,
        ).toBe(true);
      } else expect(codesAt(anomaly.row), `${anomaly.kind} row ${anomaly.row}`).toContain(code);
    }
    const review = new Set<string>([...REVIEW_CODES, 'duplicate_bib']);
    const elsewhere = result.rows
      .filter((row) => !expectedRows.has(row.row - 1))
      .filter((row) => row.problems.some((p) => review.has(p.code)))
      .map((row) => `${row.row - 1}: ${row.problems.map((p) => p.message).join('; ')}`);
    expect(elsewhere).toEqual([]);
  });
});

describe('bibs checked against the event’s registrations', () => {
  const table = {
    headers: ['Número', 'Tempo'],
    rows: [
      ['101', '00:40:00'],
      ['102', '00:41:00'],
      ['555', '00:42:00'],
      ['7', '00:43:00'],
    ],
  };
  const mapping = { kind: 'results' as const, columns: ['bib', 'net_time'] };
  const codes = (registered: RegisteredBibs | null) =>
    validateTable(table, mapping, { registered }).rows.map((r) =>
      r.problems.map((p) => `${p.severity} ${p.code}`),
    );

  it('warns of bibs nobody holds and of bibs held in another race', () => {
    expect(
      codes({
        race: '10K',
        races: [
          { race_id: 1, race: '10K', bibs: ['101', '102'] },
          { race_id: 2, race: '5K', bibs: ['7'] },
        ],
      }),
    ).toEqual([[], [], ['warning bib_not_registered'], ['warning bib_in_other_race']]);
  });

  it('says nothing when the hub could not tell or nobody in the race has a bib yet', () => {
    expect(codes(null).flat()).toEqual([]);
    expect(codes({ race: '10K', races: [{ race_id: 2, race: '5K', bibs: ['7'] }] }).flat()).toEqual(
      [],
    );
  });
});

describe('a results file for several races (a race column)', () => {
  const races = [
    { code: '10K', name: 'Corrida 10K', distance: 10, distance_label: '10 km' },
    { code: '5K', name: 'Corrida 5K', distance: 5, distance_label: '5 km' },
  ];
  const table = {
    headers: ['Número', 'Prova', 'Tempo', 'Geral'],
    rows: [
      ['101', '10K', '00:40:00', '1'],
      // A 5K time, quick for 10 km but not for 5: checked against its own race's distance.
      ['7', '5K', '00:20:00', '1'],
      // Second of the 5K, faster than the 10K's winner: places are counted per race.
      ['8', '5K', '00:21:00', '2'],
      // Held in the 10K, sent to the 5K: a conflict the hub would answer.
      ['102', '5K', '00:22:00', '3'],
      // Nobody in the 5K holds it.
      ['555', '5K', '00:23:00', '4'],
    ],
  };
  const mapping = {
    kind: 'results' as const,
    columns: ['bib', 'race', 'net_time', 'overall_position'],
  };

  it('checks each row against the race it goes to, not the one chosen for the file', () => {
    const result = validateTable(table, mapping, {
      races,
      distanceKm: 10,
      registered: {
        race: '10K',
        races: [
          { race_id: 1, race: '10K', bibs: ['101', '102'] },
          { race_id: 2, race: '5K', bibs: ['7', '8'] },
        ],
      },
    });
    expect(result.rows.map((r) => r.race)).toEqual(['10K', '5K', '5K', '5K', '5K']);
    expect(result.rows.map((r) => r.problems.map((p) => p.code))).toEqual([
      [],
      [],
      [],
      ['bib_in_other_race'],
      ['bib_not_registered'],
    ]);
    expect(result.rows[4].problems[0].message).toBe(
      'Número 555 sem inscrição na prova 5K: o resultado entra sem inscrito',
    );
  });
});
