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
  /**
   * The hub's answers to those reads made for this page (`answerFirstReads`), by read: each
   * goes into the HTML, and the browser does not ask again. A read not here is hinted.
   */
  answers?: FirstAnswers;
}

/** The JSON of each read the hub answered 200, by read as `FirstReads.reads` writes it. */
export type FirstAnswers = Record<string, unknown>;

/**
 * How long a page waits for its reads: longer would hold back its first byte. An embedded hub
 * answers in a few milliseconds; a read past this one goes out as a hint instead.
 */
export const FIRST_READS_WAIT_MS = 300;

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

/**
 * The answers to a page's reads (`get` asks for one, as `reads` writes it), made while the page
 * is: the HTML carries them, saving the browser one request each. Only 200s with a JSON body
 * are kept, and only those in by `waitMs`; any other answer (a 404 of a spec-only hub, a
 * failure) the app reads for itself as before.
 */
export async function answerFirstReads(
  reads: readonly string[],
  get: (read: string) => Promise<Response>,
  waitMs = FIRST_READS_WAIT_MS,
): Promise<FirstAnswers> {
  const answers: FirstAnswers = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  const readOne = async (read: string) => {
    try {
      const res = await get(read);
      if (res.status !== 200 || !/json/i.test(res.headers.get('content-type') ?? '')) {
        await res.body?.cancel();
        return;
      }
      answers[read] = await res.json();
    } catch {
      // The app asks for it itself, and says what went wrong.
    }
  };
  await Promise.race([Promise.all(reads.map(readOne)), late]);
  clearTimeout(timer);
  // Whatever came in after the wait is not taken: the page is already made.
  return { ...answers };
}
