import { HUB_CHECK_EXIT, type HubCheckReport } from '@/contract/hub-check';
import type { HubGet } from './hub-answer';
import { HubReads, type Asked, type Row } from './hub-reads';
import {
  ANONYMOUS_READ,
  EVENT_DETAIL_READ,
  EVENT_READS,
  EVENTS_READ,
  HUB_READS,
  IMPORT_READS,
  INCLUDE_READ,
  RACE_READS,
  SEARCH_READ,
  urlOf,
} from './read-plan';
import { verdictOf } from './verdict';

/*
 * `npm run hub -- check` and the console's "About this hub" (issue 31): a hub read, only read,
 * the way the console reads it. Every GET the console makes, spec and extensions, once, on one
 * event and its races; what each answer means for the console is in the report.
 */

export { answerOf, type HubAnswer, type HubGet } from './hub-answer';

export interface HubCheckOptions {
  /** The hub's API root, for the report. */
  hub: string;
  /** Where a date-time without offset is read (HUB_TIME_ZONE). */
  timeZone: string;
  /** The event to check, by code or id; the first listed (one with races, when known) otherwise. */
  event?: string;
  now?: () => Date;
  /** Waits before asking again after a 429 (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

/** `--event` names no event of this hub. */
export class EventNotFound extends Error {}

/** Races checked at most (prize rules, vacancy, results of each). */
const RACES_CHECKED = 10;
/** Pages of the spec's event list read to find `--event` on a hub without the detail read. */
const PAGES_SCANNED = 50;
const RELATIONS = ['races', 'batches', 'organizer', 'counters'];

/** A race or event as a path names it: its code when it has a letter, else its id. */
const codeOf = (row: Row): string =>
  typeof row.code === 'string' && /[A-Za-z]/.test(row.code) ? row.code : String(row.id);

/** Finds `--event` in the spec's list, page by page, then by the detail extension. */
async function findEvent(reads: HubReads, wanted: string, first: Asked): Promise<Row | null> {
  const matches = (row: Row) => row.code === wanted || String(row.id) === wanted;
  let found = first.items.find(matches);
  for (let page = 2; !found && page <= Math.min(first.lastPage ?? 1, PAGES_SCANNED); page++)
    found = (await reads.ask(EVENTS_READ, `/events?page=${page}`)).items.find(matches);
  if (found) return found;
  const detail = await reads.ask(EVENT_DETAIL_READ, urlOf(EVENT_DETAIL_READ, { event: wanted }));
  return detail.items[0] ?? null;
}

/** The spec's 401 without a key: only its envelope counts, whatever else it says. */
async function anonymousRead(reads: HubReads): Promise<void> {
  const asked = await reads.ask(ANONYMOUS_READ, urlOf(ANONYMOUS_READ, {}), { anonymous: true });
  const { endpoint } = asked;
  const unreachable = endpoint.note === 'unreachable';
  endpoint.outcome = unreachable ? 'failed' : 'ok';
  endpoint.note = unreachable ? 'unreachable' : null;
  if (endpoint.status !== null && endpoint.status < 400) {
    endpoint.note = 'anonymous_allowed';
    endpoint.findings = [];
  }
  reads.record(asked);
}

/** Reads the hub as the console does and says what the console can do with it. */
export async function checkHub(get: HubGet, options: HubCheckOptions): Promise<HubCheckReport> {
  const reads = new HubReads(get, options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))));
  const checkedAt = (options.now?.() ?? new Date()).toISOString();
  const finish = (event: string | null, noEvent = false): HubCheckReport => {
    const read = {
      hub: options.hub,
      checked_at: checkedAt,
      time_zone: options.timeZone,
      event,
      endpoints: reads.endpoints,
      extensions: reads.extensions(),
      ...reads.seen.summary(),
    };
    const { verdict, reasons } = verdictOf(read, { noEvent });
    return { ...read, verdict, reasons, exit_code: HUB_CHECK_EXIT[verdict] };
  };

  await anonymousRead(reads);
  const events = await reads.ask(EVENTS_READ, urlOf(EVENTS_READ, {}));
  reads.record(events);
  if (events.endpoint.note === 'key_refused' || events.endpoint.note === 'unreachable')
    return finish(null);

  const [included, searched] = await Promise.all(
    [INCLUDE_READ, SEARCH_READ].map((read) => reads.ask(read, urlOf(read, {}))),
  );
  // A query a hub does not take is a query it lacks, not a broken hub.
  for (const probe of [included, searched])
    if (probe.endpoint.status === 400 || probe.endpoint.status === 422)
      probe.endpoint.outcome = 'absent';
  reads.record(included, searched);
  if (included.endpoint.outcome === 'ok')
    reads.decide(
      'event-include',
      included.items.length ? included.items.some((e) => RELATIONS.some((r) => r in e)) : null,
    );
  if (searched.endpoint.outcome === 'ok')
    reads.decide('event-search', events.items.length ? searched.items.length === 0 : null);

  let event: Row | null | undefined;
  if (options.event) {
    event = await findEvent(reads, options.event, events);
    if (!event) throw new EventNotFound(`No event ${options.event} on this hub`);
  } else {
    const withRaces = included.items.find((e) => Array.isArray(e.races) && e.races.length > 0);
    event = events.items.find((e) => withRaces && e.code === withRaces.code) ?? events.items[0];
  }

  if (!event) {
    for (const read of [...EVENT_READS, ...IMPORT_READS, ...RACE_READS])
      reads.skip(read, 'no_event');
    await hubWide(reads);
    return finish(null, true);
  }
  const eventCode = codeOf(event);
  const races = await eventWide(reads, eventCode, included.items);
  await raceWide(reads, eventCode, races);
  await hubWide(reads);
  return finish(eventCode);
}

