import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

/** An IntersectionObserver the test moves: `intersect()` brings every observed box near. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[];
const intersect = () =>
  act(() => {
    for (const { callback } of observers)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const page = () =>
  render(
    <>
      <h2>Resumo</h2>
      <WhenNear minHeight={320}>
        <section aria-label="Lotes">Matriz de lotes</section>
      </WhenNear>
    </>,
  );

describe('a part rendered when the scroll nears it', () => {
  it('holds its place until it comes near the screen, then renders', async () => {
    const { container } = page();
    expect(screen.queryByRole('region', { name: 'Lotes' })).toBeNull();
    expect(container.querySelector('[data-when-near="waiting"]')).toHaveStyle({
      minHeight: '320px',
    });
    expect(observers[0].options?.rootMargin).toMatch(/^\d+px 0px$/);
    await intersect();
    expect(await screen.findByRole('region', { name: 'Lotes' })).toHaveTextContent(
      'Matriz de lotes',
    );
    expect(container.querySelector('[data-when-near]')).toBeNull();
  });

  it('renders before the browser prints the page', () => {
    page();
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    // At once: printing lays the page out right after this event.
    expect(screen.getByRole('region', { name: 'Lotes' })).toBeInTheDocument();
  });

  it('renders at once where the browser cannot say what is near', () => {
    vi.unstubAllGlobals();
    const original = globalThis.IntersectionObserver;
    // @ts-expect-error -- a browser without it
    delete globalThis.IntersectionObserver;
    try {
      page();
      expect(screen.getByRole('region', { name: 'Lotes' })).toBeInTheDocument();
    } finally {
      if (original) globalThis.IntersectionObserver = original;
    }
  });
});

describe('parts that come near together', () => {
  /** A part that says, when it commits, which parts the page shows. */
  function Part({ name, log }: { name: string; log: string[] }) {
    useEffect(() => {
      const shown = ['A', 'B', 'C'].filter((part) => screen.queryByText(`Parte ${part}`));
      log.push(`${name} committed with ${shown.join(' ')}`);
    }, [name, log]);
    return <p>Parte {name}</p>;
  }

  it('render one at a time, each after the one before has committed', async () => {
    const log: string[] = [];
    render(
      <>
        {['A', 'B', 'C'].map((name) => (
          <WhenNear key={name} minHeight={100}>
            <Part name={name} log={log} />
          </WhenNear>
        ))}
      </>,
    );
    await intersect();
    await screen.findByText('Parte C');
    expect(log).toEqual(['A committed with A', 'B committed with A B', 'C committed with A B C']);
  });

  it('one that goes away before its turn holds none of the others', async () => {
    const log: string[] = [];
    const parts = (names: string[]) => (
      <>
        {names.map((name) => (
          <WhenNear key={name} minHeight={100}>
            <Part name={name} log={log} />
          </WhenNear>
        ))}
      </>
    );
    const { rerender } = render(parts(['A', 'B', 'C']));
    await intersect();
    rerender(parts(['A', 'C']));
    expect(await screen.findByText('Parte C')).toBeInTheDocument();
    expect(screen.queryByText('Parte B')).toBeNull();
  });
});
