import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Room kept beside a tab brought into view, for the arrow drawn over the strip's edge. */
const EDGE_PX = 40;

/**
 * Where a strip scrolled sideways must be for a tab (its place from the strip's start, its
 * width) to show whole beside the edge arrows; unchanged when it does already.
 */
export function scrollToShow(
  tab: { left: number; width: number },
  strip: { scrollLeft: number; width: number },
): number {
  if (tab.left - EDGE_PX < strip.scrollLeft) return Math.max(0, tab.left - EDGE_PX);
  return Math.max(strip.scrollLeft, tab.left + tab.width + EDGE_PX - strip.width);
}

/**
 * A row of tabs wider than the page: which ends hide tabs (the arrows show there), the open tab
 * (`data-active`) scrolled into view whenever `current` changes, and a step per arrow press.
 */
export function useTabStrip(current: string) {
  const stripRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const start = strip.scrollLeft > 1;
    const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
    setHidden((now) => (now.start === start && now.end === end ? now : { start, end }));
  }, []);

  /** Scrolls the open tab into view, then says which ends hide tabs. */
  const show = useCallback(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector('[data-active]')?.getBoundingClientRect();
    if (strip && tab) {
      const left = tab.left - strip.getBoundingClientRect().left + strip.scrollLeft;
      const to = scrollToShow(
        { left, width: tab.width },
        { scrollLeft: strip.scrollLeft, width: strip.clientWidth },
      );
      if (to !== strip.scrollLeft) strip.scrollTo({ left: to, behavior: 'instant' });
    }
    measure();
  }, [measure]);

  // The strip's observer reports after the browser has laid the page out, before it paints: its
  // first report shows the open tab, so no layout is forced inside React's first commit (on a
  // slow phone that layout made the page's longest task); later reports say which ends hide tabs.
  const shown = useRef(false);
  useLayoutEffect(() => {
    const observer = new ResizeObserver(() => {
      if (shown.current) return measure();
      shown.current = true;
      show();
    });
    if (stripRef.current) observer.observe(stripRef.current);
    return () => observer.disconnect();
  }, [measure, show]);

  // Another tab opened: into view at once (the person chose it; reading its place here is due).
  useLayoutEffect(() => {
    if (shown.current) show();
  }, [current, show]);

  /** Most of the strip's width toward one end (smoothly by CSS, unless motion is reduced). */
  const step = (direction: 1 | -1) => {
    const strip = stripRef.current;
    strip?.scrollBy({ left: direction * (strip.clientWidth - 2 * EDGE_PX) });
  };

  return { stripRef, hidden, measure, step };
}
