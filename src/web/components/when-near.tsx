import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** How far below (or above) the screen a part renders ahead of the scroll. */
const AHEAD = '600px';

/**
 * A part of a long page that renders once it comes near the screen, or when the page is printed:
 * a phone's first load lays out and runs only what the first screen shows (and fetches the code
 * only those parts need when they do). Until then a box of `minHeight`, so the page's length
 * barely changes as parts arrive. Where the browser cannot tell (no IntersectionObserver), at once.
 */
export function WhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !placeholder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // In slices the browser can interleave with the scroll.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
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
  return near ? (
    children
  ) : (
    <div ref={placeholder} style={{ minHeight }} aria-hidden="true" data-when-near="waiting" />
  );
}
