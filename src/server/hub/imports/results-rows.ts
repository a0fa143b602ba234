/** A result import's rows: what an item writes, as sent, and whether it changes what is stored. */
import { sql } from 'drizzle-orm';
import type { ResultImportItem } from '@/contract/results';
import { raceTimeToMs } from '@/contract/time';
import { results } from '@/server/db/schema';
import type { ColumnType } from './unnest';

/** What a row already stored for the bib takes from the item. */
export const UPSERT = sql`
  on conflict (race_id, bib) do update set
    registration_id = excluded.registration_id, name = coalesce(excluded.name, ${results.name}), status = excluded.status,
    net_time_ms = excluded.net_time_ms, gun_time_ms = excluded.gun_time_ms, category = coalesce(excluded.category, ${results.category}),
    modality_id = excluded.modality_id, overall_position = excluded.overall_position,
    gender_position = excluded.gender_position, category_position = excluded.category_position,
    overall_from_file = excluded.overall_from_file, gender_from_file = excluded.gender_from_file,
    category_from_file = excluded.category_from_file, sex = coalesce(excluded.sex, ${results.sex}),
    age = coalesce(excluded.age, ${results.age}), team = coalesce(excluded.team, ${results.team}),
    deleted_at = null, updated_at = now()`;

export interface ResultRow {
  bib: string;
  registration_id: number | null;
  name: string | null;
  status: string;
  net_time_ms: number | null;
  gun_time_ms: number | null;
  category: string | null;
  modality_id: number | null;
  overall_position: number | null;
  gender_position: number | null;
  category_position: number | null;
  overall_from_file: boolean;
  gender_from_file: boolean;
  category_from_file: boolean;
  sex: string | null;
  age: number | null;
  team: string | null;
}
/** Every column an item writes, with its type as sent (`recordsOf`). */
export const COLUMN_TYPES: Record<keyof ResultRow, ColumnType> = {
  bib: 'text',
  registration_id: 'int',
  name: 'text',
  status: 'text',
  net_time_ms: 'int',
  gun_time_ms: 'int',
  category: 'text',
  modality_id: 'int',
  overall_position: 'int',
  gender_position: 'int',
  category_position: 'int',
  overall_from_file: 'boolean',
  gender_from_file: 'boolean',
  category_from_file: 'boolean',
  sex: 'text',
  age: 'int',
  team: 'text',
};
const COLUMNS = Object.keys(COLUMN_TYPES);
export const STORED_COLUMNS = COLUMNS.join(', ');

/** A row as sent: a flag that is false is left out (null), so a file without places sends none. */
export const sentRow = (row: ResultRow) => ({
  ...row,
  overall_from_file: row.overall_from_file || null,
  gender_from_file: row.gender_from_file || null,
  category_from_file: row.category_from_file || null,
});

export interface StoredResult extends ResultRow {
  id: number;
  deleted: boolean;
}

const POSITIONS = ['overall', 'gender', 'category'] as const;

/**
 * What an item writes. Non-finishers get no time and no place, whatever the item carries.
 * `category`: the item's, or the one its sex and age fall in. Only the places the file gives
 * are stored: the others are ranked as the results are read (`results.places.ts`).
 */
export function resultRow(
  item: ResultImportItem,
  registrationId: number | null,
  modalityId: number | null,
  category: string | null,
): ResultRow {
  const finished = item.status === 'finished';
  // Read once each, by name: a key built per call costs more than the rest of the row.
  const overall = finished ? item.overall_position : undefined;
  const gender = finished ? item.gender_position : undefined;
  const inCategory = finished ? item.category_position : undefined;
  return {
    bib: item.bib,
    registration_id: registrationId,
    name: item.name ?? null,
    status: item.status,
    net_time_ms: finished && item.net_time ? raceTimeToMs(item.net_time) : null,
    gun_time_ms: finished && item.gun_time ? raceTimeToMs(item.gun_time) : null,
    category,
    modality_id: modalityId,
    overall_position: overall ?? null,
    gender_position: gender ?? null,
    category_position: inCategory ?? null,
    overall_from_file: overall !== undefined,
    gender_from_file: gender !== undefined,
    category_from_file: inCategory !== undefined,
    sex: item.sex ?? null,
    age: item.age ?? null,
    team: item.team ?? null,
  };
}

/**
 * Whether writing `row` over `stored` would change nothing. Fields the item leaves out that the
 * upsert keeps (name, category, sex, age, team) are unchanged; computed places are not stored,
 * so only where a place comes from matters for them.
 */
export function sameRow(stored: ResultRow, row: ResultRow): boolean {
  const kept = ['name', 'category', 'sex', 'age', 'team'] as const;
  const replaced = [
    'registration_id',
    'status',
    'net_time_ms',
    'gun_time_ms',
    'modality_id',
    'overall_from_file',
    'gender_from_file',
    'category_from_file',
  ] as const;
  return (
    kept.every((k) => row[k] === null || row[k] === stored[k]) &&
    replaced.every((k) => row[k] === stored[k]) &&
    POSITIONS.every(
      (p) => !row[`${p}_from_file`] || row[`${p}_position`] === stored[`${p}_position`],
    )
  );
}
