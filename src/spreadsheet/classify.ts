import { checkpointDistanceKm } from '@/contract/results';
import { normalizeRaceTime } from '@/contract/time';
import { fold, normalizePosition, normalizeStatus } from './normalize';
import type { RawTable } from './types';

/**
 * What a column holds, read from a sample of its values as well as its header: timing
 * exports name columns in many ways (`Official Time`, `Tempo Líquido`, `5K`, `Split 3`), and
 * a header alone took a column of US state codes for a status column.
 */
export type ValueKind = 'time' | 'integer' | 'status' | 'sex' | 'region_code' | 'text' | 'empty';

export interface ColumnProfile {
  index: number;
  header: string;
  kind: ValueKind;
  /** Share of the sampled non-blank values that fit `kind`. */
  fit: number;
  /** Share of the values that read as each kind (places and times ignore status words). */
  shares: Record<Exclude<ValueKind, 'text' | 'empty'>, number>;
  /** Cells that mark a missing value (`-`, `--:--:--`, `—`). */
  gaps: number;
  sampled: number;
  distinct: number;
  /** Share of consecutive integers that do not decrease, in file order (places do not). */
  increasing: number;
  min: number | null;
  max: number | null;
  samples: string[];
}

const SAMPLE = 400;
const GAP = /^(?:-+|—+|–+|-+:-+(?::-+)?|--:--:--|n\/?a|x)$/i;

/** `-`, `--`, `--:--:--`, `—`: a timing mat that missed the runner, not a value. */
export const isGapMark = (value: string): boolean => GAP.test(value.trim());

/** US states and Canadian provinces: two-letter columns of a results export's address. */
const REGION_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
    'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR AB BC MB NB NL NS NT NU ON PE ' +
    'QC SK YT AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'
  ).split(' '),
);
const COUNTRY = /^[A-Z]{3}$/;
const SEX_WORDS = new Set([
  'm',
  'f',
  'x',
  'masculino',
  'feminino',
  'masc',
  'fem',
  'male',
  'female',
  'men',
  'women',
  'h',
  'homem',
  'mulher',
]);

export function normalizeSex(value: string): 'M' | 'F' | 'X' | undefined {
  const v = fold(value);
  if (['m', 'masculino', 'masc', 'male', 'men', 'h', 'homem'].includes(v)) return 'M';
  if (['f', 'feminino', 'fem', 'female', 'women', 'mulher'].includes(v)) return 'F';
  if (v === 'x') return 'X';
  return undefined;
}

const isRegionCode = (v: string) => REGION_CODES.has(v) || COUNTRY.test(v);
/** Distinct region codes that are no status word: `OK` and `DNF` alone make no address. */
const regionCodes = (values: string[]) =>
  new Set(values.filter((v) => isRegionCode(v) && normalizeStatus(v) === undefined)).size;

/** Up to SAMPLE cells of the column, spread over the whole file. */
function sampleOf(table: RawTable, index: number): string[] {
  const step = Math.max(1, Math.floor(table.rows.length / SAMPLE));
  const out: string[] = [];
  for (let r = 0; r < table.rows.length && out.length < SAMPLE; r += step)
    out.push((table.rows[r][index] ?? '').trim());
  return out;
}

