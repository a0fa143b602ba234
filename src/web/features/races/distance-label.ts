import { suggestDistanceLabel } from '@/contract/races';

const LANGUAGES = ['pt-BR', 'en'] as const;

/** `21.0975` -> `21,0975 km` (pt-BR) or `21.0975 km` (en); under 1 km in metres. */
export function distanceLabel(km: number | null | undefined, language: string): string {
  if (km == null || !Number.isFinite(km) || km <= 0) return '';
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(km)} km`;
}

/**
 * Whether `label` is what the form would have written for `km` (in either language, or the
 * hub's rounded suggestion), or empty: such a label follows the distance when it changes.
 */
export function isAutomaticLabel(label: string | null | undefined, km: number | null | undefined) {
  const text = (label ?? '').trim();
  if (text === '') return true;
  return [...LANGUAGES.map((language) => distanceLabel(km, language)), suggestDistanceLabel(km)]
    .filter(Boolean)
    .includes(text);
}

const LABEL_DISTANCE = /(\d+(?:[.,]\d+)?)\s*(km|k|m)\b/i;

/** The distance a label names, in km (`5 km`, `21,1K`, `500 m`); null when it names none. */
export function labelKm(label: string | null | undefined): number | null {
  const match = LABEL_DISTANCE.exec(label ?? '');
  if (!match) return null;
  const value = Number(match[1].replace(',', '.'));
  return match[2].toLowerCase() === 'm' ? value / 1000 : value;
}

/** A label naming another distance than the race's (`5 km` on a 10 km race), rounding aside. */
export function labelDisagrees(label: string | null | undefined, km: number | null | undefined) {
  const named = labelKm(label);
  if (named === null || km == null || !Number.isFinite(km) || km <= 0) return false;
  return Math.abs(named - km) > Math.max(0.1, km * 0.01);
}
