import { describe, expect, it } from 'vitest';
import {
  columnValues,
  countReplacements,
  enumValueOf,
  isEnumField,
  replaceInColumn,
} from './column-tools';
import type { PipelineEvent } from './pipeline-messages';
import { createPipelineSession } from './session';
import { bytesOf } from '@/testing/import-files';
import type { RawTable } from './types';

const table: RawTable = {
  headers: ['Peito', 'Situação', 'Sexo'],
  rows: [
    ['1', 'Concluiu', 'Masc'],
    ['2', ' - ', 'F'],
    ['', '', ''],
    ['3', 'Terminou a prova', 'Masc'],
    ['4', '-'],
    ['5', 'Concluiu', ''],
  ],
};

describe('columnValues', () => {
  it('counts each trimmed value, blank included, the most frequent first, blank rows aside', () => {
    expect(columnValues(table, 1)).toEqual({
      values: [
        { value: '-', count: 2 },
        { value: 'Concluiu', count: 2 },
        { value: 'Terminou a prova', count: 1 },
      ],
      distinct: 3,
    });
    expect(columnValues(table, 2).values).toEqual([
      { value: '', count: 2 },
      { value: 'Masc', count: 2 },
      { value: 'F', count: 1 },
    ]);
  });

  it('says what an enumerated field already reads each value as, and stops at the limit', () => {
    const { values, distinct } = columnValues(table, 1, { field: 'status', limit: 2 });
    expect(distinct).toBe(3);
    expect(values).toEqual([
      { value: '-', count: 2, means: null },
      { value: 'Concluiu', count: 2, means: 'finished' },
    ]);
    expect(columnValues(table, 0, { field: 'bib' }).values[0]).not.toHaveProperty('means');
  });
});

describe('replaceInColumn', () => {
  it('replaces whole trimmed cells of one column, leaving blank rows blank', () => {
    const replacement = { columnIndex: 1, changes: [{ from: '-', to: '' }] };
    expect(countReplacements(table, replacement)).toBe(2);
    const { table: next, changed } = replaceInColumn(table, replacement);
    expect(changed).toBe(2);
    expect(next.rows.map((r) => r[1])).toEqual([
      'Concluiu',
      '',
      '',
      'Terminou a prova',
      '',
      'Concluiu',
    ]);
    expect(next.rows[2]).toBe(table.rows[2]);
    expect(next.rows[0]).toBe(table.rows[0]);
    expect(table.rows[1][1]).toBe(' - ');
    expect(next.headers).toBe(table.headers);
  });

  it('pads a short row to reach the column, and fills blank cells when asked', () => {
    const { table: next, changed } = replaceInColumn(table, {
      columnIndex: 2,
      changes: [{ from: '', to: 'X' }],
    });
    expect(changed).toBe(2);
    expect(next.rows[4]).toEqual(['4', '-', 'X']);
    expect(next.rows[5]).toEqual(['5', 'Concluiu', 'X']);
    expect(next.rows[2]).toEqual(['', '', '']);
  });

  it('applies a value map at once: a swap never chains', () => {
    const { table: next } = replaceInColumn(table, {
      columnIndex: 2,
      changes: [
        { from: 'Masc', to: 'F' },
        { from: 'F', to: 'M' },
      ],
    });
    expect(next.rows.map((r) => r[2] ?? '')).toEqual(['F', 'M', '', 'F', '', '']);
  });

  it('answers the same table when nothing changes', () => {
    const none = replaceInColumn(table, { columnIndex: 1, changes: [{ from: 'DNF', to: 'dnf' }] });
    expect(none).toEqual({ table, changed: 0 });
    expect(none.table).toBe(table);
    const same = { columnIndex: 1, changes: [{ from: 'Concluiu', to: 'Concluiu' }] };
    expect(countReplacements(table, same)).toBe(0);
    expect(replaceInColumn(table, same).table).toBe(table);
  });
});

describe('enumerated fields', () => {
  it('reads values as the checker does', () => {
    expect(['status', 'sex', 'kit_picked_up'].every(isEnumField)).toBe(true);
    expect(isEnumField('name')).toBe(false);
    expect(isEnumField('constructor')).toBe(false);
    expect(isEnumField(null)).toBe(false);
    expect(enumValueOf('status', 'Abandonou')).toBe('dnf');
    expect(enumValueOf('status', 'CA')).toBeNull();
    expect(enumValueOf('sex', 'Feminino')).toBe('F');
    expect(enumValueOf('kit_picked_up', 'não')).toBe('não');
    expect(enumValueOf('kit_picked_up', 'retirado')).toBe('sim');
    expect(enumValueOf('name', 'Ana')).toBeNull();
    expect(enumValueOf('status', '  ')).toBeNull();
  });
});

describe('session: column tools', () => {
  it('lists values, counts, replaces and checks again; a map fixes a status column', async () => {
    const session = createPipelineSession();
    const events: PipelineEvent[] = [];
    const ask = async (request: Parameters<typeof session.handle>[0]) => {
      await session.handle(request, (e) => events.push(e));
      return events[events.length - 1];
    };
    const csv = [
      'Peito;Situação;Tempo líquido',
      '101;Concluiu;0:41:10',
      '102;Completed;0:43:02',
      '103;-;0:44:00',
      '104;Completed;0:45:30',
    ].join('\r\n');
    const opened = await ask({
      type: 'open',
      id: 1,
      kind: 'results',
      fileName: 'r.csv',
      bytes: bytesOf(csv),
    });
    if (opened.type !== 'opened') throw new Error(opened.type);
    expect(opened.mapping.columns).toEqual(['bib', 'status', 'net_time']);
    expect(opened.counts).toMatchObject({ withErrors: 2, byCode: { invalid_status: 2 } });

    expect(await ask({ type: 'values', id: 2, columnIndex: 1 })).toEqual({
      type: 'values',
      id: 2,
      values: [
        { value: 'Completed', count: 2, means: null },
        { value: '-', count: 1, means: null },
        { value: 'Concluiu', count: 1, means: 'finished' },
      ],
      distinct: 3,
    });
    const map = { columnIndex: 1, changes: [{ from: 'Completed', to: 'finished' }] };
    expect(await ask({ type: 'count', id: 3, ...map })).toEqual({
      type: 'counted',
      id: 3,
      cells: 2,
    });
    expect(await ask({ type: 'replace', id: 4, ...map })).toMatchObject({
      type: 'validated',
      changed: 2,
      counts: { withErrors: 0, valid: 4 },
    });
    expect(await ask({ type: 'replace', id: 5, ...map })).toMatchObject({
      changed: 0,
      counts: { valid: 4 },
    });
    const dash = { columnIndex: 1, changes: [{ from: '-', to: '' }] };
    expect(await ask({ type: 'replace', id: 6, ...dash })).toMatchObject({ changed: 1 });
    expect(await ask({ type: 'values', id: 7, columnIndex: 1 })).toMatchObject({
      values: [
        { value: 'finished', count: 2, means: 'finished' },
        { value: '', count: 1, means: null },
        { value: 'Concluiu', count: 1, means: 'finished' },
      ],
    });
  });
});
