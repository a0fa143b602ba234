/**
 * The race-price grid of a batch, as plain data: one row per race, a "covered" toggle and a
 * price in cents (`null` empty, `NaN` while the typed text is not a price). Uncovered rows keep
 * their price on screen but are absent from `race_prices`.
 */
export interface PriceRow {
  race_id: string;
  name: string;
  code: string;
  covered: boolean;
  cents: number | null;
}

export interface GridRace {
  id: number | string;
  name: string;
  code?: string | null;
  /** The race's start: a batch sells before it. */
  starts_at?: string | null;
}

export interface CellPosition {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
}

export type CellProblem = 'required' | 'invalid' | 'negative';

export function gridRows(races: readonly GridRace[], covered = true): PriceRow[] {
  return races.map((race) => ({
    race_id: String(race.id),
    name: race.name,
    code: race.code ?? '',
    covered,
    cents: null,
  }));
}

/** The grid for a new race list, keeping what was typed for races still there. */
export function syncRows(rows: readonly PriceRow[], races: readonly GridRace[]): PriceRow[] {
  const byId = new Map(rows.map((row) => [row.race_id, row]));
  return gridRows(races).map((fresh) => {
    const kept = byId.get(fresh.race_id);
    return kept ? { ...kept, name: fresh.name, code: fresh.code } : fresh;
  });
}

function replaceRow(rows: readonly PriceRow[], index: number, patch: Partial<PriceRow>) {
  if (index < 0 || index >= rows.length) return rows as PriceRow[];
  return rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
}

export const setCovered = (rows: readonly PriceRow[], index: number, covered: boolean) =>
  replaceRow(rows, index, { covered });

/** Typing a price into a race puts it in the batch; clearing it does not take it out. */
export const setPrice = (rows: readonly PriceRow[], index: number, cents: number | null) =>
  replaceRow(rows, index, cents === null ? { cents } : { cents, covered: true });

/** One row's price to every covered row; nothing changes while that price is empty or invalid. */
export function copyToAll(rows: readonly PriceRow[], fromIndex: number): PriceRow[] {
  const source = rows[fromIndex];
  if (!source || source.cents === null || Number.isNaN(source.cents)) return rows as PriceRow[];
  return rows.map((row, i) =>
    i === fromIndex || row.covered ? { ...row, cents: source.cents, covered: true } : row,
  );
}

export function cellProblem(row: PriceRow): CellProblem | null {
  if (!row.covered) return null;
  if (row.cents === null) return 'required';
  if (Number.isNaN(row.cents) || !Number.isInteger(row.cents)) return 'invalid';
  if (row.cents < 0) return 'negative';
  return null;
}

/** The body's map: covered races only, race id -> cents. */
export function toRacePrices(rows: readonly PriceRow[]): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const row of rows) if (row.covered && row.cents !== null) prices[row.race_id] = row.cents;
  return prices;
}

/**
 * A hub or contract path to the form's: `race_prices.12` -> `race_prices.<row of race 12>.cents`,
 * `race_prices` -> itself; a race the grid does not show, or another path, gives null.
 */
export function gridErrorPath(rows: readonly PriceRow[], path: string): string | null {
  if (path === 'race_prices') return path;
  const match = /^race_prices\.([^.]+)$/.exec(path);
  if (!match) return null;
  const index = rows.findIndex((row) => row.race_id === match[1]);
  return index < 0 ? null : `race_prices.${index}.cents`;
}

export interface MoveKey {
  key: string;
  shiftKey?: boolean;
}

/**
 * Where focus goes from a cell, spreadsheet style: arrows move one cell (stopping at the
 * edges), Enter goes down (Shift+Enter up), Tab goes right and wraps to the next row
 * (Shift+Tab the other way). `null` means the key is not the grid's: Tab out of the last cell
 * leaves the grid, other keys keep their usual meaning.
 */
export function moveFocus(
  from: CellPosition,
  { key, shiftKey = false }: MoveKey,
  size: GridSize,
): CellPosition | null {
  if (size.rows === 0 || size.cols === 0) return null;
  const clampRow = (row: number) => Math.min(Math.max(row, 0), size.rows - 1);
  const clampCol = (col: number) => Math.min(Math.max(col, 0), size.cols - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(from.row - 1), col: from.col };
    case 'ArrowDown':
      return { row: clampRow(from.row + 1), col: from.col };
    case 'ArrowLeft':
      return { row: from.row, col: clampCol(from.col - 1) };
    case 'ArrowRight':
      return { row: from.row, col: clampCol(from.col + 1) };
    case 'Enter':
      return { row: clampRow(from.row + (shiftKey ? -1 : 1)), col: from.col };
    case 'Tab': {
      const linear = from.row * size.cols + from.col + (shiftKey ? -1 : 1);
      if (linear < 0 || linear >= size.rows * size.cols) return null;
      return { row: Math.floor(linear / size.cols), col: linear % size.cols };
    }
    default:
      return null;
  }
}
