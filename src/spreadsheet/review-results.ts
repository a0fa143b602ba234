import type { ResultImportItemInput } from '@/contract/results';
import { checkpointDistanceKm } from '@/contract/results';
import { msToRaceTime, raceTimeToMs } from '@/contract/time';
import type { RaceRef } from './race-route';
import type { CheckedRow, ProblemCode, RegisteredBibs, RowProblem } from './types';

/** The half marathon's world record (57:30), the anchor of the fastest plausible pace. */
const HALF_RECORD_S = 57 * 60 + 30;
const HALF_KM = 21.0975;
/** Riegel's exponent: how much slower the fastest pace gets as the distance grows. */
const RIEGEL = 1.06;

/**
 * The fastest time anyone has run `km` in, a little under the records (5K 12:49, 10K 26:24,
 * marathon 2:00:35): a time under it is a cut course, a wrong column or a typo.
 */
export function fastestPlausibleMs(km: number): number {
  return HALF_RECORD_S * (km / HALF_KM) ** RIEGEL * 1000;
}

/** The review codes these checks add; each is a warning the referee can filter on. */
export const REVIEW_CODES = [
  'split_backwards',
  'net_over_gun',
  'place_contradicts_time',
  'faster_than_record',
  'bib_not_registered',
  'bib_in_other_race',
] as const satisfies readonly ProblemCode[];

export interface ReviewContext {
  /** The race's distance, when known: the net time is checked against it too. */
  distanceKm?: number | null;
  /** When the hub could tell: each bib is looked up in the event's registrations. */
  registered?: RegisteredBibs | null;
  /**
   * The event's races, for rows a race column sends elsewhere (`row.race`): each row is checked
   * against its own race (its distance, its bibs, its places), not the one chosen for the file.
   */
  races?: readonly RaceRef[] | null;
}

/** The race a row goes to: its race cell's, else the one chosen for the file (''). */
const raceOfRow = (row: CheckedRow) => row.race ?? '';

const warning = (
  row: CheckedRow,
  code: ProblemCode,
  message: string,
  field: string | null = null,
): RowProblem => ({
  row: row.row,
  column: null,
  columnIndex: null,
  field,
  severity: 'warning',
  code,
  message,
});

/**
 * What a referee looks for before sending results, across the rows: splits that go back in
 * time, a net time over the gun time, paces no one has run, and places that contradict the
 * times. Warnings only: the rows are still sent, and each code has its own filter.
 */
export function reviewResults<R extends CheckedRow>(rows: R[], context: ReviewContext): R[] {
  const found = new Map<CheckedRow, RowProblem[]>();
  const add = (row: CheckedRow, problem: RowProblem) => {
    const problems = found.get(row);
    if (problems) problems.push(problem);
    else found.set(row, [problem]);
  };
  const distances = new Map<string, number | null>();
  const distanceOf = (checkpoint: string) => {
    if (!distances.has(checkpoint)) distances.set(checkpoint, checkpointDistanceKm(checkpoint));
    return distances.get(checkpoint)!;
  };
  // Places are counted per race: a file for several races has a first place in each.
  const placed = new Map<string, { row: CheckedRow; place: number; ms: number }[]>();
  const holderOf = bibHolders(context.registered);
  const distanceByRace = new Map((context.races ?? []).map((r) => [r.code, r.distance]));
  const kmOf = (row: CheckedRow) =>
    row.race === undefined ? context.distanceKm : (distanceByRace.get(row.race) ?? null);
  for (const row of rows) {
    const item = row.item as ResultImportItemInput | null;
    if (item && holderOf) {
      const problem = holderOf(row, item.bib);
      if (problem) add(row, problem);
    }
    if (!item || (item.status ?? 'finished') !== 'finished') continue;
    const net = item.net_time ? raceTimeToMs(item.net_time) : null;
    const gun = item.gun_time ? raceTimeToMs(item.gun_time) : null;

    let previous: { checkpoint: string; ms: number } | null = null;
    for (const split of item.splits ?? []) {
      const ms = raceTimeToMs(split.time);
      if (ms === null) continue;
      if (previous && ms < previous.ms)
        add(
          row,
          warning(
            row,
            'split_backwards',
            `${split.checkpoint} (${split.time}) é antes de ${previous.checkpoint}: a parcial volta no tempo`,
            'split',
          ),
        );
      const km = distanceOf(split.checkpoint);
      if (km !== null && km >= 1 && ms < fastestPlausibleMs(km))
        add(row, fasterThanRecord(row, `${split.checkpoint} em ${split.time}`, km));
      previous = { checkpoint: split.checkpoint, ms };
    }
    if (net !== null && gun !== null && net > gun)
      add(
        row,
        warning(
          row,
          'net_over_gun',
          `Tempo líquido ${item.net_time} maior que o bruto ${item.gun_time}`,
          'net_time',
        ),
      );
    const km = kmOf(row);
    if (net !== null && km && km >= 1 && net < fastestPlausibleMs(km))
      add(row, fasterThanRecord(row, `${km} km em ${item.net_time}`, km));
    if (net !== null && item.overall_position !== undefined) {
      // One list per race, added to in place: a copy per row made 25,000 rows take seconds.
      const race = raceOfRow(row);
      let entries = placed.get(race);
      if (!entries) placed.set(race, (entries = []));
      entries.push({ row, place: item.overall_position, ms: net });
    }
  }
  for (const entries of placed.values()) flagPlacesAgainstTimes(entries, add);
  if (found.size === 0) return rows;
  return rows.map((row) => {
    const extra = found.get(row);
    return extra ? { ...row, problems: [...row.problems, ...extra] } : row;
  });
}

