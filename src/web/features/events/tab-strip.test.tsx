import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToShow, useTabStrip } from './tab-strip';

const TABS = ['Visão geral', 'Provas', 'Lotes', 'Resultados', 'Limpeza', 'Histórico'];
/** Each tab 120 px wide, the strip 400 px: six tabs need 720. */
const TAB_PX = 120;
const STRIP_PX = 400;

function Strip({ current }: { current: string }) {
  const { stripRef, hidden } = useTabStrip(current);
  return (
    <>
      <span data-testid="hidden">{`${hidden.start} ${hidden.end}`}</span>
      <div ref={stripRef} data-testid="strip">
        {TABS.map((tab) => (
          <a key={tab} href={`#${tab}`} data-active={tab === current || undefined}>
            {tab}
          </a>
        ))}
      </div>
    </>
  );
}

/** jsdom lays nothing out: the strip and its tabs get the sizes a browser would give them. */
function layOut() {
  let scrollLeft = 0;
  const scrollTo = vi.fn(({ left }: { left: number }) => {
    scrollLeft = left;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const index = TABS.indexOf(this.textContent ?? '');
    const left = this.tagName === 'A' ? index * TAB_PX - scrollLeft : 0;
    const width = this.tagName === 'A' ? TAB_PX : STRIP_PX;
    return { left, width, right: left + width, top: 0, bottom: 40, height: 40 } as DOMRect;
  });
  Object.defineProperties(HTMLDivElement.prototype, {
    clientWidth: { configurable: true, get: () => STRIP_PX },
    scrollWidth: { configurable: true, get: () => TABS.length * TAB_PX },
    scrollLeft: { configurable: true, get: () => scrollLeft },
  });
  Object.defineProperty(HTMLDivElement.prototype, 'scrollTo', {
    configurable: true,
    value: scrollTo,
  });
  return scrollTo;
}

/** A ResizeObserver whose reports the test sends, as the browser does after laying out. */
function observeSizes() {
  const callbacks = new Set<() => void>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        callbacks.add(this.callback);
      }
      unobserve() {}
      disconnect() {
        callbacks.delete(this.callback);
      }
    },
  );
  return () => act(() => callbacks.forEach((callback) => callback()));
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['clientWidth', 'scrollWidth', 'scrollLeft', 'scrollTo'])
    Reflect.deleteProperty(HTMLDivElement.prototype, name);
});

describe('the event tab strip', () => {
  it('scrolls the open tab into view, beside the arrows, and says which ends hide tabs', () => {
    const scrollTo = layOut();
    const laidOut = observeSizes();
    const { getByTestId, rerender } = render(<Strip current="Histórico" />);
    // Nothing is measured inside React's commit: that would force the first layout there.
    expect(HTMLElement.prototype.getBoundingClientRect).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    laidOut();
    // Histórico spans 600–720: the strip ends there, 40 px kept for the arrow (clamped by the
    // browser at the end).
    expect(scrollTo).toHaveBeenLastCalledWith({
      left: 600 + TAB_PX + 40 - STRIP_PX,
      behavior: 'instant',
    });
    expect(getByTestId('hidden')).toHaveTextContent('true false');

    rerender(<Strip current="Visão geral" />);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'instant' });
    expect(getByTestId('hidden')).toHaveTextContent('false true');

    // A tab already in view: the strip stays where it is.
    scrollTo.mockClear();
    rerender(<Strip current="Provas" />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('computes the scroll that shows a tab whole, leaving room for the arrow', () => {
    const strip = { scrollLeft: 100, width: 400 };
    expect(scrollToShow({ left: 200, width: 100 }, strip)).toBe(100);
    expect(scrollToShow({ left: 110, width: 100 }, strip)).toBe(70);
    expect(scrollToShow({ left: 20, width: 100 }, strip)).toBe(0);
    expect(scrollToShow({ left: 450, width: 100 }, strip)).toBe(190);
  });
});
