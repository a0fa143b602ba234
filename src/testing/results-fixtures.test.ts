import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { normalizeRaceTime, RACE_TIME_PATTERN, raceTimeToMs } from '@/contract/time';

/**
 * The timing-export corpus in `e2e/fixtures/results` says what its ground truth says: each
 * CSV is read here on its own (papaparse, the columns the truth names) and compared row by
 * row, and the rules a results file follows are checked on it, its listed problems aside.
 */

const DIR = path.resolve(import.meta.dirname, '../../e2e/fixtures/results');

type Status = 'finished' | 'dnf' | 'dns' | 'dsq';
interface Result {
  row: number;
  bib: string;
  name: string;
  status: Status;
  net_time: string | null;
  gun_time: string | null;
  overall_position: number | null;
  gender_position: number | null;
  category_position: number | null;
  sex: 'M' | 'F' | null;
  age: number | null;
  team: string | null;
  category: string | null;
  splits: { checkpoint: string; distance_km: number | null; time: string }[];
}
interface Expected {
  file: string;
  delimiter: string;
  encoding: string;
  line_ending: string;
  rows: number;
  distance_km: number;
  columns: Record<string, string>;
  division_bands?: number[];
  splits: { header: string; distance_km: number | null; course_km: number }[];
  anomalies: { row: number; bib: string; kind: string; detail: string }[];
  results: Result[];
}

const PROBLEMS = {
  base: ['split_backwards', 'repeated_bib', 'pace_faster_than_world_record'],
  gun: ['net_time_greater_than_gun_time', 'finisher_without_time', 'non_finisher_with_time'],
};
const CASES = [
  {
    file: 'big-city-marathon.csv',
    rows: [3200, 4000],
    problems: [...PROBLEMS.base, 'finisher_without_time'],
  },
  { file: 'race-result.csv', rows: [300, 800], problems: [...PROBLEMS.base, ...PROBLEMS.gun] },
  {
    file: 'webscorer.csv',
    rows: [150, 400],
    problems: [...PROBLEMS.base, 'non_finisher_with_time', 'place_contradicts_time'],
  },
  {
    file: 'cronometragem-br.csv',
    rows: [500, 1500],
    problems: [...PROBLEMS.base, ...PROBLEMS.gun, 'non_finisher_with_place'],
  },
  {
    file: 'cronometragem-br-1252.csv',
    rows: [500, 1500],
    problems: [...PROBLEMS.base, ...PROBLEMS.gun, 'non_finisher_with_place'],
  },
];

const hms = (h: number, m: number, s: number) => ((h * 60 + m) * 60 + s) * 1000;
const WORLD_RECORD_MS: Record<string, number> = {
  '10': hms(0, 26, 24),
  '21.0975': hms(0, 57, 30),
  '42.195': hms(2, 0, 35),
};
const GAPS = new Set(['', '-', '--', '--:--:--', '—']);
const STATUS_WORDS: Record<string, Status> = {
  concluiu: 'finished',
  completou: 'finished',
  dnf: 'dnf',
  abandonou: 'dnf',
  dns: 'dns',
  'não largou': 'dns',
  dsq: 'dsq',
  desclassificado: 'dsq',
};
const SEXES: Record<string, 'M' | 'F'> = { m: 'M', f: 'F', masculino: 'M', feminino: 'F' };

const statusWord = (v: string | undefined) =>
  v === undefined ? undefined : STATUS_WORDS[v.toLowerCase()];

function time(v: string | undefined): string | null {
  if (v === undefined || GAPS.has(v) || statusWord(v)) return null;
  const t = normalizeRaceTime(v);
  if (t === null) throw new Error(`not a time: ${v}`);
  return t;
}

function place(v: string | undefined): number | null {
  if (v === undefined || v === '' || statusWord(v)) return null;
  const m = /^(\d+)\.?$/.exec(v);
  if (!m) throw new Error(`not a place: ${v}`);
  return Number(m[1]);
}

const loaded = new Map<string, ReturnType<typeof read>>();
function load(file: string) {
  if (!loaded.has(file)) loaded.set(file, read(file));
  return loaded.get(file) as ReturnType<typeof read>;
}

