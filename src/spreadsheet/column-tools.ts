import { RESULT_STATUSES, SEXES } from '@/contract/enums';
import { normalizeSex } from './classify';
import { normalizeBoolean, normalizeStatus } from './normalize';
import type { RawTable } from './types';

/** The column a tool works on. */
export interface ColumnTool {
  columnIndex: number;
  header: string;
  field: string;
}

/** A whole cell value (compared trimmed) turned into another. */
export interface ValueChange {
  from: string;
  to: string;
}

/** Changes to one column, applied together: `A → B, B → A` swaps, it never chains. */
export interface ColumnReplacement {
  columnIndex: number;
  changes: ValueChange[];
}

export interface ValueCount {
  value: string;
  count: number;
  /** For an enumerated field: the accepted value this one already means, or null. */
  means?: string | null;
}

export interface ColumnValues {
  /** The most frequent first; at most `limit` of them. */
  values: ValueCount[];
  distinct: number;
}

/** Fields whose cells take a few known values: what each may be mapped to. */
export const ENUM_VALUES: Readonly<Record<string, readonly string[]>> = {
  status: RESULT_STATUSES,
  sex: SEXES,
  kit_picked_up: ['sim', 'não'],
};

export const isEnumField = (field: string | null | undefined): field is string =>
  Boolean(field && Object.hasOwn(ENUM_VALUES, field));

/** The accepted value a cell of an enumerated field already means, as the checker reads it. */
export function enumValueOf(field: string, value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  switch (field) {
    case 'status':
      return normalizeStatus(v) ?? null;
    case 'sex':
      return normalizeSex(v) ?? null;
    case 'kit_picked_up': {
      const yes = normalizeBoolean(v);
      return yes === undefined ? null : yes ? 'sim' : 'não';
    }
    default:
      return null;
  }
}

/** A line with no value at all is a blank row: the tools leave it alone, so it stays blank. */
function isBlankRow(cells: readonly string[]): boolean {
  for (let i = 0; i < cells.length; i++) if (cells[i].trim() !== '') return false;
  return true;
}

/** The distinct values of a column (trimmed, blank included) with how many cells hold each. */
export function columnValues(
  table: RawTable,
  columnIndex: number,
  options: { field?: string | null; limit?: number } = {},
): ColumnValues {
  const counts = new Map<string, number>();
  for (const cells of table.rows) {
    if (isBlankRow(cells)) continue;
    const value = (cells[columnIndex] ?? '').trim();
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'pt-BR'));
  const { field, limit = 200 } = options;
  const values = sorted.slice(0, limit).map(([value, count]): ValueCount => {
    const entry: ValueCount = { value, count };
    if (isEnumField(field)) entry.means = enumValueOf(field, value);
    return entry;
  });
  return { values, distinct: counts.size };
}

function changeMap(replacement: ColumnReplacement): Map<string, string> {
  const map = new Map<string, string>();
  for (const { from, to } of replacement.changes) map.set(from.trim(), to);
  return map;
}

/** How many cells `replaceInColumn` would change. */
export function countReplacements(table: RawTable, replacement: ColumnReplacement): number {
  const map = changeMap(replacement);
  const { columnIndex } = replacement;
  let changed = 0;
  for (const cells of table.rows) {
    if (isBlankRow(cells)) continue;
    const cell = cells[columnIndex] ?? '';
    const to = map.get(cell.trim());
    if (to !== undefined && to !== cell) changed++;
  }
  return changed;
}

/**
 * Every cell of the column whose trimmed value is a `from` becomes its `to`. Returns a new
 * table (the same one when nothing changed) and the count of cells changed.
 */
export function replaceInColumn(
  table: RawTable,
  replacement: ColumnReplacement,
): { table: RawTable; changed: number } {
  const map = changeMap(replacement);
  const { columnIndex } = replacement;
  if (columnIndex < 0 || !map.size) return { table, changed: 0 };
  let rows: string[][] | null = null;
  let changed = 0;
  table.rows.forEach((cells, i) => {
    if (isBlankRow(cells)) return;
    const cell = cells[columnIndex] ?? '';
    const to = map.get(cell.trim());
    if (to === undefined || to === cell) return;
    const next = cells.slice();
    while (next.length <= columnIndex) next.push('');
    next[columnIndex] = to;
    rows ??= table.rows.slice();
    rows[i] = next;
    changed++;
  });
  return rows ? { table: { ...table, rows }, changed } : { table, changed };
}
