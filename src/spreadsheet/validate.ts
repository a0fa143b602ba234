import {
  REGISTRATION_IMPORT_COLUMNS as COLUMN,
  type RegistrationImportItemInput,
} from '@/contract/registrations';
import { keyHash, repeats } from './first-seen';
import { columnLabel, UNIQUE_FIELDS } from './columns';
import { reviewResults, withoutReview } from './review-results';
import { resultItem } from './result-item';
import { checkAge } from './age-check';
import { readAnswer, type AnswerField } from './answers';
import type { Answers } from '@/contract/registration-answers';
import { NO_PROBLEMS, planOf, RowCheck, type Plan } from './row-check';
import {
  booleanFailure,
  cleanCell,
  EMAIL_PATTERN,
  normalizeBoolean,
  normalizeDocument,
  validCpfDigits,
  isScientific,
  normalizePhone,
} from './normalize';
import { dateFailure, normalizeDate } from './read-date';
import type { RaceRef } from './race-route';
import type {
  CheckedRow,
  ColumnMapping,
  ImportKind,
  ItemOf,
  ProblemCode,
  RawTable,
  RegisteredBibs,
  RowProblem,
  ValidationResult,
} from './types';

const DUPLICATE_CODES: Record<string, ProblemCode> = {
  external_id: 'duplicate_external_id',
  document: 'duplicate_document',
  bib: 'duplicate_bib',
};

function isBlankRow(cells: string[]): boolean {
  for (let i = 0; i < cells.length; i++) if (cells[i].trim() !== '') return false;
  return true;
}

function checkShape(check: RowCheck, cells: string[], plan: Plan) {
  if (cells.length < plan.width)
    check.add(-1, null, 'warning', {
      code: 'row_too_few_cells',
      message: `Linha com ${cells.length} de ${plan.width} colunas: as que faltam ficaram vazias`,
    });
  else if (cells.length > plan.width) {
    for (let i = plan.width; i < cells.length; i++)
      if (cells[i].trim() !== '') {
        check.add(-1, null, 'warning', {
          code: 'row_too_many_cells',
          message: `Linha com ${cells.length} colunas, o cabeçalho tem ${plan.width}: os valores a mais não são importados`,
        });
        return;
      }
  }
}

function registrationItem(check: RowCheck, cells: string[]): RegistrationImportItemInput {
  const col = check.plan.col;
  const name = check.text(cells, col.name, 'name', COLUMN.name.max);
  if (name === '') check.required('name');
  const externalId = check.text(cells, col.external_id, 'external_id', COLUMN.external_id.max);

  let document: string | undefined;
  const documentRaw = col.document < 0 ? '' : cleanCell(cells[col.document]);
  if (documentRaw) document = validCpfDigits(documentRaw) ?? undefined;
  if (documentRaw && !document) {
    const outcome = normalizeDocument(documentRaw);
    if (outcome.ok) {
      document = outcome.value;
      if (outcome.warning) check.add(col.document, 'document', 'warning', outcome.warning);
    } else check.add(col.document, 'document', 'error', outcome.failure);
  }
  if (externalId === '' && !documentRaw)
    check.add(col.document >= 0 ? col.document : col.external_id, 'document', 'error', {
      code: 'missing_identifier',
      message: 'Informe o CPF / documento ou o ID externo',
    });

  let email = check.text(cells, col.email, 'email', COLUMN.email.max);
  if (email && !EMAIL_PATTERN.test(email)) {
    check.add(col.email, 'email', 'error', {
      code: 'invalid_email',
      message: `E-mail inválido "${email}"`,
    });
    email = '';
  }

  let phone = check.text(cells, col.phone, 'phone', COLUMN.phone.max);
  if (phone && isScientific(phone)) {
    const outcome = normalizePhone(phone);
    phone = outcome.value ?? '';
    if (outcome.warning) check.add(col.phone, 'phone', 'warning', outcome.warning);
  }

  let birthDate: string | null = null;
  if (col.birth_date >= 0) {
    const raw = cleanCell(cells[col.birth_date]);
    if (raw) {
      birthDate = normalizeDate(raw);
      if (!birthDate) check.add(col.birth_date, 'birth_date', 'error', dateFailure(raw));
    }
  }

  let kit: boolean | undefined;
  if (col.kit_picked_up >= 0) {
    const raw = cleanCell(cells[col.kit_picked_up]);
    if (raw) {
      kit = normalizeBoolean(raw);
      if (kit === undefined)
        check.add(col.kit_picked_up, 'kit_picked_up', 'error', booleanFailure(raw));
    }
  }

  const bib = check.text(cells, col.bib, 'bib', COLUMN.bib.max);
  const category = check.text(cells, col.category, 'category', COLUMN.category.max);
  const modality = check.text(cells, col.modality, 'modality', COLUMN.modality.max);
  const qr = check.text(cells, col.kit_qr_payload, 'kit_qr_payload', COLUMN.kit_qr_payload.max);
  const medical = check.text(cells, col.medical_link, 'medical_link', COLUMN.medical_link.max);
  const answers = answersOf(check, cells);
  // One object literal, absent fields undefined (JSON drops them): every item has one shape.
  return {
    name: name ?? '',
    external_id: externalId || undefined,
    document,
    email: email || undefined,
    phone: phone || undefined,
    birth_date: birthDate ?? undefined,
    sex: check.sex(cells),
    bib: bib || undefined,
    category: category || undefined,
    modality: modality || undefined,
    kit_picked_up: kit,
    kit_qr_payload: qr || undefined,
    medical_link: medical || undefined,
    answers,
  };
}

