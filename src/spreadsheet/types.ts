import type { ImportKind } from '@/contract/imports';
import type { RegistrationImportItemInput } from '@/contract/registrations';
import type { RaceBibs, ResultImportItemInput } from '@/contract/results';
import type { AnswerField } from '@/contract/registration-answers';
import type { RaceRef } from './race-ref';

/** The event's bibs by race (`GET /events/{event}/bibs`) and the race the file is for. */
export interface RegisteredBibs {
  race: string;
  races: RaceBibs[];
}

export type { ImportKind };

export type ItemOf<K extends ImportKind> = K extends 'registrations'
  ? RegistrationImportItemInput
  : ResultImportItemInput;

/** A sheet as read: every cell raw text; `rows[i]` is spreadsheet row `i + 2` (header = 1). */
export interface RawTable {
  headers: string[];
  rows: string[][];
  malformed?: number[];
}

export type Severity = 'error' | 'warning';

export type ProblemCode =
  | 'required'
  | 'too_long'
  | 'missing_identifier'
  | 'invalid_cpf'
  | 'document_not_cpf'
  | 'document_doubtful'
  | 'age_outside_categories'
  | 'finisher_without_time'
  | 'scientific_notation'
  | 'phone_scientific_notation'
  | 'phone_scientific_recovered'
  | 'invalid_date'
  | 'two_digit_year'
  | 'invalid_email'
  | 'invalid_boolean'
  | 'invalid_time'
  | 'invalid_status'
  | 'invalid_position'
  | 'invalid_sex'
  | 'invalid_answer'
  | 'unknown_race'
  | 'invalid_age'
  | 'split_backwards'
  | 'net_over_gun'
  | 'place_contradicts_time'
  | 'faster_than_record'
  | 'bib_not_registered'
  | 'bib_in_other_race'
  | 'too_many_splits'
  | 'duplicate_external_id'
  | 'duplicate_document'
  | 'duplicate_bib'
  | 'row_too_few_cells'
  | 'row_too_many_cells'
  | 'malformed_quotes'
  | 'schema_rejected';

export interface RowProblem {
  row: number;
  /** Header text of the column, or null when the problem is the whole row's. */
  column: string | null;
  columnIndex: number | null;
  field: string | null;
  severity: Severity;
  code: ProblemCode;
  message: string;
}

export interface CheckedRow<K extends ImportKind = ImportKind> {
  index: number;
  row: number;
  /** True when every cell is blank: the row is skipped, never sent. */
  empty: boolean;
  /** The normalised item (also for rows with errors, for the preview); null for empty rows. */
  item: ItemOf<K> | null;
  problems: RowProblem[];
  /** The race the row's race cell names (its code); absent: the race chosen for the file. */
  race?: string;
}

/** What the mapping UI edits: column index -> field (or `split`, or null to ignore). */
export interface ColumnMapping {
  kind: ImportKind;
  columns: (string | null)[];
}

export interface ValidationResult<K extends ImportKind = ImportKind> {
  kind: K;
  table: RawTable;
  mapping: ColumnMapping;
  rows: CheckedRow<K>[];
  /** The race's distance the rows were reviewed against, when known. */
  distanceKm?: number | null;
  /** The event's bibs the rows were reviewed against, when the hub could say. */
  registered?: RegisteredBibs | null;
  /** The event's races a race column is read against; null when the hub does not list them. */
  races?: readonly RaceRef[] | null;
  /** The race chosen for the file: rows without a race cell go to it. */
  race?: string | null;
  /** The event's registration fields a column may answer; null when the hub does not list them. */
  fields?: readonly AnswerField[] | null;
}