export function profileColumn(table: RawTable, index: number): ColumnProfile {
  const cells = sampleOf(table, index);
  const values = cells.filter((v) => v !== '' && !isGapMark(v));
  const gaps = cells.filter((v) => v !== '' && isGapMark(v)).length;
  const share = (test: (v: string) => boolean) =>
    values.length ? values.filter(test).length / values.length : 0;
  // `DNF` in a place or time column is the status of one who has neither.
  const measured = values.filter((v) => normalizeStatus(v) === undefined);
  const shareOfMeasured = (test: (v: string) => boolean) =>
    measured.length ? measured.filter(test).length / measured.length : 0;
  const integers = measured.map((v) => normalizePosition(v)).filter((n): n is number => n !== null);
  let rising = 0;
  for (let i = 1; i < integers.length; i++) if (integers[i] >= integers[i - 1]) rising++;
  const shares = {
    // The shape of a time: one past the hub's maximum is still a time, and an error later.
    time: shareOfMeasured((v) => /[:,.]/.test(v) && normalizeRaceTime(v) !== null),
    integer: integers.length / Math.max(measured.length, 1),
    // Region codes first: `OK`, `NL`, `CA` must never read as statuses.
    region_code: regionCodes(values) > 3 ? share(isRegionCode) : 0,
    status: share((v) => normalizeStatus(v) !== undefined),
    sex: share((v) => SEX_WORDS.has(fold(v))),
  };
  const dominant = (Object.entries(shares) as [ValueKind, number][]).find(([, f]) => f >= 0.85);
  const [kind, fit] = values.length
    ? (dominant ?? ['text', 1])
    : (['empty', 0] as [ValueKind, number]);
  return {
    index,
    header: table.headers[index] ?? '',
    kind,
    fit,
    shares,
    gaps,
    sampled: cells.length,
    distinct: new Set(values).size,
    increasing: integers.length > 1 ? rising / (integers.length - 1) : 0,
    min: integers.length ? Math.min(...integers) : null,
    max: integers.length ? Math.max(...integers) : null,
    samples: [...new Set(cells.filter((v) => v !== ''))].slice(0, 5),
  };
}

/** Why a column got its field: a message key of the mapping step, with its values. */
export type Reason =
  | 'header'
  | 'split_header'
  | 'net_time_rank'
  | 'gun_time_rank'
  | 'time_not_result'
  | 'region_codes'
  | 'increasing_places'
  | 'ages'
  | 'unique_numbers'
  | 'status_words'
  | 'sex_words'
  | 'values_do_not_fit'
  | 'none';

export interface ColumnGuess {
  field: string | null;
  /** 0..1: how sure the guess is; under 0.6 the mapping step asks the person to look. */
  confidence: number;
  reason: Reason;
  /** For a split: the distance its header names, in km. */
  distanceKm?: number | null;
  profile: ColumnProfile;
}

const has = (header: string, words: string[]) =>
  words.some((w) => ` ${header} `.includes(` ${w} `));

/** Time columns that are never a result: projections, paces, gaps to the leader. */
const NOT_A_RESULT = [
  'proj',
  'projected',
  'projecao',
  'estimated',
  'estimativa',
  'previsto',
  'pace',
  'ritmo',
  'min km',
  'difference',
  'diferenca',
  'diff',
  'gap',
  'behind',
  'back',
  'percent',
];
const NET_WORDS = ['official', 'oficial', 'chip', 'net', 'liquido', 'real'];
const GUN_WORDS = ['gun', 'gross', 'bruto', 'largada', 'clock'];
const FINISH_WORDS = [
  'time',
  'tempo',
  'finish',
  'final',
  'chegada',
  'result',
  'resultado',
  'total',
];

const SPLIT_HEADER =
  /^(?:\d+(?:[.,]\d+)?\s*(?:k|km|mi)|km\s*\d+(?:[.,]\d+)?|half|meia|meia maratona|half marathon|split\s*\d+|parcial\s*\d+|lap\s*\d+|volta\s*\d+|pc\s*\d+|cp\s*\d+|checkpoint\s*\d+|passagem\s*\d+)$/;

export const isSplitHeader = (header: string): boolean =>
  SPLIT_HEADER.test(fold(header).replace(/(\d) (\d)/g, '$1.$2'));

/**
 * A guess for each column of a results file: by header where it names a field (the
 * `headerField` the synonym table found), checked against the values, and by values alone
 * where the header says nothing. Each field goes to one column, splits to many.
 */
