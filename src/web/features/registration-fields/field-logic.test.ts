import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '@/contract/registration-fields';
import { repeatedRules } from '@/contract/registration-fields';
import {
  fieldPatch,
  fieldsNaming,
  followLabel,
  moveItem,
  sortOrderChanges,
  uniqueValue,
} from './field-logic';

const server: RegistrationField = {
  id: 7,
  event_id: 1,
  key: 'tamanho_camiseta',
  label: 'Tamanho da camiseta',
  type: 'select',
  options: [
    { value: 'p', label: 'P' },
    { value: 'm', label: 'M' },
  ],
  validation_rules: [],
  help_text: '',
  is_required: true,
  show_only_with_kit: true,
  is_active: true,
  sort_order: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const asDraft = () => ({
  label: server.label,
  key: server.key,
  type: server.type,
  options: server.options,
  validation_rules: [],
  help_text: '',
  is_required: true,
  show_only_with_kit: true,
  is_active: true,
});

describe('option values', () => {
  it('follow the label while they are the generated value, and stay unique', () => {
    expect(followLabel({ label: '', value: '' }, 'Médio / Grande', [])).toBe('medio_grande');
    expect(followLabel({ label: 'Médio', value: 'medio' }, 'Médio longo', [])).toBe('medio_longo');
    expect(followLabel({ label: 'P', value: 'p' }, 'M', ['m'])).toBe('m_2');
    expect(followLabel({ label: 'P', value: 'p_2' }, 'G', ['p'])).toBe('g');
  });

  it('keep a value the person typed', () => {
    expect(followLabel({ label: 'Pequeno', value: 'pp' }, 'Pequenino', [])).toBe('pp');
  });

  it('number repeated values', () => {
    expect(uniqueValue('m', ['m', 'm_2'])).toBe('m_3');
    expect(uniqueValue('', [])).toBe('opcao');
  });
});

describe('PATCH diff', () => {
  it('is empty when nothing changed, null and empty text alike', () => {
    expect(fieldPatch({ ...server, help_text: null }, asDraft())).toEqual({});
  });

  it('carries only what changed', () => {
    expect(fieldPatch(server, { ...asDraft(), label: 'Camiseta' })).toEqual({ label: 'Camiseta' });
    expect(
      fieldPatch(server, {
        ...asDraft(),
        options: [...server.options!, { value: 'g', label: 'G' }],
        is_required: false,
        validation_rules: ['max:3'],
      }),
    ).toEqual({
      options: [...server.options!, { value: 'g', label: 'G' }],
      is_required: false,
      validation_rules: ['max:3'],
    });
  });

  it('sends an option order change and empties options for a type without them', () => {
    expect(fieldPatch(server, { ...asDraft(), options: [...server.options!].reverse() })).toEqual({
      options: [...server.options!].reverse(),
    });
    expect(fieldPatch(server, { ...asDraft(), type: 'text' })).toEqual({
      type: 'text',
      options: [],
    });
  });
});

describe('reordering', () => {
  const fields = [
    { id: 1, sort_order: 1 },
    { id: 2, sort_order: 2 },
    { id: 3, sort_order: 3 },
    { id: 4, sort_order: 4 },
  ];

  it('moves an item and clamps at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('rewrites only the sort_order of the fields that moved', () => {
    expect(sortOrderChanges(moveItem(fields, 0, 1))).toEqual([
      { id: 2, sort_order: 1 },
      { id: 1, sort_order: 2 },
    ]);
    expect(sortOrderChanges(moveItem(fields, 3, 0))).toEqual([
      { id: 4, sort_order: 1 },
      { id: 1, sort_order: 2 },
      { id: 2, sort_order: 3 },
      { id: 3, sort_order: 4 },
    ]);
    expect(sortOrderChanges(fields)).toEqual([]);
  });

  it('spreads repeated sort_order values apart', () => {
    const tied = [
      { id: 1, sort_order: 0 },
      { id: 2, sort_order: 0 },
      { id: 3, sort_order: 0 },
    ];
    expect(sortOrderChanges(tied)).toEqual([
      { id: 2, sort_order: 1 },
      { id: 3, sort_order: 2 },
    ]);
  });
});

describe('what a key change touches', () => {
  const other = (id: number, extra: Partial<RegistrationField>) => ({
    ...server,
    id,
    key: `f${id}`,
    label: `Campo ${id}`,
    validation_rules: [],
    help_text: '',
    ...extra,
  });

  it('finds the other fields naming the key in a rule or the help, as a whole word', () => {
    const fields = [
      server,
      other(1, { help_text: 'Se tamanho_camiseta for GG, diga a altura' }),
      other(2, { validation_rules: ['regex:^tamanho_camiseta$'] }),
      other(3, { help_text: 'tamanho_camiseta_infantil fica à parte' }),
      other(4, { help_text: 'Veja o tamanho da camiseta' }),
    ];
    expect(fieldsNaming('tamanho_camiseta', fields, server.id).map((f) => f.id)).toEqual([1, 2]);
    expect(fieldsNaming('', fields, server.id)).toEqual([]);
  });

  it('counts a rule as repeated by its name, a regex by its pattern', () => {
    expect(repeatedRules(['min:3', 'email', 'min:5', 'email'])).toEqual([-1, -1, 0, 1]);
    expect(repeatedRules(['regex:^a', 'regex:b$', 'regex:^a'])).toEqual([-1, -1, 0]);
  });
});
