/** What a row's race cell is compared with: the event's races as the hub lists them. */
export interface RaceRef {
  code: string;
  name: string;
  distance: number | null;
  distance_label: string | null;
}

/** A race as the hub lists it, as a race cell is compared with it (a module of its own: light). */
export const raceRefOf = ({ code, name, distance, distance_label }: RaceRef): RaceRef => ({
  code,
  name,
  distance,
  distance_label,
});