/** The cells of the columns mapped to the event's fields, as answers; undefined when none. */
function answersOf(check: RowCheck, cells: string[]): Answers | undefined {
  let answers: Answers | undefined;
  for (const { column, field } of check.plan.answers) {
    const raw = cleanCell(cells[column]);
    if (!raw) continue;
    const reading = readAnswer(field, raw);
    if (reading.ok) (answers ??= {})[field.key] = reading.value;
    else
      check.add(column, `answers.${field.key}`, 'error', {
        code: 'invalid_answer',
        message: reading.message,
      });
  }
  return answers;
}

function keyOf(kind: ImportKind, row: CheckedRow, f: number): string | null {
  const item = row.item as Record<string, unknown> | null;
  return item ? (item[UNIQUE_FIELDS[kind][f]] as string | undefined) || null : null;
}

function checkRow<K extends ImportKind>(
  check: RowCheck,
  table: RawTable,
  index: number,
  malformed: ReadonlySet<number> | null,
): CheckedRow<K> {
  const plan = check.plan;
  const cells = table.rows[index];
  const row = index + 2;
  if (isBlankRow(cells)) return { index, row, empty: true, item: null, problems: NO_PROBLEMS };
  check.reset(row);
  if (malformed?.has(index))
    check.add(-1, null, 'warning', {
      code: 'malformed_quotes',
      message: 'Aspas sem fechamento ou fora do lugar nesta linha: confira os valores',
    });
  checkShape(check, cells, plan);
  const race = check.race(cells);
  let item;
  if (plan.kind === 'registrations') {
    item = registrationItem(check, cells);
    checkAge(check, item.birth_date, race);
  } else item = resultItem(check, cells, plan);
  const checked: CheckedRow<K> = {
    index,
    row,
    empty: false,
    item: item as ItemOf<K>,
    problems: check.problems,
  };
  if (race !== undefined) checked.race = race;
  return checked;
}

function duplicateProblem(
  plan: Plan,
  row: number,
  field: string,
  value: string,
  firstRow: number,
): RowProblem {
  const column = (plan.col as Record<string, number>)[field];
  return {
    row,
    column: column >= 0 ? plan.headers[column] : null,
    columnIndex: column >= 0 ? column : null,
    field,
    severity: 'error',
    code: DUPLICATE_CODES[field],
    message: `${columnLabel(field)} ${value} repetido: já aparece na linha ${firstRow}`,
  };
}

/**
 * Per unique field, each row's key hash (0: no key), taken while the row is checked. The keys
 * stay on the rows: a column of 100 000 strings beside them was young memory to copy.
 */
function keyHashes(kind: ImportKind, n: number): Uint32Array[] {
  return UNIQUE_FIELDS[kind].map(() => new Uint32Array(n));
}

function collectKeys(kind: ImportKind, hashes: Uint32Array[], row: CheckedRow, i: number) {
  for (let f = 0; f < hashes.length; f++) {
    const key = keyOf(kind, row, f);
    if (key) hashes[f][i] = keyHash(key);
  }
}

function flagDuplicates(plan: Plan, rows: CheckedRow[], hashes: Uint32Array[]) {
  const fields = UNIQUE_FIELDS[plan.kind];
  for (let f = 0; f < fields.length; f++) {
    const keyAt = (i: number) => keyOf(plan.kind, rows[i], f) as string;
    const pairs = repeats(hashes[f], keyAt);
    for (let p = 0; p < pairs.length; p += 2) {
      const row = rows[pairs[p]];
      if (row.problems === NO_PROBLEMS) row.problems = [];
      row.problems.push(
        duplicateProblem(plan, row.row, fields[f], keyAt(pairs[p]), rows[pairs[p + 1]].row),
      );
    }
  }
}