export function classifyResultColumns(
  table: RawTable,
  headerFields: (header: string) => { field: string; score: number }[],
): ColumnGuess[] {
  const guesses: ColumnGuess[] = table.headers.map((header, index) => {
    const profile = profileColumn(table, index);
    const folded = fold(header);
    const candidates = headerFields(header);
    // The field the header names whose values agree best: header score times value fit.
    const named =
      candidates
        .map((c) => ({ ...c, fit: fieldFit(c.field, profile) }))
        .filter((c) => c.fit >= 0.5)
        .sort((a, b) => b.score * b.fit - a.score * a.fit)[0] ?? null;
    const guess = (field: string | null, confidence: number, reason: Reason): ColumnGuess => ({
      field,
      confidence,
      reason,
      profile,
    });
    if (profile.kind === 'empty') return guess(null, 1, 'none');
    if (profile.kind === 'time') {
      if (has(folded, NOT_A_RESULT)) return guess(null, 0.9, 'time_not_result');
      if (isSplitHeader(header))
        return {
          ...guess('split', 0.95, 'split_header'),
          distanceKm: checkpointDistanceKm(header),
        };
      if (has(folded, GUN_WORDS)) return guess('gun_time', 0.9, 'gun_time_rank');
      if (has(folded, NET_WORDS)) return guess('net_time', 0.95, 'net_time_rank');
      if (has(folded, FINISH_WORDS) || named?.field === 'net_time')
        return guess('net_time', 0.8, 'net_time_rank');
      return guess(null, 0.3, 'values_do_not_fit');
    }
    if (profile.kind === 'region_code') return guess(null, 0.95, 'region_codes');
    if (profile.kind === 'status') return guess('status', 0.95, 'status_words');
    if (profile.kind === 'sex') return guess('sex', 0.95, 'sex_words');
    if (profile.kind === 'integer') {
      if (named) return guess(named.field, 0.6 + 0.35 * named.score * named.fit, 'header');
      if (profile.increasing >= 0.95 && profile.min !== null && profile.min <= 3)
        return guess('overall_position', 0.7, 'increasing_places');
      if (
        profile.min !== null &&
        profile.min >= 5 &&
        (profile.max ?? 0) <= 100 &&
        profile.increasing < 0.8
      )
        return guess('age', 0.65, 'ages');
      if (profile.distinct >= profile.sampled * 0.95 - profile.gaps)
        return guess('bib', 0.6, 'unique_numbers');
    }
    if (named) return guess(named.field, 0.3 + 0.65 * named.score * named.fit, 'header');
    if (isSplitHeader(header) && fieldFit('split', profile) >= 0.5)
      return { ...guess('split', 0.6, 'split_header'), distanceKm: checkpointDistanceKm(header) };
    if (candidates.length) return guess(null, 0.3, 'values_do_not_fit');
    return guess(null, 0.5, 'none');
  });
  return settle(guesses);
}

const TIME_FIELDS = new Set(['net_time', 'gun_time', 'split']);
const NUMBER_FIELDS = new Set(['overall_position', 'gender_position', 'category_position', 'age']);

/** Values a header is worth: a few odd cells do not overrule a clear title. */
const HEADER_PRIOR = 3;

/** 0..1: how well the column's values fit a field its header names. */
function fieldFit(field: string, profile: ColumnProfile): number {
  const n = profile.sampled - profile.gaps;
  return (valueFit(field, profile) * n + HEADER_PRIOR) / (n + HEADER_PRIOR);
}

function valueFit(field: string, profile: ColumnProfile): number {
  const { shares } = profile;
  if (profile.kind === 'empty') return 1;
  if (TIME_FIELDS.has(field)) return shares.time;
  if (field === 'status') return shares.status;
  if (field === 'sex') return shares.sex;
  if (NUMBER_FIELDS.has(field)) return shares.integer;
  if (field === 'bib' || field === 'modality') return 1 - shares.time;
  // Names, teams and categories are words: a column of numbers under `Division` is a place.
  return 1 - Math.max(shares.integer, shares.time, shares.sex);
}

/** One column per field, the surest first; a lower-ranked net time becomes the gun time. */
function settle(guesses: ColumnGuess[]): ColumnGuess[] {
  const order = guesses
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => g.field && g.field !== 'split')
    .sort((a, b) => b.g.confidence - a.g.confidence || a.i - b.i);
  const taken = new Set<string>();
  for (const { g } of order) {
    if (!taken.has(g.field!)) {
      taken.add(g.field!);
      continue;
    }
    if (g.field === 'net_time' && !taken.has('gun_time')) {
      g.field = 'gun_time';
      taken.add('gun_time');
      continue;
    }
    g.field = null;
    g.confidence = 0.5;
  }
  return guesses;
}
