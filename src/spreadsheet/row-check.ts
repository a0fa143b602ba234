import { isGapMark, normalizeSex } from './classify';
import { cleanCell, type Failure } from './normalize';
import { raceRouter, type RaceRef } from './race-route';
import type { RegistrationImportColumn } from '@/contract/registrations';
import type { ResultImportColumn } from '@/contract/results';
import { answerKeyOf, type AnswerField } from './answers';
import { columnLabel, FIELDS, SPLIT_FIELD } from './columns';
import type { ColumnMapping, ImportKind, RawTable, RowProblem, Severity } from './types';

const EVERY_FIELD = [...new Set([...FIELDS.registrations, ...FIELDS.results])] as Field[];
export type Field = RegistrationImportColumn | ResultImportColumn | 'race';
export type Columns = Record<Field, number>;

/** Column index of every field (-1 when unmapped): one fixed shape, so lookups stay fast. */
export function columnsOf(mapping: ColumnMapping): Columns {
  const col = {} as Columns;
  for (const field of EVERY_FIELD) col[field] = -1;
  const byField = col as Record<string, number>;
  mapping.columns.forEach((field, index) => {
    if (field !== null && byField[field] === -1) byField[field] = index;
  });
  return col;
}

export interface Plan {
  kind: ImportKind;
  headers: string[];
  width: number;
  col: Columns;
  splits: number[];
  /** The race code a race cell names, or null; absent when the hub lists no races. */
  route: ((value: string) => string | null) | null;
  races: readonly RaceRef[];
  /** The race chosen for the file, for rows without a race cell. */
  fileRace: string | null;
  /** The columns mapped to the event's own fields, each with its field. */
  answers: { column: number; field: AnswerField }[];
}

export function planOf(
  table: RawTable,
  mapping: ColumnMapping,
  races: readonly RaceRef[] | null = null,
  fileRace: string | null = null,
  fields: readonly AnswerField[] | null = null,
): Plan {
  const splits: number[] = [];
  const answers: Plan['answers'] = [];
  const byKey = new Map((fields ?? []).map((f) => [f.key, f]));
  mapping.columns.forEach((field, index) => {
    if (field === SPLIT_FIELD) splits.push(index);
    const answered = byKey.get(answerKeyOf(field) ?? '');
    if (answered) answers.push({ column: index, field: answered });
  });
  return {
    kind: mapping.kind,
    headers: table.headers,
    width: table.headers.length,
    col: columnsOf(mapping),
    splits,
    route: races ? raceRouter(races) : null,
    races: races ?? [],
    fileRace,
    answers,
  };
}

export const NO_PROBLEMS: RowProblem[] = [];

/** Builds one row's problems; allocated only when the row has any. */
export class RowCheck {
  problems: RowProblem[] = NO_PROBLEMS;
  hasError = false;
  row = 0;

  constructor(readonly plan: Plan) {}

  /** One instance serves every row of a table, so a large file allocates no checker per row. */
  reset(row: number) {
    this.problems = NO_PROBLEMS;
    this.hasError = false;
    this.row = row;
  }

  add(column: number, field: string | null, severity: Severity, failure: Failure) {
    if (this.problems === NO_PROBLEMS) this.problems = [];
    if (severity === 'error') this.hasError = true;
    this.problems.push({
      row: this.row,
      column: column >= 0 ? (this.plan.headers[column] ?? `Coluna ${column + 1}`) : null,
      columnIndex: column >= 0 ? column : null,
      field,
      severity,
      code: failure.code,
      message: failure.message,
    });
  }

  /** `column` is passed in (`col.name`), not looked up by `field`: a keyed load per cell was slow. */
  text(cells: string[], column: number, field: Field, limit: number): string | null {
    if (column < 0) return '';
    const value = cleanCell(cells[column]);
    if (value.length > limit) {
      this.add(column, field, 'error', {
        code: 'too_long',
        message: `${columnLabel(field)} com ${value.length} caracteres (máximo ${limit})`,
      });
      return null;
    }
    return value;
  }

  /** The row's race, by its race cell: a code, or undefined (the file's race, or no cell). */
  race(cells: string[]): string | undefined {
    const column = this.plan.col.race;
    if (column < 0) return undefined;
    const raw = cleanCell(cells[column]);
    if (!raw) return undefined;
    if (!this.plan.route) return raw;
    const code = this.plan.route(raw);
    if (code) return code;
    const races = this.plan.races.map((r) => `${r.code} (${r.name})`).join(', ');
    this.add(column, 'race', 'error', {
      code: 'unknown_race',
      message: `Prova "${raw}" não encontrada no evento: as provas são ${races}`,
    });
    return undefined;
  }

  /** `M`, `F` or `X` from what spreadsheets write; an unknown word is a warning, not sent. */
  sex(cells: string[]): 'M' | 'F' | 'X' | undefined {
    const column = this.plan.col.sex;
    if (column < 0) return undefined;
    const raw = cleanCell(cells[column]);
    const sex = raw ? normalizeSex(raw) : undefined;
    if (!sex && raw && !isGapMark(raw))
      this.add(column, 'sex', 'warning', {
        code: 'invalid_sex',
        message: `Sexo "${raw}" desconhecido: use M, F, Masculino ou Feminino; não será enviado`,
      });
    return sex;
  }

  required(field: Field) {
    const column = this.plan.col[field];
    this.add(column, field, 'error', {
      code: 'required',
      message: `${columnLabel(field)} é obrigatório`,
    });
  }
}
