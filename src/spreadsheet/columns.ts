import type { ImportColumn } from '@/contract/imports';
import { REGISTRATION_IDENTIFIERS, REGISTRATION_IMPORT_COLUMNS } from '@/contract/registrations';
import { RESULT_IMPORT_COLUMNS } from '@/contract/results';
import { IMPORT_COLUMNS_PT_BR } from '@/spreadsheet/column-names';
import type { ImportKind } from './types';

/** The mapping's target for a checkpoint column: any number of them, each one split. */
export const SPLIT_FIELD = 'split';
/**
 * The mapping's target for a column that names each row's race (`Prova`, `Distância`): not an
 * item's field, it says which race's import the row is sent to.
 */
export const RACE_FIELD = 'race';

/** The contract's columns of each kind of file, in the order the mapping offers them. */
export const COLUMNS: Record<ImportKind, Readonly<Record<string, ImportColumn>>> = {
  registrations: REGISTRATION_IMPORT_COLUMNS,
  results: RESULT_IMPORT_COLUMNS,
};

const namesWhere = (kind: ImportKind, keep: (column: ImportColumn) => boolean = () => true) =>
  Object.entries(COLUMNS[kind])
    .filter(([, column]) => keep(column))
    .map(([name]) => name);

export const FIELDS: Record<ImportKind, readonly string[]> = {
  registrations: [...namesWhere('registrations'), RACE_FIELD],
  results: [...namesWhere('results'), RACE_FIELD],
};

/** Fields a file must have a column for. */
export const REQUIRED_FIELDS: Record<ImportKind, readonly string[]> = {
  registrations: namesWhere('registrations', (c) => c.required === true),
  results: namesWhere('results', (c) => c.required === true),
};

/** Fields whose value may stand in one row of a file only. */
export const UNIQUE_FIELDS: Record<ImportKind, readonly string[]> = {
  registrations: namesWhere('registrations', (c) => c.unique === true),
  results: namesWhere('results', (c) => c.unique === true),
};

/** A registrations file needs a column for one of these at least. */
export const IDENTIFIER_FIELDS: readonly string[] = REGISTRATION_IDENTIFIERS;

const PT_BR_LABELS: Readonly<Record<string, string>> = IMPORT_COLUMNS_PT_BR;

/** A column's pt-BR name: row problems are written in pt-BR, in the worker. */
export const columnLabel = (field: string): string => PT_BR_LABELS[field] ?? field;
