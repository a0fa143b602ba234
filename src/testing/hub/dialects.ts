import { serveHttp } from '@/server/http-server';
import { toZonedIso } from '@/contract/time';
import { API_PREFIX } from '@/server/dashboard/hub-gateway';

/**
 * A foreign hub for tests: the reference hub behind a layer that answers in another
 * "dialect" of what Management API v1 leaves open (shared/spec: "not shown"), and nothing
 * else. The console must work in front of each one (issue 31).
 */
export type DialectName = 'utc-micro' | 'local-sql' | 'offset-strings';
export const DIALECT_NAMES: readonly DialectName[] = ['utc-micro', 'local-sql', 'offset-strings'];

export interface DialectOptions {
  dialect: DialectName;
  /** The hub's zone (HUB_TIME_ZONE), in which the local forms are written. */
  timeZone: string;
}

type Words = Readonly<Record<string, string>>;

interface Rules {
  dateTime(instant: Date, timeZone: string): string;
  /** Other status words, each kind its own. */
  words: boolean;
  /** Every JSON number sent as a numeric string. */
  numbersAsStrings: boolean;
  /** Integers in the fields the spec types as strings sent as JSON numbers. */
  numbersInStringFields: boolean;
  /** Unknown fields on every object with an `id`. */
  extraFields: boolean;
  /** Optional relations never loaded. */
  dropRelations: boolean;
}

const RULES: Record<DialectName, Rules> = {
  'utc-micro': {
    dateTime: (instant) => instant.toISOString().replace(/Z$/, '000Z'),
    words: false,
    numbersAsStrings: true,
    numbersInStringFields: false,
    extraFields: true,
    dropRelations: false,
  },
  'local-sql': {
    dateTime: (instant, timeZone) => toZonedIso(instant, timeZone).slice(0, 19).replace('T', ' '),
    words: true,
    numbersAsStrings: false,
    numbersInStringFields: false,
    extraFields: false,
    dropRelations: true,
  },
  'offset-strings': {
    dateTime: (instant, timeZone) => {
      const zoned = toZonedIso(instant, timeZone);
      const millis = String(instant.getUTCMilliseconds()).padStart(3, '0');
      return `${zoned.slice(0, 19)}.${millis}${zoned.slice(19)}`;
    },
    words: false,
    numbersAsStrings: true,
    numbersInStringFields: true,
    extraFields: true,
    dropRelations: false,
  },
};

const GENERIC_WORDS: Words = { active: 'enabled', inactive: 'disabled', suspended: 'paused' };
const RESULTS_WORDS: Words = {
  pending: 'awaiting',
  provisional: 'preliminary',
  official: 'final',
};
const IMPORT_WORDS: Words = {
  queued: 'waiting',
  processing: 'running',
  completed: 'done',
  failed: 'error',
};
const REGISTRATION_WORDS: Words = {
  confirmed: 'paid',
  pending: 'awaiting_payment',
  cancelled: 'void',
};
const VACANCY_WORDS: Words = { open: 'available' };
const NO_WORDS: Words = {};

/** Every dialect word back to ours: the words are distinct across kinds. */
const OUR_WORDS: Words = Object.fromEntries(
  [GENERIC_WORDS, RESULTS_WORDS, IMPORT_WORDS, REGISTRATION_WORDS, VACANCY_WORDS].flatMap((words) =>
    Object.entries(words).map(([ours, theirs]) => [theirs, ours]),
  ),
);
const STATUS_KEYS = ['status', 'results_status'];

const EVENT_RELATIONS = new Set(['organizer', 'counters', 'races', 'batches']);
const RACE_RELATIONS = new Set(['modalities', 'categories', 'prize_rules', 'categories_count']);
const VACANCY_COUNTS = new Set(['race_id', 'registration_limit', 'registrations_count']);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEvent = (o: JsonObject) => 'registration_opens_at' in o && 'sales_mode' in o;
const isRace = (o: JsonObject) => 'results_status' in o;
const isVacancy = (o: JsonObject) => 'registrations_count' in o && isObject(o.vacancy);

