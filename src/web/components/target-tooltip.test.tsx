import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/web/render';
import { TargetTooltip } from './target-tooltip';

function Handle() {
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button ref={setElement} draggable type="button">
        Mover CPF
      </button>
      {element && (
        <TargetTooltip target={element} label="Arraste para mudar a posição" openDelay={0} />
      )}
    </>
  );
}

describe('a tooltip pointed at an element', () => {
  it('goes away when the element is dragged, and stays away once it is dropped elsewhere', async () => {
    render(<Handle />);
    const handle = await screen.findByRole('button', { name: 'Mover CPF' });
    // jsdom lays nothing out: the tooltip is display:none here, found with `hidden`.
    fireEvent.mouseEnter(handle);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Arraste para mudar a posição',
    );
    // A native drag sends no mouseleave: the pointer leaves while the browser carries the row.
    fireEvent.dragStart(handle);
    fireEvent.dragEnd(handle);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
  });
});
