import { lazy, Suspense } from 'react';

/* The tooltip points at the element (`target`) instead of wrapping it: loaded after the first
   render, it does not remount the element, so a click, a drag or the focus on it is never lost. */
const TargetTooltip = lazy(() =>
  import('./target-tooltip').then((m) => ({ default: m.TargetTooltip })),
);

/** A tooltip for an element on the page, once the element is there (a callback ref's state). */
export function LazyTargetTooltip({
  target,
  label,
  openDelay,
}: {
  target: HTMLElement | null;
  label: string;
  openDelay: number;
}) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <TargetTooltip target={target} label={label} openDelay={openDelay} />
    </Suspense>
  );
}
