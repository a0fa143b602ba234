import { Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';

/** What made the page fetch the tooltip: it shows for that at once, without a second event. */
export type AskedBy = 'hover' | 'focus';

/**
 * Mantine's Tooltip pointed at an element already on the page (`target`) instead of wrapping
 * it: loading it later does not remount that element, so a click or the keyboard focus on it is
 * never lost. Shown on hover after `openDelay` and at once on keyboard focus; Escape, a click
 * and a drag hide it. `askedBy`: the hover or focus that was already there when it mounted.
 */
export function TargetTooltip({
  target,
  label,
  openDelay,
  askedBy,
}: {
  target: HTMLElement;
  label: string;
  openDelay: number;
  askedBy?: AskedBy;
}) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => setOpened(true), delay);
    };
    const hide = () => {
      clearTimeout(timer);
      setOpened(false);
    };
    const onEnter = () => show(openDelay);
    const onFocus = () => target.matches(':focus-visible') && show(0);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    const listeners = [
      ['mouseenter', onEnter],
      ['mouseleave', hide],
      ['focus', onFocus],
      ['blur', hide],
      ['click', hide],
      // A native drag sends no mouseleave: without this the tooltip stays where the row was.
      ['dragstart', hide],
      ['keydown', onKey],
    ] as const;
    for (const [type, listener] of listeners)
      target.addEventListener(type, listener as EventListener);
    if (askedBy === 'hover' && target.matches(':hover')) onEnter();
    if (askedBy === 'focus') onFocus();
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners)
        target.removeEventListener(type, listener as EventListener);
    };
  }, [target, openDelay, askedBy]);
  return <Tooltip target={target} label={label} opened={opened} />;
}
