/** The ages a race's categories take, at its day: an age outside them is a warning. */
export interface AgeSpan {
  /** null: no category has a lower bound. */
  min: number | null;
  max: number | null;
  /** The race's day, `YYYY-MM-DD`: ages are counted on it. */
  on: string;
}

/** What a row's race cell is compared with: the event's races as the hub lists them. */
export interface RaceRef {
  code: string;
  name: string;
  distance: number | null;
  distance_label: string | null;
  /** Absent or null: the race's categories say nothing about age (or the hub does not list them). */
  ages?: AgeSpan | null;
}

interface RaceAsListed extends RaceRef {
  starts_at?: string | null;
  categories?: readonly { age_min: number | null; age_max: number | null }[] | null;
}

/**
 * The span of the categories that bound an age (an overall category with neither bound takes
 * anyone and says nothing); one of them open on a side leaves that side open.
 */
function agesOf(race: RaceAsListed): AgeSpan | null {
  const aged = (race.categories ?? []).filter((c) => c.age_min !== null || c.age_max !== null);
  const on = race.starts_at?.slice(0, 10);
  if (!aged.length || !on || !/^\d{4}-\d{2}-\d{2}$/.test(on)) return null;
  const mins = aged.map((c) => c.age_min);
  const maxes = aged.map((c) => c.age_max);
  return {
    min: mins.includes(null) ? null : Math.min(...(mins as number[])),
    max: maxes.includes(null) ? null : Math.max(...(maxes as number[])),
    on,
  };
}

/** A race as the hub lists it, as a race cell is compared with it (a module of its own: light). */
export const raceRefOf = (race: RaceAsListed): RaceRef => ({
  code: race.code,
  name: race.name,
  distance: race.distance,
  distance_label: race.distance_label,
  ages: agesOf(race),
});