function read(file: string) {
  const truth = path.join(DIR, file.replace(/\.csv$/, '.expected.json'));
  const expected = JSON.parse(fs.readFileSync(truth, 'utf8')) as Expected;
  const text = new TextDecoder(expected.encoding).decode(fs.readFileSync(path.join(DIR, file)));
  const { data, errors } = Papa.parse<string[]>(text, {
    delimiter: expected.delimiter,
    skipEmptyLines: true,
  });
  const [header, ...rows] = data;
  const raw = rows.map((cells) => {
    const byKind: Record<string, string> = {};
    header.forEach((h, k) => (byKind[expected.columns[h]] = cells[k]?.trim()));
    return byKind;
  });
  const results = rows.map((cells, i): Result => {
    const cell = raw[i];
    const status =
      statusWord(cell.status) ??
      statusWord(cell.overall_position) ??
      statusWord(cell.net_time) ??
      'finished';
    const finished = status === 'finished';
    const optional = (v: string | undefined) => (v ? v : null);
    return {
      row: i + 1,
      bib: cell.bib,
      name: cell.name,
      status,
      net_time: finished ? time(cell.net_time) : null,
      gun_time: finished ? time(cell.gun_time) : null,
      overall_position: finished ? place(cell.overall_position) : null,
      gender_position: finished ? place(cell.gender_position) : null,
      category_position: finished ? place(cell.category_position) : null,
      sex: cell.sex ? SEXES[cell.sex.toLowerCase()] : null,
      age: cell.age ? Number(cell.age) : null,
      team: optional(cell.team),
      category: optional(cell.category),
      splits: header.flatMap((h, k) => {
        const value = cells[k].trim();
        if (expected.columns[h] !== 'split' || GAPS.has(value)) return [];
        const at = expected.splits.find((s) => s.header === h);
        return [
          { checkpoint: h, distance_km: at?.distance_km ?? null, time: time(value) as string },
        ];
      }),
    };
  });
  return { expected, text, errors, header, rows, raw, results };
}

const ms = (t: string) => raceTimeToMs(t) as number;

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Places by standard competition ranking: 1 + how many in the group are strictly faster. */
function rankedPlaces(results: Result[], bands: number[] | undefined) {
  const timed = results.filter((r) => r.status === 'finished' && r.net_time !== null);
  const band = (age: number) => bands?.findLast((b) => age >= b);
  const groups = {
    overall_position: () => 'all',
    gender_position: (r: Result) => r.sex ?? '',
    category_position: (r: Result) => r.category ?? `${r.sex} ${band(r.age ?? 0)}`,
  };
  const places = new Map<number, Record<keyof typeof groups, number>>();
  for (const [field, key] of Object.entries(groups) as [
    keyof typeof groups,
    (r: Result) => string,
  ][]) {
    const byGroup = groupBy(timed, key);
    for (const group of byGroup.values()) {
      const times = group.map((r) => ms(r.net_time as string)).sort((a, b) => a - b);
      for (const r of group) {
        const mine = ms(r.net_time as string);
        const entry = places.get(r.row) ?? ({} as Record<keyof typeof groups, number>);
        entry[field] = times.findIndex((t) => t >= mine) + 1;
        places.set(r.row, entry);
      }
    }
  }
  return places;
}

/** Rows where the data shows each kind of problem, found from the data alone. */
function findProblems(file: string): Record<string, number[]> {
  const { expected, results, raw } = load(file);
  const found: Record<string, number[]> = {};
  const mark = (kind: string, row: number) => (found[kind] ??= []).push(row);
  const placeFields = ['overall_position', 'gender_position', 'category_position'] as const;
  const hasColumn = (kind: string) => Object.values(expected.columns).includes(kind);
  const ranked = rankedPlaces(results, expected.division_bands);
  const seen = new Set<string>();
  for (const r of results) {
    const times = r.splits.map((s) => ms(s.time));
    if (r.net_time !== null) times.push(ms(r.net_time));
    if (times.some((t, i) => i > 0 && t <= times[i - 1])) mark('split_backwards', r.row);
    if (r.net_time && r.gun_time && ms(r.net_time) > ms(r.gun_time))
      mark('net_time_greater_than_gun_time', r.row);
    if (seen.has(r.bib)) mark('repeated_bib', r.row);
    seen.add(r.bib);
    if (r.status === 'finished' && r.net_time === null) mark('finisher_without_time', r.row);
    if (r.net_time && ms(r.net_time) < WORLD_RECORD_MS[String(expected.distance_km)])
      mark('pace_faster_than_world_record', r.row);
    const cell = raw[r.row - 1];
    if (r.status !== 'finished' && time(cell.net_time) !== null)
      mark('non_finisher_with_time', r.row);
    if (r.status !== 'finished' && place(cell.overall_position) !== null)
      mark('non_finisher_with_place', r.row);
    const should = ranked.get(r.row);
    if (placeFields.some((f) => hasColumn(f) && r[f] !== (should ? should[f] : null)))
      mark('place_contradicts_time', r.row);
  }
  return found;
}

