import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/testing/web/render';
import { LazyTargetTooltip } from './lazy-target-tooltip';

function Toggle() {
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button ref={setElement} type="button" aria-label="Tema escuro" />
      <LazyTargetTooltip target={element} label="Tema escuro" openDelay={0} />
    </>
  );
}

/** jsdom keeps no pointer: the element says it is under one, as a browser's would after mouseenter. */
const pointerOver = (element: HTMLElement) => {
  const matches = element.matches.bind(element);
  vi.spyOn(element, 'matches').mockImplementation((selector) =>
    selector === ':hover' ? true : matches(selector),
  );
};

afterEach(() => vi.restoreAllMocks());

describe('a tooltip fetched when asked for', () => {
  it('is nowhere until the pointer enters, then shows for that very hover', async () => {
    render(<Toggle />);
    const button = await screen.findByRole('button', { name: 'Tema escuro' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    pointerOver(button);
    fireEvent.mouseEnter(button);
    // jsdom lays nothing out: the tooltip is display:none here, found with `hidden`.
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Tema escuro');
    fireEvent.mouseLeave(button);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
  });

  it('does not show for a pointer that left before it arrived', async () => {
    render(<Toggle />);
    const button = await screen.findByRole('button', { name: 'Tema escuro' });
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });
});
