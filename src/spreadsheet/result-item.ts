import {
  RESULT_IMPORT_COLUMNS as COLUMN,
  RESULT_SPLITS,
  type ResultImportItemInput,
} from '@/contract/results';
import { isGapMark } from './classify';
import { columnLabel, SPLIT_FIELD } from './columns';
import {
  cleanCell,
  normalizePosition,
  normalizeStatus,
  normalizeTime,
  positionProblem,
  statusFailure,
  timeFailure,
  type ResultStatus,
} from './normalize';
import type { Plan, RowCheck } from './row-check';

/** A results row as its item: times, places, status, splits and what timing exports add. */
interface TimeCell {
  time?: string;
  status?: ResultStatus;
  blank: boolean;
  /** A dash or a status word where the time goes: what the cell said. */
  mark?: string;
}
const BLANK_TIME: TimeCell = { blank: true };

function timeField(check: RowCheck, cells: string[], field: 'net_time' | 'gun_time'): TimeCell {
  const column = check.plan.col[field];
  if (column < 0) return BLANK_TIME;
  const raw = cleanCell(cells[column]);
  if (!raw) return BLANK_TIME;
  if (isGapMark(raw)) return { blank: true, mark: raw };
  const time = normalizeTime(raw);
  if (time) return { time, blank: false };
  // Timing software often writes DNF/DNS in the time column instead of a status column.
  const status = normalizeStatus(raw);
  if (status && status !== 'finished') return { status, blank: false, mark: raw };
  check.add(column, field, 'error', timeFailure(raw));
  return { blank: false };
}

type PositionField = 'overall_position' | 'gender_position' | 'category_position';

/** A place, or the status of one who has none (`DNF` in the place column), or nothing. */
function positionField(
  check: RowCheck,
  cells: string[],
  field: PositionField,
): { position?: number; status?: ResultStatus } {
  const column = check.plan.col[field];
  if (column < 0) return {};
  const raw = cleanCell(cells[column]);
  if (!raw || isGapMark(raw)) return {};
  const n = normalizePosition(raw);
  if (n !== null) return { position: n };
  const status = normalizeStatus(raw);
  if (status && status !== 'finished') return { status };
  check.add(column, field, 'warning', positionProblem(columnLabel(field), raw));
  return {};
}

const POSITION_FIELDS: PositionField[] = [
  'overall_position',
  'gender_position',
  'category_position',
];

export function resultItem(check: RowCheck, cells: string[], plan: Plan): ResultImportItemInput {
  const col = plan.col;
  const bib = check.text(cells, col.bib, 'bib', COLUMN.bib.max);
  const item: ResultImportItemInput = { bib: bib ?? '' };
  if (bib === '') check.required('bib');

  let status: ResultStatus | undefined;
  if (col.status >= 0) {
    const raw = cleanCell(cells[col.status]);
    if (raw && !isGapMark(raw)) {
      status = normalizeStatus(raw);
      if (!status) check.add(col.status, 'status', 'error', statusFailure(raw));
    }
  }
  const net = timeField(check, cells, 'net_time');
  const gun = timeField(check, cells, 'gun_time');
  const places = POSITION_FIELDS.map((field) => positionField(check, cells, field));
  // The file says the runner finished (its status column): never overruled behind its back.
  const saidFinished = status === 'finished';
  status ??= net.status ?? gun.status ?? places.find((p) => p.status)?.status;
  if (saidFinished && net.mark) {
    // A finisher whose time the chip missed ("--:--:--"): kept out until someone decides.
    check.add(col.net_time, 'net_time', 'error', {
      code: 'finisher_without_time',
      message: `Tempo líquido "${net.mark}" para quem concluiu: informe o tempo, ou marque a linha como DNF (não terminou) na situação`,
    });
  } else if ((status ?? 'finished') === 'finished' && net.mark) {
    // A dash (or DNF) where the net time goes, and no status saying otherwise: not a finisher.
    check.add(col.net_time, 'net_time', 'warning', {
      code: 'finisher_without_time',
      message: `Tempo líquido "${net.mark}" para quem terminou: a linha vai como DNF (não terminou), sem tempo. Se terminou, corrija o tempo`,
    });
    status = net.status ?? 'dnf';
  }
  if (status) item.status = status;
  // Those who did not finish get no time and no place, whatever the file carries.
  const finished = (status ?? 'finished') === 'finished';
  if (finished) {
    if (net.time) item.net_time = net.time;
    if (gun.time) item.gun_time = gun.time;
    POSITION_FIELDS.forEach((field, i) => {
      if (places[i].position !== undefined) item[field] = places[i].position;
    });
    // A dash was said above, in its own words; an empty cell is what is missing here.
    if (net.blank && !net.mark)
      check.add(col.net_time, 'net_time', 'error', {
        code: 'required',
        message: 'Tempo líquido é obrigatório para quem terminou a prova',
      });
  }

  const name = check.text(cells, col.name, 'name', COLUMN.name.max);
  if (name) item.name = name;
  const category = check.text(cells, col.category, 'category', COLUMN.category.max);
  if (category) item.category = category;
  const modality = check.text(cells, col.modality, 'modality', COLUMN.modality.max);
  if (modality) item.modality = modality;
  const team = check.text(cells, col.team, 'team', COLUMN.team.max);
  if (team) item.team = team;
  const sex = check.sex(cells);
  if (sex) item.sex = sex;
  if (col.age >= 0) {
    const raw = cleanCell(cells[col.age]);
    const age = raw ? normalizePosition(raw) : null;
    if (age !== null && age <= COLUMN.age.max) item.age = age;
    else if (raw && !isGapMark(raw))
      check.add(col.age, 'age', 'warning', {
        code: 'invalid_age',
        message: `Idade "${raw}" não é um número de 1 a ${COLUMN.age.max}: não será enviada`,
      });
  }

  if (plan.splits.length) {
    const splits: { checkpoint: string; time: string }[] = [];
    for (const column of plan.splits) {
      const raw = cleanCell(cells[column]);
      // A mat that missed the runner, or a status where a time would be: no split there.
      if (!raw || isGapMark(raw) || normalizeStatus(raw)) continue;
      const time = normalizeTime(raw);
      if (time)
        splits.push({
          checkpoint: plan.headers[column].slice(0, RESULT_SPLITS.checkpointMax),
          time,
        });
      else check.add(column, SPLIT_FIELD, 'error', timeFailure(raw));
    }
    if (splits.length > RESULT_SPLITS.max)
      check.add(-1, SPLIT_FIELD, 'error', {
        code: 'too_many_splits',
        message: `${splits.length} parciais: o máximo é ${RESULT_SPLITS.max}`,
      });
    if (splits.length) item.splits = splits;
  }
  return item;
}
