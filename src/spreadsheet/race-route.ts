import { checkpointDistanceKm } from '@/contract/results';
import { fold } from './normalize';
import type { RaceRef } from './race-ref';

export type { RaceRef };

const NUMBER_WORD = /^(\d+(?:[.,]\d+)?)(k|km)?$/;
const sameKm = (a: number, b: number) => Math.abs(a - b) < 0.001;

/** The km a cell names: `10K`, `10 km`, `21,0975`, `Meia maratona`, or a number among words. */
export function cellDistanceKm(value: string): number | null {
  const whole = checkpointDistanceKm(value);
  if (whole !== null) return whole;
  const words = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[\s/()-]+/)
    .filter(Boolean);
  const numbers = words.flatMap((word, i) => {
    const m = NUMBER_WORD.exec(word);
    if (!m) return [];
    const unit = m[2] ?? (words[i + 1] === 'km' || words[i + 1] === 'k' ? 'km' : null);
    const n = Number(m[1].replace(',', '.'));
    // A bare number among words ("Turma 2") is no distance; alone it is ("21,0975").
    return unit || words.length === 1 ? [n] : [];
  });
  return numbers.length === 1 && numbers[0] > 0 ? numbers[0] : null;
}

const only = <T>(found: T[]): T | null => (found.length === 1 ? found[0] : null);

/**
 * Which race a cell names, by code, name or distance label (accents, case and spacing
 * ignored), then by distance (`10K`, `10 km`, `Corrida 10K`), then by words of the name
 * (`Caminhada` for "Caminhada 3 km"); null when none or more than one fits.
 */
export function raceRouter(races: readonly RaceRef[]): (value: string) => string | null {
  const cache = new Map<string, string | null>();
  const folded = races.map((race) => ({
    race,
    keys: [race.code, race.name, race.distance_label ?? ''].map(fold).filter(Boolean),
    words: new Set(fold(race.name).split(' ')),
  }));
  const route = (value: string): string | null => {
    const key = fold(value);
    if (!key) return null;
    const exact = only(folded.filter((r) => r.keys.includes(key)));
    if (exact) return exact.race.code;
    const km = cellDistanceKm(value);
    if (km !== null) {
      const byKm = only(
        folded.filter((r) => r.race.distance !== null && sameKm(r.race.distance, km)),
      );
      if (byKm) return byKm.race.code;
    }
    const words = key.split(' ');
    const byWords = only(folded.filter((r) => words.every((w) => r.words.has(w))));
    return byWords?.race.code ?? null;
  };
  return (value) => {
    let code = cache.get(value);
    if (code === undefined) cache.set(value, (code = route(value)));
    return code;
  };
}
