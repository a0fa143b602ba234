import type { DateTimeForm } from './hub-time';

/*
 * `npm run hub -- check` and the console's "About this hub" page (issue 31): what a read-only
 * check of a hub found, as the CLI's `--json` prints it and `GET /console/hub-check` serves
 * it. Not part of Management API v1. Codes only: each reader words them in its language.
 */

/** full: the console works fully; limited: it works, with `reasons`; cannot: it cannot work. */
export const HUB_CHECK_EXIT = { full: 0, limited: 3, cannot: 1 } as const;
export type HubCheckVerdict = keyof typeof HUB_CHECK_EXIT;

/** What the console does with a value that differs from the contract. */
export type FindingEffect = 'lenient' | 'text' | 'broken';

export type FindingCode =
  /** lenient: a date-time without offset (the hub's zone), or a bare date (its midnight). */
  | 'date_time_local'
  | 'date_time_date_only'
  /** lenient: a date written as a date-time (the day in the hub's zone). */
  | 'date_as_date_time'
  | 'number_as_string'
  /** lenient: a number where the spec types a string (a count, a percent, a code). */
  | 'number_in_text_field'
  | 'boolean_as_number_or_text'
  /** lenient: a field the contract does not know, ignored. */
  | 'extra_field'
  /** text: a status or code word none of the known lists has. */
  | 'unknown_word'
  /** text: a date or date-time no reader understands. */
  | 'unreadable_date'
  /** broken: the lenient schema refuses the value. */
  | 'missing_field'
  | 'wrong_type'
  /** broken: `{data}` or `{data, meta, links}` missing where the spec has it. */
  | 'wrong_envelope'
  | 'not_json'
  /** an error answer without `{error, message}`: the console shows the status alone. */
  | 'error_envelope';

export interface HubCheckFinding {
  /** The resource's field: `race.starts_at`, `vacancy.vacancy.status`, `meta.page`. */
  field: string;
  code: FindingCode;
  effect: FindingEffect;
  /** How many values had it (in what was read). */
  count: number;
  /** One of them as the hub sent it (JSON, at most 80 characters). */
  example: string | null;
}

/** Read extensions of the reference hub the console uses (decisions.md), one per read. */
export const HUB_EXTENSION_IDS = [
  'event-detail',
  'event-include',
  'event-search',
  'races',
  'batches',
  'registration-fields',
  'legal-discounts',
  'retention',
  'checkpoints',
  'registration-imports',
  'result-imports',
  'modalities',
  'me',
  'results',
  'bibs',
  'registrations',
] as const;
export type HubExtensionId = (typeof HUB_EXTENSION_IDS)[number];

/** The console's places, named as its navigation names them. */
export type ConsoleTab =
  | 'events'
  | 'overview'
  | 'eventSettings'
  | 'races'
  | 'batches'
  | 'registrationFields'
  | 'legalDiscounts'
  | 'retention'
  | 'imports'
  | 'registrations'
  | 'results'
  | 'prizes'
  | 'cleanup'
  | 'history';

/**
 * What the console does without an extension: `spec_only` (it takes the hub for a spec-only
 * one and leaves every extension alone), `hidden` (a notice instead of the data),
 * `write_only` (it saves, but cannot show what the hub holds), `session_only` (it shows what
 * was created in this session), `less` (it works, without a help).
 */
export type AbsenceEffect = 'spec_only' | 'hidden' | 'write_only' | 'session_only' | 'less';

export interface HubExtension {
  /** `GET /events/{event}/races` */
  path: string;
  tabs: readonly ConsoleTab[];
  effect: AbsenceEffect;
}

export const HUB_EXTENSIONS: Record<HubExtensionId, HubExtension> = {
  // The console's own probe (`extensions` of the session) asks for an event's detail.
  'event-detail': {
    path: '/events/{event}',
    tabs: ['eventSettings', 'overview', 'races', 'batches', 'prizes', 'cleanup'],
    effect: 'spec_only',
  },
  'event-include': {
    path: '/events?include=races,batches,organizer,counters',
    tabs: ['events', 'overview'],
    effect: 'hidden',
  },
  'event-search': { path: '/events?search=', tabs: ['events'], effect: 'less' },
  races: { path: '/events/{event}/races', tabs: ['races', 'prizes'], effect: 'session_only' },
  batches: { path: '/events/{event}/batches', tabs: ['batches'], effect: 'session_only' },
  'registration-fields': {
    path: '/events/{event}/registration-fields',
    tabs: ['registrationFields'],
    effect: 'session_only',
  },
  'legal-discounts': {
    path: '/events/{event}/legal-discounts',
    tabs: ['legalDiscounts'],
    effect: 'write_only',
  },
  retention: { path: '/events/{event}/retention', tabs: ['retention'], effect: 'write_only' },
  checkpoints: { path: '/events/{event}/checkpoints', tabs: ['cleanup'], effect: 'hidden' },
  'registration-imports': {
    path: '/events/{event}/registration-imports',
    tabs: ['imports'],
    effect: 'hidden',
  },
  'result-imports': { path: '/events/{event}/result-imports', tabs: ['imports'], effect: 'hidden' },
  modalities: { path: '/modalities', tabs: ['races'], effect: 'less' },
  me: { path: '/me', tabs: ['history'], effect: 'less' },
  results: { path: '/events/{event}/races/{race}/results', tabs: ['results'], effect: 'hidden' },
  bibs: { path: '/events/{event}/bibs', tabs: ['imports'], effect: 'less' },
  registrations: {
    path: '/events/{event}/registrations',
    tabs: ['registrations'],
    effect: 'hidden',
  },
};

