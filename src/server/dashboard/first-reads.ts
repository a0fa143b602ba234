import { PER_PAGE_MAX } from '@/contract/limits';
import { API_PREFIX } from './hub-gateway';

/** `/events/ULTRA-2027/races` -> `ULTRA-2027` and what follows it; null off an event's pages. */
function eventPage(pathname: string): { code: string; rest: string } | null {
  const found = /^\/events\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!found) return null;
  try {
    return { code: decodeURIComponent(found[1]), rest: found[2] ?? '' };
  } catch {
    return null;
  }
}

/**
 * The hub reads a client route's first render asks for, written as the dashboard's query
 * factories write them (src/web/api): the page of a signed-in request hints them, so they
 * travel while the scripts load instead of after the scripts have run and the router has
 * matched. Every page of an event reads the event (its layout); the overview reads each of its
 * resources for the review. e2e/first-reads.spec.ts checks that each is used, and once.
 */
export function firstReads(pathname: string): string[] {
  const page = eventPage(pathname);
  if (!page) return [];
  const event = `${API_PREFIX}/events/${encodeURIComponent(page.code)}`;
  if (page.rest !== '' && page.rest !== '/') return [event];
  return [
    event,
    `${event}/races`,
    `${event}/batches`,
    `${event}/registration-fields`,
    `${event}/legal-discounts`,
    `${event}/retention`,
    `${API_PREFIX}/salespeople?page=1&per_page=${PER_PAGE_MAX}`,
  ];
}