describe.each(CASES)('$file', ({ file, rows: [min, max], problems }) => {
  it('is the file its ground truth describes', () => {
    const { expected, text, errors, header, rows } = load(file);
    expect(expected.file).toBe(file);
    expect(errors).toEqual([]);
    expect(header).toEqual(Object.keys(expected.columns));
    expect(rows.filter((cells) => cells.length !== header.length)).toEqual([]);
    expect(rows.length).toBe(expected.rows);
    expect(expected.results).toHaveLength(expected.rows);
    expect(expected.rows).toBeGreaterThanOrEqual(min);
    expect(expected.rows).toBeLessThanOrEqual(max);
    expect(text.includes('\r\n')).toBe(expected.line_ending === '\r\n');
    const splitHeaders = header.filter((h) => expected.columns[h] === 'split');
    expect(expected.splits.map((s) => s.header)).toEqual(splitHeaders);
    const course = expected.splits.map((s) => s.course_km);
    expect(course).toEqual([...course].sort((a, b) => a - b));
    expect(course.every((km) => km < expected.distance_km)).toBe(true);
  });

  it('reads back, row by row, as the ground truth says', () => {
    const { expected, results } = load(file);
    expect(results).toEqual(expected.results);
    const times = expected.results.flatMap((r) => [
      r.net_time,
      r.gun_time,
      ...r.splits.map((s) => s.time),
    ]);
    expect(times.filter((t) => t !== null && !RACE_TIME_PATTERN.test(t))).toEqual([]);
    const nonFinishers = expected.results.filter((r) => r.status !== 'finished');
    expect(nonFinishers.length > 0).toBe(file !== 'big-city-marathon.csv');
    expect(
      nonFinishers.filter(
        (r) =>
          r.net_time ??
          r.gun_time ??
          r.overall_position ??
          r.gender_position ??
          r.category_position,
      ),
    ).toEqual([]);
  });

  it('places follow net times within each group, and equal times share a place', () => {
    const { expected, results } = load(file);
    const swapped = expected.anomalies.filter((a) => a.kind === 'place_contradicts_time');
    expect(findProblems(file).place_contradicts_time ?? []).toEqual(swapped.map((a) => a.row));
    const places = results.flatMap((r) =>
      r.overall_position === null ? [] : [r.overall_position],
    );
    const counts = groupBy(places, (p) => p);
    const ties = [...counts].filter(
      ([p, same]) => same.length > 1 && !counts.has(p + 1) && counts.has(p + same.length),
    );
    expect(ties.length).toBeGreaterThan(0);
  });

  it('holds exactly the problems it lists, and the ones the review step must show', () => {
    const { expected } = load(file);
    const listed: Record<string, number[]> = {};
    for (const a of expected.anomalies) {
      (listed[a.kind] ??= []).push(a.row);
      expect(expected.results[a.row - 1].bib).toBe(a.bib);
    }
    expect(findProblems(file)).toEqual(listed);
    expect(Object.keys(listed).sort()).toEqual(expect.arrayContaining([...problems].sort()));
  });
});

describe('big-city-marathon.csv as Boston writes it', () => {
  const { raw, rows, header, results } = load('big-city-marathon.csv');
  const column = (name: string) => rows.map((cells) => cells[header.indexOf(name)]);

  it('misses a mat for about a fifth of the runners, scattered over the course', () => {
    const gapped = rows.filter((cells) => cells.slice(7, 16).includes('-'));
    expect(gapped.length / rows.length).toBeGreaterThan(0.15);
    expect(gapped.length / rows.length).toBeLessThan(0.25);
    for (let k = 7; k < 16; k++) expect(rows.some((cells) => cells[k] === '-')).toBe(true);
  });

  it('projects a time that is not the official one', () => {
    const official = column('Official Time');
    const differs = column('Proj Time').filter((p, i) => official[i] && p !== official[i]);
    expect(differs.length / results.length).toBeGreaterThan(0.9);
  });

  it('has states only for Americans and Canadians, and Last, First names', () => {
    const state = column('State');
    const country = column('Country');
    expect(state.filter((s, i) => (s !== '') !== ['USA', 'CAN'].includes(country[i]))).toEqual([]);
    expect(state).toEqual(expect.arrayContaining(['CA', 'MA', 'NY', 'OK', 'NL']));
    expect(raw.filter((cell) => !/^[^,]+, [^,]+$/.test(cell.name))).toEqual([]);
  });
});

describe('cronometragem-br-1252.csv', () => {
  it('is the UTF-8 export saved by Excel in Windows-1252', () => {
    const utf8 = load('cronometragem-br.csv');
    const latin = load('cronometragem-br-1252.csv');
    expect(latin.text).toBe(utf8.text);
    expect(latin.text).toMatch(/Classificação;.*Situação/);
    expect(fs.readFileSync(path.join(DIR, 'cronometragem-br-1252.csv')).includes(0xe7)).toBe(true);
  });
});
