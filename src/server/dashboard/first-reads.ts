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

/** What a page's first render asks for beyond its route's files. */
export interface FirstReads {
  /** Hub reads, written as the dashboard's query factories write them (src/web/api). */
  reads: string[];
  /**
   * Modules the app imports on demand to check those reads, by source file (keys of the
   * build's manifest): fetched with the route's files instead of one round trip after them.
   */
  modules: string[];
}

const EVENT_SCHEMAS = 'src/web/api/event-schemas.ts';
const SALESPEOPLE_SCHEMA = 'src/contract/salespeople.ts';

/**
 * The hub reads a client route's first render asks for: the page of a signed-in request hints
 * them, so they travel while the scripts load instead of after the scripts have run and the
 * router has matched. Every page of an event reads the event (its layout); the overview reads
 * each of its resources for the review. Null for a page that reads nothing of its own.
 * e2e/first-reads.spec.ts checks that each read is used, and once, and that no script the page
 * loads goes unhinted.
 */
export function firstReads(pathname: string): FirstReads | null {
  const page = eventPage(pathname);
  if (!page) return null;
  const event = `${API_PREFIX}/events/${encodeURIComponent(page.code)}`;
  if (page.rest !== '' && page.rest !== '/') return { reads: [event], modules: [EVENT_SCHEMAS] };
  return {
    reads: [
      event,
      `${event}/races`,
      `${event}/batches`,
      `${event}/registration-fields`,
      `${event}/legal-discounts`,
      `${event}/retention`,
      `${API_PREFIX}/salespeople?page=1&per_page=${PER_PAGE_MAX}`,
    ],
    modules: [EVENT_SCHEMAS, SALESPEOPLE_SCHEMA],
  };
}
