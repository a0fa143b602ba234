import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** How far below (or above) the screen a part renders ahead of the scroll. */
const AHEAD = '600px';

/*
 * Parts near the screen render one at a time: each in a render (and a commit) of its own, the
 * next once the last has committed. Together, the parts a first screen brings near were one
 * commit that held a phone's main thread for one long task (about 40 ms, 160 ms at 4x CPU).
 */
const queue: (() => void)[] = [];
/** The part rendering now: the next waits for its commit (or for it to go away). */
let current: (() => void) | null = null;

function next() {
  current = queue.shift() ?? null;
  if (current) startTransition(current);
}

/**
 * `show` renders a part once every part asked before it has committed; the function returned
 * says it has (or that the part went away), and lets the next one render.
 */
function inTurn(show: () => void): () => void {
  queue.push(show);
  if (!current) next();
  return () => {
    const at = queue.indexOf(show);
    if (at >= 0) queue.splice(at, 1);
    if (current === show) next();
  };
}

/**
 * A part of a long page that renders once it comes near the screen, or when the page is printed:
 * a phone's first load lays out and runs only what the first screen shows (and fetches the code
 * only those parts need when they do). Until then a box of `minHeight`, so the page's length
 * barely changes as parts arrive. Where the browser cannot tell (no IntersectionObserver), at once.
 */
export function WhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [turn, setTurn] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !placeholder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // In a transition of its own, which the browser can interleave with the scroll.
        if (entries.some((e) => e.isIntersecting)) setTurn(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(placeholder.current);
    // Printing lays the whole page out at once: every part renders before the browser does.
    const onPrint = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, [near]);
  // Near: waits for the parts asked before it, then renders in a transition of its own; once it
  // has committed (`near` changed) or is gone, the next part's turn comes.
  useEffect(() => {
    if (turn && !near) return inTurn(() => setNear(true));
  }, [turn, near]);
  return near ? (
    children
  ) : (
    <div ref={placeholder} style={{ minHeight }} aria-hidden="true" data-when-near="waiting" />
  );
}
