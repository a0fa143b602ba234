import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@/contract/limits';
import { SESSION_PATH } from '@/contract/session-wire';
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
   * Reads known once another read has answered (each race's, from the races' list; the events
   * list's, from the session's answer), asked once all of the page's reads are in and within the
   * same wait. Never hinted: the overview asks its races' reads only after its first paint.
   */
  then?: FollowingReads;
  /**
   * The hub's answers to those reads made for this page (`answerFirstReads`), by read: each
   * goes into the HTML, and the browser does not ask again. A read not here is hinted.
   */
  answers?: FirstAnswers;
}

/** The reads `reads` names in the answer to `after`. */
export interface FollowingReads {
  after: string;
  reads: (answer: unknown) => string[];
}

/** The JSON of each read the hub answered 200, by read as `FirstReads.reads` writes it. */
export type FirstAnswers = Record<string, unknown>;

/**
 * How long a page waits for its reads: longer would hold back its first byte. An embedded hub
 * answers in a few milliseconds; a read past this one goes out as a hint instead.
 */
export const FIRST_READS_WAIT_MS = 300;

/**
 * At most this many races' reads come with a page: an event with more has the rest asked by the
 * browser, as without this, instead of a page held for them.
 */
export const FIRST_READS_RACES_MAX = 40;

/** As the overview asks each race's rule count (its route's `RULE_COUNT`): one rule, and `meta`. */
const RULE_COUNT_QUERY = 'page=1&per_page=1';

/**
 * Each race's vacancy and rule count, for the codes in the races' list (`{data: [{code}]}`);
 * an answer of another shape names none.
 */
function perRaceReads(event: string) {
  return (answer: unknown): string[] => {
    const data = (answer as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) return [];
    return data
      .map((race: unknown) => (race as { code?: unknown } | null)?.code)
      .filter((code) => (typeof code === 'string' && code !== '') || typeof code === 'number')
      .slice(0, FIRST_READS_RACES_MAX)
      .flatMap((code) => {
        const race = `${event}/races/${encodeURIComponent(String(code))}`;
        return [`${race}/vacancy`, `${race}/prize-rules?${RULE_COUNT_QUERY}`];
      });
  };
}

const EVENT_SCHEMAS = 'src/web/api/event-schemas.ts';
const SALESPEOPLE_SCHEMA = 'src/contract/salespeople.ts';

/**
 * The events list at its defaults (no query: the page a person opens), as its page asks for it
 * (events-page.tsx's `eventListParams`): with the events' counters unless the session's answer
 * says the hub lacks the extensions. The list's schemas come with the route's files.
 */
const EVENTS_LIST: FirstReads = {
  reads: [],
  modules: [EVENT_SCHEMAS],
  then: {
    after: SESSION_PATH,
    reads: (session) => {
      const extensions = (session as { extensions?: unknown } | null)?.extensions !== false;
      const counters = extensions ? '&include=counters' : '';
      return [`${API_PREFIX}/events?page=${PAGE_DEFAULT}&per_page=${PER_PAGE_DEFAULT}${counters}`];
    },
  },
};

/**
 * The hub reads a client route's first render asks for: the page of a signed-in request hints
 * them, so they travel while the scripts load instead of after the scripts have run and the
 * router has matched. Every page of an event reads the event (its layout); the overview reads
 * each of its resources for the review; the events list, opened without a query, its first
 * page. Null for a page that reads nothing of its own.
 * e2e/first-reads.spec.ts checks that each read is used, and once, and that no script the page
 * loads goes unhinted.
 */
export function firstReads(pathname: string, search = ''): FirstReads | null {
  if ((pathname === '/events' || pathname === '/events/') && search === '') return EVENTS_LIST;
  const page = eventPage(pathname);
  if (!page) return null;
  const event = `${API_PREFIX}/events/${encodeURIComponent(page.code)}`;
  if (page.rest !== '' && page.rest !== '/') return { reads: [event], modules: [EVENT_SCHEMAS] };
  const races = `${event}/races`;
  return {
    reads: [
      event,
      races,
      `${event}/batches`,
      `${event}/registration-fields`,
      `${event}/legal-discounts`,
      `${event}/retention`,
      `${API_PREFIX}/salespeople?page=1&per_page=${PER_PAGE_MAX}`,
    ],
    modules: [EVENT_SCHEMAS, SALESPEOPLE_SCHEMA],
    then: { after: races, reads: perRaceReads(event) },
  };
}

/**
 * The answers to a page's reads (`get` asks for one, as `reads` writes it), made while the page
 * is: the HTML carries them, saving the browser one request each. Only 200s with a JSON body
 * are kept, and only those in by `waitMs`; any other answer (a 404 of a spec-only hub, a
 * failure) the app reads for itself as before. `then` names reads that follow one of them, asked
 * once all of them are in, within the same wait.
 */
export async function answerFirstReads(
  reads: readonly string[],
  get: (read: string) => Promise<Response>,
  waitMs = FIRST_READS_WAIT_MS,
  then?: FollowingReads,
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
  // What follows is asked once the page's own reads are in: it never holds one of them back.
  const following = async () => {
    await Promise.all(reads.map(readOne));
    if (then && then.after in answers)
      await Promise.all(then.reads(answers[then.after]).map(readOne));
  };
  await Promise.race([following(), late]);
  clearTimeout(timer);
  // Whatever came in after the wait is not taken: the page is already made.
  return { ...answers };
}