/**
 * Who holds each bib: nobody (a warning: the result is kept without a registration), or a
 * registration of another race than the row's (the hub answers that row with a conflict). Null
 * when the hub could not say; a row whose race has no bibs yet is not checked (every row of it
 * would say so).
 */
function bibHolders(registered: RegisteredBibs | null | undefined) {
  if (!registered) return null;
  const raceOf = new Map<string, string>();
  for (const { race, bibs } of registered.races) for (const bib of bibs) raceOf.set(bib, race);
  const withBibs = new Set(registered.races.filter((r) => r.bibs.length > 0).map((r) => r.race));
  return (row: CheckedRow, bib: string | undefined): RowProblem | null => {
    const key = bib?.trim();
    const target = row.race ?? registered.race;
    if (!key || !withBibs.has(target)) return null;
    const race = raceOf.get(key);
    if (race === undefined)
      return warning(
        row,
        'bib_not_registered',
        `Número ${key} sem inscrição na prova ${target}: o resultado entra sem inscrito`,
        'bib',
      );
    if (race !== target)
      return warning(
        row,
        'bib_in_other_race',
        `Número ${key} está inscrito na prova ${race}: o hub recusa a linha como conflito`,
        'bib',
      );
    return null;
  };
}

/** Rows without the problems a previous review added, so a new one can run. */
export function withoutReview<R extends CheckedRow>(rows: R[]): R[] {
  const review = new Set<string>(REVIEW_CODES);
  return rows.map((row) =>
    row.problems.some((p) => review.has(p.code))
      ? { ...row, problems: row.problems.filter((p) => !review.has(p.code)) }
      : row,
  );
}

function fasterThanRecord(row: CheckedRow, what: string, km: number): RowProblem {
  return warning(
    row,
    'faster_than_record',
    `${what}: mais rápido que o recorde mundial (${msToRaceTime(fastestPlausibleMs(km))} ou mais)`,
    'net_time',
  );
}

/** A place ahead of a faster time: each such row, once. Ties share places, so equal is fine. */
function flagPlacesAgainstTimes(
  placed: { row: CheckedRow; place: number; ms: number }[],
  add: (row: CheckedRow, problem: RowProblem) => void,
) {
  placed.sort((a, b) => a.place - b.place || a.ms - b.ms);
  let slowest: { place: number; ms: number } | null = null;
  for (const entry of placed) {
    if (slowest && entry.ms < slowest.ms && entry.place > slowest.place)
      add(
        entry.row,
        warning(
          entry.row,
          'place_contradicts_time',
          `Colocação ${entry.place} com ${msToRaceTime(entry.ms)}: mais rápido que a colocação ${slowest.place} (${msToRaceTime(slowest.ms)})`,
          'overall_position',
        ),
      );
    if (!slowest || entry.ms > slowest.ms) slowest = { place: entry.place, ms: entry.ms };
  }
}
