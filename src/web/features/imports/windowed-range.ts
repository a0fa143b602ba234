export interface WindowInput {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  count: number;
  overscan: number;
}

export interface WindowRange {
  /** First row rendered (inclusive). */
  start: number;
  /** Past the last row rendered (exclusive). */
  end: number;
  totalHeight: number;
}

/** Rows on screen plus `overscan` on each side, for fixed-height rows. */
export function windowRange({
  scrollTop,
  viewportHeight,
  rowHeight,
  count,
  overscan,
}: WindowInput): WindowRange {
  const totalHeight = count * rowHeight;
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0, totalHeight };
  const top = Math.min(Math.max(scrollTop, 0), Math.max(totalHeight - viewportHeight, 0));
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + Math.max(viewportHeight, 0)) / rowHeight);
  return {
    start: Math.max(first - overscan, 0),
    end: Math.min(last + overscan, count),
    totalHeight,
  };
}

/** The scrollTop that brings row `index` fully into view, or null when it already is. */
export function scrollToReveal(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
): number | null {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return null;
}
