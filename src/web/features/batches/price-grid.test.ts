import { describe, expect, it } from 'vitest';
import { formatBrl } from '@/contract/money';
import { parseBrl } from '@/contract/money-input';
import {
  cellProblem,
  copyToAll,
  gridErrorPath,
  gridRows,
  moveFocus,
  setCovered,
  setPrice,
  syncRows,
  toRacePrices,
} from './price-grid';

const races = [
  { id: 11, name: 'Ultra 80K', code: '80K' },
  { id: 12, name: 'Ultra 50K', code: '50K' },
  { id: 13, name: 'Trail 25K', code: '25K' },
];

describe('price grid', () => {
  it('starts with one covered, empty row per race', () => {
    expect(gridRows(races)).toEqual([
      { race_id: '11', name: 'Ultra 80K', code: '80K', covered: true, cents: null },
      { race_id: '12', name: 'Ultra 50K', code: '50K', covered: true, cents: null },
      { race_id: '13', name: 'Trail 25K', code: '25K', covered: true, cents: null },
    ]);
  });

  it('stores prices typed in BRL as cents, with comma or point', () => {
    let rows = gridRows(races);
    rows = setPrice(rows, 0, parseBrl('89,90'));
    rows = setPrice(rows, 1, parseBrl('12.50'));
    rows = setPrice(rows, 2, parseBrl('R$ 1.234,56'));
    expect(rows.map((row) => row.cents)).toEqual([8990, 1250, 123456]);
    expect(rows.map((row) => formatBrl(row.cents as number))).toEqual([
      'R$ 89,90',
      'R$ 12,50',
      'R$ 1.234,56',
    ]);
    expect(parseBrl('12,5,0')).toBeNull();
  });

  it('leaves uncovered races out of race_prices, keeping their typed price', () => {
    let rows = gridRows(races);
    rows = setPrice(rows, 0, 8990);
    rows = setPrice(rows, 1, 8990);
    rows = setPrice(rows, 2, 5000);
    rows = setCovered(rows, 2, false);
    expect(rows[2].cents).toBe(5000);
    expect(toRacePrices(rows)).toEqual({ '11': 8990, '12': 8990 });
  });

  it('covers a race when a price is typed into it, not when it is cleared', () => {
    let rows = setCovered(gridRows(races), 1, false);
    expect(setPrice(rows, 1, null)[1].covered).toBe(false);
    rows = setPrice(rows, 1, 100);
    expect(rows[1]).toMatchObject({ covered: true, cents: 100 });
  });

  it('copies one price to every covered race, and not while it is empty or invalid', () => {
    let rows = setCovered(gridRows(races), 2, false);
    expect(copyToAll(rows, 0)).toEqual(rows);
    rows = setPrice(rows, 0, Number.NaN);
    expect(copyToAll(rows, 0)).toEqual(rows);
    rows = setPrice(rows, 0, 4500);
    expect(copyToAll(rows, 0).map((row) => [row.cents, row.covered])).toEqual([
      [4500, true],
      [4500, true],
      [null, false],
    ]);
  });

  it('names what is wrong with a covered cell only', () => {
    const [row] = gridRows(races);
    expect(cellProblem(row)).toBe('required');
    expect(cellProblem({ ...row, cents: Number.NaN })).toBe('invalid');
    expect(cellProblem({ ...row, cents: -1 })).toBe('negative');
    expect(cellProblem({ ...row, cents: 0 })).toBeNull();
    expect(cellProblem({ ...row, covered: false })).toBeNull();
  });

  it("maps a hub's race_prices.<id> error back to the row of that race", () => {
    const rows = gridRows(races);
    expect(gridErrorPath(rows, 'race_prices.13')).toBe('race_prices.2.cents');
    expect(gridErrorPath(rows, 'race_prices')).toBe('race_prices');
    expect(gridErrorPath(rows, 'race_prices.999')).toBeNull();
    expect(gridErrorPath(rows, 'name')).toBeNull();
  });

  it('keeps typed prices when the race list changes', () => {
    const rows = setPrice(gridRows(races), 1, 700);
    const next = syncRows(rows, [races[1], { id: 14, name: 'Kids', code: 'K' }]);
    expect(next.map((row) => [row.race_id, row.cents])).toEqual([
      ['12', 700],
      ['14', null],
    ]);
  });

  describe('moves focus like a spreadsheet', () => {
    const size = { rows: 3, cols: 3 };
    it('with arrows, stopping at the edges', () => {
      expect(moveFocus({ row: 0, col: 1 }, { key: 'ArrowDown' }, size)).toEqual({ row: 1, col: 1 });
      expect(moveFocus({ row: 0, col: 1 }, { key: 'ArrowUp' }, size)).toEqual({ row: 0, col: 1 });
      expect(moveFocus({ row: 2, col: 1 }, { key: 'ArrowDown' }, size)).toEqual({ row: 2, col: 1 });
      expect(moveFocus({ row: 1, col: 0 }, { key: 'ArrowLeft' }, size)).toEqual({ row: 1, col: 0 });
      expect(moveFocus({ row: 1, col: 1 }, { key: 'ArrowRight' }, size)).toEqual({
        row: 1,
        col: 2,
      });
    });
    it('with Enter down and Shift+Enter up', () => {
      expect(moveFocus({ row: 1, col: 1 }, { key: 'Enter' }, size)).toEqual({ row: 2, col: 1 });
      expect(moveFocus({ row: 1, col: 1 }, { key: 'Enter', shiftKey: true }, size)).toEqual({
        row: 0,
        col: 1,
      });
    });
    it('with Tab across rows, leaving the grid after the last cell', () => {
      expect(moveFocus({ row: 0, col: 2 }, { key: 'Tab' }, size)).toEqual({ row: 1, col: 0 });
      expect(moveFocus({ row: 1, col: 0 }, { key: 'Tab', shiftKey: true }, size)).toEqual({
        row: 0,
        col: 2,
      });
      expect(moveFocus({ row: 2, col: 2 }, { key: 'Tab' }, size)).toBeNull();
      expect(moveFocus({ row: 0, col: 0 }, { key: 'Tab', shiftKey: true }, size)).toBeNull();
    });
    it('ignores other keys and empty grids', () => {
      expect(moveFocus({ row: 0, col: 0 }, { key: 'a' }, size)).toBeNull();
      expect(moveFocus({ row: 0, col: 0 }, { key: 'ArrowDown' }, { rows: 0, cols: 3 })).toBeNull();
    });
  });
});