/** The event's reads; resolves to its races, from whichever read listed them. */
async function eventWide(reads: HubReads, code: string, included: Row[]): Promise<Row[]> {
  const asked = await Promise.all(
    EVENT_READS.map((read) => reads.ask(read, urlOf(read, { event: code }))),
  );
  const of = (extension: string) => asked[EVENT_READS.findIndex((r) => r.extension === extension)];
  const retention = of('retention');
  // 404: an event without rules of its own, or a hub without the read; it cannot be told. (The
  // reference hub answers `{data: null}` for the first.)
  if (retention.endpoint.outcome === 'absent') {
    retention.endpoint.outcome = 'unknown';
    retention.endpoint.note = 'no_override';
  }
  reads.record(...asked);

  // The spec reads an import by its id: the latest of each kind, where the history lists one.
  for (const read of IMPORT_READS) {
    const history = of(
      read.path.includes('registration') ? 'registration-imports' : 'result-imports',
    );
    const latest = history.items[0]?.import_id;
    if (latest === undefined || latest === null) reads.skip(read, 'no_import');
    else reads.record(await reads.ask(read, urlOf(read, { event: code, import: String(latest) })));
  }

  const listed = of('races');
  const fromDetail = of('event-detail').items[0]?.races;
  const fromList = included.find((e) => codeOf(e) === code)?.races;
  const races =
    listed.endpoint.outcome === 'ok'
      ? listed.items
      : Array.isArray(fromDetail)
        ? fromDetail
        : Array.isArray(fromList)
          ? fromList
          : [];
  return races.filter((race): race is Row => typeof race === 'object' && race !== null);
}

async function raceWide(reads: HubReads, event: string, races: Row[]): Promise<void> {
  if (!races.length) {
    for (const read of RACE_READS) reads.skip(read, 'no_race');
    return;
  }
  for (const race of races.slice(0, RACES_CHECKED)) {
    const ids = { event, race: codeOf(race) };
    reads.record(
      ...(await Promise.all(RACE_READS.map((read) => reads.ask(read, urlOf(read, ids))))),
    );
  }
}

async function hubWide(reads: HubReads): Promise<void> {
  reads.record(...(await Promise.all(HUB_READS.map((read) => reads.ask(read, urlOf(read, {}))))));
}
