import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { focusReturnPending } from '../components/focus-return';

/*
 * Where the keyboard goes after a navigation or a save, once for every page: a screen reader
 * reads the heading it lands on, and Tab continues from there, never from the top of <body>.
 */

const HEADINGS = 'h1, h2, h3, h4, [role="heading"]';
/** Long enough for a route that shows its pending view first. */
const TRIES = 30;
const TRY_EVERY_MS = 100;

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * A heading takes focus without joining the Tab order, scrolled into view; a dialog's is in
 * view already (the dialog is fixed over the page), and scrolling for it would move the page's
 * own scroll boxes behind it.
 */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: heading.closest('[role="dialog"]') !== null });
  return document.activeElement === heading;
}

/** The page's h1 (the event's name under an event's tabs); false while it is not there yet. */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  return heading ? focusHeading(heading) : false;
}

/** The text a screen reader announces for the page: its h1, and the open tab's title. */
function pageTitle() {
  const h1 = document.querySelector('main h1, h1');
  const tab = document.querySelector('main nav [aria-current="page"]');
  return [h1?.textContent, tab?.textContent]
    .map((text) => text?.trim())
    .filter(Boolean)
    .join(' — ');
}

/**
 * After a navigation to another path: focus on the page's h1 and the page's title in a polite
 * live region (the tab's name is not in the h1). Only the search changed (a filter, a page of a
 * list): focus stays where the person is. Returns the text to put in the live region.
 */
export function useNavigationFocus() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged || !event.fromLocation) return;
      clearTimeout(timer);
      let tries = 0;
      // Where the person was: the link or button used, the header or a menu. It, or <body> (the
      // leaving page's heading went away with it), may be taken; a field the person moved to
      // may not.
      const origin = document.activeElement?.closest('a, button') ?? null;
      const free = () =>
        focusLost() ||
        (origin !== null && document.activeElement === origin) ||
        !!document.activeElement?.closest('header, nav');
      const attempt = () => {
        if (!free()) return;
        if (focusPageHeading()) setAnnouncement(pageTitle());
        // Checked again: a heading of the page being left may have been the one focused.
        if (++tries < TRIES) timer = setTimeout(attempt, TRY_EVERY_MS);
      };
      timer = setTimeout(attempt, 0);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [router]);
  return announcement;
}

/** The element that had the focus when a write started, to find its place again after. */
const startedFrom = new WeakMap<object, Element>();

export function rememberFocus(mutation: object) {
  if (typeof document === 'undefined' || !document.activeElement) return;
  startedFrom.set(mutation, document.activeElement);
}

/**
 * After a save whose form or row went away (an editor closed, a row replaced), focus would
 * fall to <body>: it goes to the heading of the part of the page that holds what was saved,
 * else to the page's h1.
 */
export function restoreFocusAfterSave(mutation: object) {
  const from = startedFrom.get(mutation);
  startedFrom.delete(mutation);
  if (typeof document === 'undefined') return;
  // The component's own onSuccess (closing an editor) and the refetch come after this. A dialog
  // that just closed gives the focus back itself (to its opener, or the row beside a deleted
  // one): this fallback waits for it, else it would take the focus first to the heading.
  const fallback = (tries: number) => {
    if (focusReturnPending() && tries > 0) setTimeout(() => fallback(tries - 1), 25);
    else if (focusLost()) focusNear(from);
  };
  for (const delay of [50, 400]) setTimeout(() => fallback(8), delay);
}

function focusNear(from: Element | undefined) {
  let place: Element | null | undefined = from;
  while (place && !place.isConnected) place = place.parentElement;
  for (; place && place !== document.body; place = place.parentElement) {
    const heading =
      place instanceof HTMLElement && place.matches(HEADINGS)
        ? place
        : place.querySelector<HTMLElement>(HEADINGS);
    if (heading && focusHeading(heading)) return;
  }
  focusPageHeading();
}