/** Which words an object's `status` is written in; `parentKey` is the key holding it. */
function statusWordsOf(o: JsonObject, parentKey: string | null): Words {
  if ('import_id' in o) return IMPORT_WORDS;
  if ('origin' in o && ('document' in o || 'bib' in o)) return REGISTRATION_WORDS;
  if ('net_time' in o) return NO_WORDS;
  if (parentKey === 'vacancy') return VACANCY_WORDS;
  return GENERIC_WORDS;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function instantOf(key: string, value: unknown): Date | null {
  if (!key.endsWith('_at') || typeof value !== 'string' || !DATE_TIME.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** The fields the spec types as strings that a hub may still send as numbers. */
function isStringTypedCount(o: JsonObject, parentKey: string | null, key: string): boolean {
  if (key === 'categories_count') return true;
  if (parentKey === 'counters') return key === 'registrations' || key === 'results';
  return isVacancy(o) && VACANCY_COUNTS.has(key);
}

const asNumber = (value: unknown) =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;

const extraFieldsOf = (id: unknown) => ({
  deleted_at: null,
  meta_x: { a: 1 },
  uuid: `00000000-0000-4000-8000-${String(id).replace(/\D/g, '').padStart(12, '0').slice(-12)}`,
});

function rewriteValue(
  value: unknown,
  parentKey: string | null,
  rules: Rules,
  timeZone: string,
): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteValue(item, null, rules, timeZone));
  if (isObject(value)) return rewriteObject(value, parentKey, rules, timeZone);
  if (typeof value === 'number' && rules.numbersAsStrings) return String(value);
  return value;
}

function rewriteObject(
  o: JsonObject,
  parentKey: string | null,
  rules: Rules,
  timeZone: string,
): JsonObject {
  const out: JsonObject = {};
  const event = isEvent(o);
  const race = isRace(o);
  for (const [key, value] of Object.entries(o)) {
    if (
      rules.dropRelations &&
      ((event && EVENT_RELATIONS.has(key)) || (race && RACE_RELATIONS.has(key)))
    )
      continue;
    const instant = instantOf(key, value);
    if (instant) out[key] = rules.dateTime(instant, timeZone);
    else if (rules.numbersInStringFields && isStringTypedCount(o, parentKey, key))
      out[key] = asNumber(value);
    else out[key] = rewriteValue(value, key, rules, timeZone);
  }
  if (rules.words) {
    const words = statusWordsOf(o, parentKey);
    if (typeof o.status === 'string') out.status = words[o.status] ?? o.status;
    if (typeof o.results_status === 'string')
      out.results_status = RESULTS_WORDS[o.results_status] ?? o.results_status;
  }
  if (rules.extraFields && 'id' in o) Object.assign(out, extraFieldsOf(o.id));
  return out;
}

/** A request's status words, read by the hub: a dialect word becomes ours, ours stay. */
function toOurWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOurWords);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      STATUS_KEYS.includes(key) && typeof v === 'string' ? (OUR_WORDS[v] ?? v) : toOurWords(v),
    ]),
  );
}

const isErrorEnvelope = (body: unknown) => isObject(body) && 'error' in body && 'message' in body;
const isJson = (contentType: string | null) => /[/+]json\b/i.test(contentType ?? '');

const FORWARDED_REQUEST_HEADERS = ['authorization', 'content-type', 'accept', 'idempotency-key'];
/** The body changes on the way, and fetch has already decoded it. */
const DROPPED_RESPONSE_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding'];
/** Where requests go when the upstream is a function (a test's in-process hub). */
const IN_PROCESS_ORIGIN = 'http://upstream.test';

/**
 * A fetch handler: forwards to `upstream` (an origin such as `http://127.0.0.1:4311`, the API
 * under /api/v1, or an in-process handler) and rewrites both ways, the API's JSON only (the
 * hub's `.json` documents and error envelopes pass as they came).
 */
export function createDialectProxy(
  upstream: string | ((req: Request) => Promise<Response>),
  options: DialectOptions,
): (req: Request) => Promise<Response> {
  const rules = RULES[options.dialect];
  const base = typeof upstream === 'string' ? upstream.replace(/\/+$/, '') : IN_PROCESS_ORIGIN;
  const send = typeof upstream === 'string' ? (req: Request) => fetch(req) : upstream;

  return async (req) => {
    const url = new URL(req.url);
    const api = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
    const query = new URLSearchParams(url.search);
    const words =
      api && rules.words ? STATUS_KEYS.filter((key) => OUR_WORDS[query.get(key) ?? '']) : [];
    for (const key of words) query.set(key, OUR_WORDS[query.get(key) ?? '']);
    // Untouched unless a word changed: the hub sees the query the console wrote.
    const search = words.length ? `?${query}` : url.search;
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    let body: ArrayBuffer | string | null = null;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      body = await req.arrayBuffer();
      if (api && rules.words && isJson(headers.get('content-type')) && body.byteLength) {
        const text = new TextDecoder().decode(body);
        try {
          body = JSON.stringify(toOurWords(JSON.parse(text)));
        } catch {
          body = text;
        }
      }
    }
    let res: Response;
    try {
      res = await send(
        new Request(`${base}${url.pathname}${search}`, {
          method: req.method,
          headers,
          body,
          redirect: 'manual',
        }),
      );
    } catch {
      const message = `O hub em ${base} não respondeu.`;
      return Response.json(
        { error: 'upstream_unreachable', message, details: null },
        { status: 502 },
      );
    }

    const out = new Headers(res.headers);
    for (const name of DROPPED_RESPONSE_HEADERS) out.delete(name);
    const init = { status: res.status, statusText: res.statusText, headers: out };
    if (res.body === null || req.method === 'HEAD') return new Response(null, init);
    if (!api || url.pathname.endsWith('.json') || !isJson(res.headers.get('content-type')))
      return new Response(res.body, init);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return new Response(text, init);
    }
    if (isErrorEnvelope(parsed)) return new Response(text, init);
    const rewritten = rewriteValue(parsed, null, rules, options.timeZone);
    if (isObject(rewritten) && isObject(rewritten.links)) {
      for (const [rel, link] of Object.entries(rewritten.links))
        if (typeof link === 'string' && link.startsWith(base))
          rewritten.links[rel] = `${url.origin}${link.slice(base.length)}`;
    }
    return new Response(JSON.stringify(rewritten), init);
  };
}

/** The same on a loopback port (a free one unless `port` is given); resolves once listening. */
export function serveDialectProxy(
  upstream: string,
  options: DialectOptions & { port?: number },
): Promise<{ url: string; close(): Promise<void> }> {
  const fetch = createDialectProxy(upstream, options);
  return new Promise((resolve, reject) => {
    const server = serveHttp({ fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
