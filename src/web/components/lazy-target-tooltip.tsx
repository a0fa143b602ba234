import { lazy, Suspense, useEffect, useState } from 'react';
import type { AskedBy } from './target-tooltip';

/* The tooltip points at the element (`target`) instead of wrapping it: loaded later, it does not
   remount the element, so a click, a drag or the focus on it is never lost. */
const TargetTooltip = lazy(() =>
  import('./target-tooltip').then((m) => ({ default: m.TargetTooltip })),
);

/**
 * A tooltip for an element on the page, fetched the first time a pointer enters the element or
 * the keyboard focuses it: Mantine's Tooltip brings the floating-ui positioning engine, and a
 * page's first load need not fetch, run and lay it out for a label nobody asked to see yet.
 */
export function LazyTargetTooltip({
  target,
  label,
  openDelay,
}: {
  target: HTMLElement | null;
  label: string;
  openDelay: number;
}) {
  const [asked, setAsked] = useState<AskedBy | null>(null);
  useEffect(() => {
    if (!target || asked) return;
    const onEnter = () => setAsked('hover');
    const onFocus = () => target.matches(':focus-visible') && setAsked('focus');
    target.addEventListener('mouseenter', onEnter);
    target.addEventListener('focus', onFocus);
    return () => {
      target.removeEventListener('mouseenter', onEnter);
      target.removeEventListener('focus', onFocus);
    };
  }, [target, asked]);
  if (!target || !asked) return null;
  return (
    <Suspense fallback={null}>
      <TargetTooltip target={target} label={label} openDelay={openDelay} askedBy={asked} />
    </Suspense>
  );
}
