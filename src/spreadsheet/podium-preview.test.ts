import { describe, expect, it } from 'vitest';
import { proposeMapping } from './mapping';
import { podiumPreview } from './podium-preview';
import { readFile } from './session';
import { resultExportBytes, resultExportTruth } from '@/testing/import-files';
import { isSendable, validateTable } from './validate';

interface Truth {
  distance_km: number;
  results: {
    row: number;
    bib: string;
    sex: string | null;
    overall_position: number | null;
    gender_position: number | null;
  }[];
}

const rule = (
  id: number,
  ranking_type: string,
  ranking_cut: number,
  gender_filter = null as string | null,
) => ({
  id,
  seq: id,
  ranking_type,
  ranking_cut,
  gender_filter,
  pne_filter: null,
  modality_id: null,
});

async function reviewed(name: string) {
  const truth = resultExportTruth<Truth>(name);
  const { table } = await readFile(resultExportBytes(name), { fileName: name });
  const { mapping } = proposeMapping('results', table);
  return {
    truth,
    result: validateTable(
      table,
      { ...mapping, kind: 'results' },
      { distanceKm: truth.distance_km },
    ),
  };
}

describe('the podium preview of a results file', () => {
  it('gives the places the file gives, overall and by sex, from the rows that would be sent', async () => {
    const { truth, result } = await reviewed('big-city-marathon.csv');
    const sent = new Set(result.rows.filter(isSendable).map((r) => r.row - 1));
    const top = (place: 'overall_position' | 'gender_position', sex: string | null, cut: number) =>
      truth.results
        .filter((r) => sent.has(r.row) && (sex === null || r.sex === sex))
        .filter((r) => r[place] !== null && r[place]! <= cut)
        .sort((a, b) => a[place]! - b[place]!)
        .map((r) => r.bib);

    const groups = podiumPreview(result, {
      rules: [rule(1, 'overall', 3), rule(2, 'overall', 5, 'F')],
      categories: null,
    });
    expect(groups.map((g) => g.entries.map((e) => e.bib))).toEqual([
      top('overall_position', null, 3),
      top('gender_position', 'F', 5),
    ]);
    expect(groups[0].places).toBe('own');
    // The cut-course runner of the export leads: what the referee must see before sending.
    expect(groups[0].entries[0].result.row).toBe(2);
  });

  it('is empty for a race without prize rules, and leaves out rows with errors', () => {
    const table = {
      headers: ['Número', 'Tempo', 'Idade'],
      rows: [
        ['1', '00:40:00', '30'],
        ['1', '00:35:00', '31'],
        ['3', '00:41:00', '25'],
        ['4', '00:39:00', '41'],
      ],
    };
    const result = validateTable(table, { kind: 'results', columns: ['bib', 'net_time', 'age'] });
    expect(result.rows[1].problems.map((p) => p.severity)).toContain('error');
    expect(podiumPreview(result, { rules: [], categories: null })).toEqual([]);
    const [overall] = podiumPreview(result, { rules: [rule(1, 'overall', 2)], categories: null });
    expect(overall.entries.map((e) => [e.place, e.bib, e.result.row])).toEqual([
      [1, '4', 5],
      [2, '1', 2],
    ]);
  });

  it('leaves out bibs registered in another race: the hub refuses them', () => {
    const table = {
      headers: ['Nº', 'Tempo'],
      rows: [
        ['1', '00:40:00'],
        ['2', '00:35:00'],
      ],
    };
    const registered = {
      race: '10K',
      races: [
        { race_id: 1, race: '10K', bibs: ['1'] },
        { race_id: 2, race: '5K', bibs: ['2'] },
      ],
    };
    const result = validateTable(
      table,
      { kind: 'results', columns: ['bib', 'net_time'] },
      { registered },
    );
    const [overall] = podiumPreview(result, { rules: [rule(1, 'overall', 3)], categories: null });
    expect(overall.entries.map((e) => e.bib)).toEqual(['1']);
  });
});