export interface ValidateOptions {
  onProgress?: (rowsSoFar: number) => void;
  progressEvery?: number;
  /** The race's distance, for the results review (paces no one has run). */
  distanceKm?: number | null;
  /** The event's bibs, for the results review (bibs nobody holds, or held in another race). */
  registered?: RegisteredBibs | null;
  /** The event's races, for a race column; null when the hub does not list them. */
  races?: readonly RaceRef[] | null;
  /** The race chosen for the file, for rows without a race cell (their ages). */
  race?: string | null;
  /** The event's registration fields, for the columns mapped to them. */
  fields?: readonly AnswerField[] | null;
}

export function validateTable<K extends ImportKind>(
  table: RawTable,
  mapping: ColumnMapping & { kind: K },
  options: ValidateOptions = {},
): ValidationResult<K> {
  const plan = planOf(table, mapping, options.races, options.race ?? null, options.fields);
  const malformed = table.malformed?.length ? new Set(table.malformed) : null;
  const rows = new Array<CheckedRow<K>>(table.rows.length);
  const every = options.progressEvery ?? 10_000;
  const check = new RowCheck(plan);
  const keys = keyHashes(plan.kind, rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = checkRow<K>(check, table, i, malformed);
    rows[i] = row;
    if (!row.empty) collectKeys(plan.kind, keys, row, i);
    if (options.onProgress && (i + 1) % every === 0) options.onProgress(i + 1);
  }
  flagDuplicates(plan, rows, keys);
  const { distanceKm, registered, races, race, fields } = options;
  const reviewed =
    plan.kind === 'results' ? reviewResults(rows, { distanceKm, registered, races }) : rows;
  const context = { distanceKm, registered, races, race, fields };
  return { kind: mapping.kind, table, mapping, rows: reviewed, ...context };
}

export const hasErrors = (row: CheckedRow): boolean =>
  row.problems.some((p) => p.severity === 'error');

export const isSendable = (row: CheckedRow): boolean => !row.empty && !hasErrors(row);

/**
 * One cell edited by the person: that row is checked again, and so is every row whose
 * duplicate flag depends on the values it held or now holds. Returns a new result; the
 * previous one is left as it was.
 */
export function fixCell<K extends ImportKind>(
  result: ValidationResult<K>,
  rowIndex: number,
  columnIndex: number,
  value: string,
): ValidationResult<K> {
  const previous = result.rows[rowIndex];
  if (!previous) throw new RangeError(`Linha ${rowIndex + 2} não existe`);
  const cells = result.table.rows[rowIndex].slice();
  while (cells.length <= columnIndex) cells.push('');
  cells[columnIndex] = value;
  const tableRows = result.table.rows.slice();
  tableRows[rowIndex] = cells;
  const malformed = result.table.malformed?.filter((i) => i !== rowIndex);
  const table: RawTable = { ...result.table, rows: tableRows, malformed };
  const plan = planOf(table, result.mapping, result.races, result.race ?? null, result.fields);
  const rows = result.rows.slice();
  rows[rowIndex] = checkRow<K>(new RowCheck(plan), table, rowIndex, null);

  const fields = UNIQUE_FIELDS[result.kind];
  const affected = new Set<number>([rowIndex]);
  for (let f = 0; f < fields.length; f++) {
    const before = keyOf(result.kind, previous, f);
    const after = keyOf(result.kind, rows[rowIndex], f);
    if (before === after) continue;
    for (let i = 0; i < rows.length; i++) {
      const key = keyOf(result.kind, rows[i], f);
      if (key && (key === before || key === after)) affected.add(i);
    }
  }
  for (const i of affected) {
    if (i !== rowIndex) {
      const own = rows[i].problems.filter((p) => !p.code.startsWith('duplicate_'));
      rows[i] = { ...rows[i], problems: own.length ? own : NO_PROBLEMS };
    }
  }
  for (let f = 0; f < fields.length; f++) {
    const firstRow = new Map<string, number>();
    for (let i = 0; i < rows.length; i++) {
      const key = keyOf(result.kind, rows[i], f);
      if (!key) continue;
      const first = firstRow.get(key);
      if (first === undefined) firstRow.set(key, rows[i].row);
      else if (affected.has(i)) {
        const problems = rows[i].problems === NO_PROBLEMS ? [] : rows[i].problems.slice();
        problems.push(duplicateProblem(plan, rows[i].row, fields[f], key, first));
        rows[i] = { ...rows[i], problems };
      }
    }
  }
  const reviewed =
    result.kind === 'results'
      ? reviewResults(withoutReview(rows), {
          distanceKm: result.distanceKm,
          registered: result.registered,
          races: result.races,
        })
      : rows;
  return { ...result, table, rows: reviewed };
}
