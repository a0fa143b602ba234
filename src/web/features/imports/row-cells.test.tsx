import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/web/render';
import { Cell, type CellEdits } from './row-cells';
import type { RowView } from './worker-host';

const row: RowView = {
  index: 0,
  row: 2,
  empty: false,
  cells: ['Ana Souza', 'XGG'],
  problems: [
    {
      row: 2,
      column: 'Camiseta',
      columnIndex: 1,
      field: 'answers.tamanho_camiseta',
      severity: 'error',
      code: 'invalid_answer',
      message: 'Tamanho da camiseta: "XGG" não é uma opção (P, M, G)',
    },
  ],
};

describe('Cell', () => {
  it("fixes a select field's cell by choosing one of its options", async () => {
    const onSave = vi.fn();
    const edits: CellEdits = {
      editing: { rowIndex: 0, columnIndex: 1, value: 'XGG' },
      onEdit: vi.fn(),
      onSave,
      choicesOf: (column) =>
        column === 1
          ? [
              { value: 'P', label: 'Pequena' },
              { value: 'M', label: 'Média' },
            ]
          : undefined,
    };
    const { user } = render(<Cell row={row} columnIndex={1} header="Camiseta" edits={edits} />);
    const select = await screen.findByRole('combobox', {
      name: 'Novo valor de Camiseta da linha 2',
    });
    expect(screen.getByRole('option', { name: 'Escolha…' })).toBeDisabled();
    await user.selectOptions(select, 'Média');
    expect(onSave).toHaveBeenCalledWith({ rowIndex: 0, columnIndex: 1, value: 'M' });
  });
});
