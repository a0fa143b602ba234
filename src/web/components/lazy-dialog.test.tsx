import { Button, Table } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@/testing/web/render';
import { DeleteItem, EditorModal } from './item-actions';

const labels = {
  title: 'Excluir prova',
  confirmLabel: 'Excluir',
  cancelLabel: 'Cancelar',
  closeLabel: 'Fechar',
  text: 'A prova sai do evento.',
  deleted: 'Prova excluída',
};

function Editor() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Editar 10K</Button>
      <EditorModal
        title={open ? 'Editar 10K' : null}
        closeLabel="Fechar"
        onClose={() => setOpen(false)}
      >
        <Button onClick={() => setOpen(false)}>Cancelar edição</Button>
      </EditorModal>
    </>
  );
}

interface Row {
  id: number;
  name: string;
}

/** A list whose delete confirmation removes the row before it closes, as a refetch does. */
function List({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  const [deleting, setDeleting] = useState<Row | null>(null);
  return (
    <>
      <h2>Provas</h2>
      <Table>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-item-id={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>
                <Button onClick={() => setDeleting(row)}>Excluir {row.name}</Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <DeleteItem
        item={deleting}
        remove={(id) => {
          setRows((now) => now.filter((row) => row.id !== id));
          return Promise.resolve();
        }}
        invalidates={[]}
        labels={labels}
        inUse={() => null}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

const races = [
  { id: 1, name: '5K' },
  { id: 2, name: '10K' },
  { id: 3, name: '21K' },
];

describe('a dialog loaded the first time it opens', () => {
  it('gives the focus back to the button that opened it, by Escape and by a button, every time', async () => {
    const { user } = render(<Editor />);
    const opener = await screen.findByRole('button', { name: 'Editar 10K' });
    for (const closeWith of ['Escape', 'button', 'Escape']) {
      await user.click(opener);
      await screen.findByRole('dialog', { name: 'Editar 10K' });
      await waitFor(() =>
        expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
      );
      if (closeWith === 'Escape') await user.keyboard('{Escape}');
      else await user.click(screen.getByRole('button', { name: 'Cancelar edição' }));
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });

  it('after a row is deleted, focus goes to the next row, the previous one for the last, then the heading', async () => {
    const { user } = render(<List initial={races} />);
    const deleteAndConfirm = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Excluir ${name}` }));
      await screen.findByRole('dialog', { name: 'Excluir prova' });
      await user.click(screen.getByRole('button', { name: 'Excluir' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    const row = (name: string) => screen.getByRole('cell', { name }).closest('tr');

    await deleteAndConfirm('10K');
    await waitFor(() => expect(document.activeElement).toBe(row('21K')));
    await deleteAndConfirm('21K');
    await waitFor(() => expect(document.activeElement).toBe(row('5K')));
    await deleteAndConfirm('5K');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Provas' })),
    );
  });
});