/**
 * ok: answered 2xx; absent: an extension the hub lacks (404, 405); failed: any other answer or
 * none; skipped: not asked (nothing to ask about); unknown: a 404 that may mean either (an
 * event without its own retention rules, or a hub without the read).
 */
export type EndpointOutcome = 'ok' | 'absent' | 'failed' | 'skipped' | 'unknown';

/** Why an endpoint was skipped or what its answer meant. */
export type EndpointNote =
  | 'no_event'
  | 'no_race'
  | 'no_import'
  | 'unreachable'
  | 'key_refused'
  | 'no_override'
  | 'anonymous_allowed';

export interface HubCheckEndpoint {
  /** The spec's path, `/events/{event}/races/{race}/vacancy`; `(no key) /events` for the 401 probe. */
  path: string;
  /** What was asked, under /api/v1: `/events/MEIA-CWB-2026/races/21K/vacancy`. */
  url: string | null;
  kind: 'spec' | 'extension';
  extension: HubExtensionId | null;
  status: number | null;
  outcome: EndpointOutcome;
  /** The envelope was the spec's (`{data}`, `{data, meta, links}`, the flat import status, or the error envelope); null when not read. */
  envelope_ok: boolean | null;
  findings: HubCheckFinding[];
  note: EndpointNote | null;
}

export type HubCheckReason =
  /* cannot */
  | { code: 'spec_endpoint_missing'; path: string }
  | { code: 'endpoint_failed'; path: string; status: number | null }
  | { code: 'key_refused'; status: number }
  | { code: 'wrong_envelope'; path: string }
  | { code: 'unreadable_fields'; path: string; fields: string[] }
  /* limited */
  | { code: 'spec_only_mode' }
  | { code: 'extension_absent'; extension: HubExtensionId }
  | { code: 'unknown_words'; kinds: { kind: string; words: string[] }[] }
  | { code: 'local_date_times'; time_zone: string; fields: string[] }
  | { code: 'unreadable_dates'; fields: string[] }
  | { code: 'error_envelope'; path: string }
  | { code: 'no_event' }
  | { code: 'no_race' };

export const CANNOT_REASONS: readonly HubCheckReason['code'][] = [
  'spec_endpoint_missing',
  'endpoint_failed',
  'key_refused',
  'wrong_envelope',
  'unreadable_fields',
];

export interface DateTimeFormSeen {
  form: DateTimeForm;
  count: number;
  example: string;
  fields: string[];
}

export interface WordsSeen {
  /** `race.status`, `import.status`, `vacancy.vacancy.status`. */
  kind: string;
  known: string[];
  unknown: string[];
}

export interface NumberTypings {
  /** Numeric fields sent as JSON numbers. */
  numbers: number;
  /** Numeric fields sent as numeric strings, and which fields. */
  numeric_strings: number;
  numeric_string_fields: string[];
  /** Numbers where the spec types a string (`categories_count`, vacancy counts), and which. */
  numbers_in_text_fields: string[];
}

export interface HubCheckReport {
  /** The hub's API root, as the check reached it. */
  hub: string;
  checked_at: string;
  /** The zone a date-time without offset is read in (HUB_TIME_ZONE). */
  time_zone: string;
  /** The event whose reads were checked, by code; null when the hub lists none. */
  event: string | null;
  verdict: HubCheckVerdict;
  exit_code: (typeof HUB_CHECK_EXIT)[HubCheckVerdict];
  /** Why the verdict is not `full`: problems first, then limits. */
  reasons: HubCheckReason[];
  endpoints: HubCheckEndpoint[];
  date_time_forms: DateTimeFormSeen[];
  words: WordsSeen[];
  numbers: NumberTypings;
  /** Each read extension: present, absent, or null when it could not be told. */
  extensions: { id: HubExtensionId; present: boolean | null }[];
}

/** One kind of difference over the whole check: where it was seen, an example, how often. */
export interface HubCheckDifference {
  effect: FindingEffect;
  code: FindingCode;
  /** Fields, each once; a broken one with the read it broke (`/events/X/races: race.starts_at`). */
  fields: string[];
  example: string | null;
  count: number;
}

const EFFECT_ORDER: readonly FindingEffect[] = ['broken', 'text', 'lenient'];

/** The findings of every endpoint by effect (the worst first) and code: what a person reads. */
export function differencesOf(report: Pick<HubCheckReport, 'endpoints'>): HubCheckDifference[] {
  const byKey = new Map<string, HubCheckDifference>();
  for (const endpoint of report.endpoints)
    for (const finding of endpoint.findings) {
      const key = `${finding.effect} ${finding.code}`;
      const difference = byKey.get(key) ?? {
        effect: finding.effect,
        code: finding.code,
        fields: [],
        example: null,
        count: 0,
      };
      const field =
        finding.effect === 'broken'
          ? `${endpoint.url ?? endpoint.path}: ${finding.field}`
          : finding.field;
      if (!difference.fields.includes(field)) difference.fields.push(field);
      difference.example ??= finding.example;
      difference.count += finding.count;
      byKey.set(key, difference);
    }
  return [...byKey.values()].sort(
    (a, b) => EFFECT_ORDER.indexOf(a.effect) - EFFECT_ORDER.indexOf(b.effect),
  );
}
