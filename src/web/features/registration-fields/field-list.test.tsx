import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeField } from '@/testing/web/hub-stub';
import { render } from '@/testing/web/render';
import { FieldList } from './field-list';

describe('the field list', () => {
  it("hides a handle's tooltip when the drag starts: a native drag sends no mouseleave", async () => {
    const fields = [
      makeField(1, { id: 1, key: 'camiseta', label: 'Tamanho da camiseta' }),
      makeField(1, { id: 2, key: 'equipe', label: 'Equipe' }),
    ];
    const { user } = render(
      <FieldList
        fields={fields}
        editingId={null}
        onEdit={vi.fn()}
        onMove={vi.fn()}
        focusId={null}
      />,
    );
    const handle = await screen.findByRole('button', { name: 'Mover Tamanho da camiseta' });
    // Hovered once the tooltip's code is there; jsdom lays nothing out, so it is display:none
    // here and found with `hidden`.
    await vi.waitFor(async () => {
      await user.unhover(handle);
      await user.hover(handle);
      expect(
        await screen.findByRole('tooltip', { hidden: true }, { timeout: 1_000 }),
      ).toHaveTextContent(/arraste com o mouse/);
    }, 6_000);
    fireEvent.dragStart(handle, { dataTransfer: { setData: vi.fn(), setDragImage: vi.fn() } });
    fireEvent.dragEnd(handle);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
  });
});
