import { useLayoutEffect, useRef } from 'react';

/*
 * Where the keyboard goes when a dialog closes: back to the control that opened it. Mantine's
 * Modal does this only for an opening it saw while mounted, and `lazyDialog` mounts it open; a
 * row deleted from the dialog takes its button along, so focus goes to the row after it (the one
 * before for the last row), else to the heading of the list.
 */

const HEADINGS = 'h1, h2, h3, h4, [role="heading"]';
const ROWS = '[data-item-id], tr, li';
/** After Mantine's own return (10 ms), which wins where it can. */
const RETURN_AFTER_MS = 20;

/** Dialogs closed whose focus return has not run yet: until it has, the focus is theirs. */
let pendingReturns = 0;

/** True while a closed dialog is about to give the focus back (other fallbacks wait). */
export function focusReturnPending() {
  return pendingReturns > 0;
}

interface Opener {
  control: HTMLElement;
  /** Its row's neighbours, nearest first: the next rows, then the previous ones. */
  neighbours: HTMLElement[];
  heading: HTMLElement | null;
}

function headingNear(start: Element | null): HTMLElement | null {
  for (let place = start; place && place !== document.body; place = place.parentElement) {
    const heading = place.matches(HEADINGS) ? place : place.querySelector(HEADINGS);
    if (heading instanceof HTMLElement) return heading;
  }
  return null;
}

function siblings(row: Element, step: 'nextElementSibling' | 'previousElementSibling') {
  const found: HTMLElement[] = [];
  for (let next = row[step]; next; next = next[step])
    if (next instanceof HTMLElement) found.push(next);
  return found;
}

function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const row = active.closest(ROWS);
  return {
    control: active,
    neighbours: row
      ? [...siblings(row, 'nextElementSibling'), ...siblings(row, 'previousElementSibling')]
      : [],
    heading: headingNear(row?.parentElement ?? active.parentElement),
  };
}

/** Focus without scrolling sideways: a wide table keeps its horizontal scroll. */
export function focusInPlace(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]'))
    element.tabIndex = -1;
  element.focus({ preventScroll: true });
  const { top, bottom } = element.getBoundingClientRect();
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  if (top < header) window.scrollBy({ top: top - header });
  else if (bottom > window.innerHeight) window.scrollBy({ top: bottom - window.innerHeight });
}

function returnFocus(opener: Opener, activeAtClose: Element | null) {
  const active = document.activeElement;
  const lost =
    !active || active === document.body || active === activeAtClose || !active.isConnected;
  if (!lost) return;
  const target =
    (opener.control.isConnected ? opener.control : null) ??
    opener.neighbours.find((row) => row.isConnected) ??
    (opener.heading?.isConnected ? opener.heading : null);
  if (target) focusInPlace(target);
}

/** Remembers what had the focus when `open` became true, and gives it back when it is false. */
export function useFocusReturn(open: boolean) {
  const opener = useRef<Opener | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current = openerOf(document.activeElement);
      return;
    }
    const from = opener.current;
    opener.current = null;
    if (!from) return;
    const activeAtClose = document.activeElement;
    pendingReturns++;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      pendingReturns--;
    };
    const timer = setTimeout(() => {
      finish();
      returnFocus(from, activeAtClose);
    }, RETURN_AFTER_MS);
    return () => {
      clearTimeout(timer);
      finish();
    };
  }, [open]);
}
