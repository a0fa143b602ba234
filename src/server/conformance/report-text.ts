import type {
  ConsoleTab,
  FindingCode,
  FindingEffect,
  HubCheckEndpoint,
  HubCheckReason,
  HubCheckReport,
  HubExtensionId,
} from '@/contract/hub-check';
import { differencesOf, HUB_EXTENSIONS } from '@/contract/hub-check';

/* `npm run hub -- check` for a person: the report in English, as `npm run event` speaks. */

const TAB: Record<ConsoleTab, string> = {
  events: 'Events',
  overview: 'Overview',
  eventSettings: 'Event settings',
  races: 'Races',
  batches: 'Batches',
  registrationFields: 'Form fields',
  legalDiscounts: 'Discounts',
  retention: 'Retention',
  imports: 'Imports',
  registrations: 'Participants',
  results: 'Results',
  prizes: 'Prizes & vacancy',
  cleanup: 'Clean-up',
  history: 'History',
};

/** What the console does without each extension. */
export const WITHOUT: Record<HubExtensionId, string> = {
  'event-detail':
    'the console takes the hub for a spec-only one: event settings cannot be edited, and every read below is left alone',
  'event-include': 'no race, batch or registration counts in the events list and the overview',
  'event-search': 'the search box of the events list finds nothing more (the hub ignores it)',
  races: 'only the races created in this session are listed',
  batches: 'only the batches created in this session are listed',
  'registration-fields':
    'only the fields created in this session are listed; others are edited by key',
  'legal-discounts': 'the current discounts are not shown; saving replaces them',
  retention: 'the current rules are not shown; saving replaces them',
  checkpoints: 'checkpoints are not listed; one is removed by its id',
  'registration-imports': 'earlier registration imports are not listed',
  'result-imports': 'earlier result imports are not listed',
  modalities: "race forms offer no catalogue of modalities, only the race's own",
  me: "the change history names writers by the key's hint, not its name",
  results: 'a notice instead of the results',
  bibs: "a results file is not checked against the event's bibs before it is sent",
  registrations: 'a notice instead of the list of registrations',
};

const FINDING: Record<FindingCode, string> = {
  date_time_local: 'date-time without an offset, read in the hub zone',
  date_time_date_only: 'a date where a date-time goes, read as midnight in the hub zone',
  date_as_date_time: 'a date-time where a date goes, read as its day in the hub zone',
  number_as_string: 'number as a string',
  number_in_text_field: 'number where the spec has a string',
  boolean_as_number_or_text: 'boolean as 0/1 or text',
  extra_field: 'a field the contract does not have, ignored',
  unknown_word: 'unknown word',
  unreadable_date: 'unreadable date',
  missing_field: 'required field missing',
  wrong_type: 'a value the console cannot read',
  wrong_envelope: "not the spec's envelope",
  not_json: 'not JSON',
  error_envelope: 'an error without {error, message}: the console shows its status only',
};

const EFFECT: Record<FindingEffect, string> = {
  lenient: 'Read leniently',
  text: 'Shown as text',
  broken: 'Cannot work',
};

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const list = (items: readonly string[], max = 8) =>
  items.length > max
    ? `${items.slice(0, max).join(', ')} and ${items.length - max} more`
    : items.join(', ');

export function reasonText(reason: HubCheckReason): string {
  switch (reason.code) {
    case 'key_refused':
      return reason.status === 403
        ? 'The key lacks the scope manage (403).'
        : `The hub refused the key (${reason.status}): use a key with scope manage.`;
    case 'spec_endpoint_missing':
      return `GET ${reason.path} is missing (404): Management API v1 has it and the console needs it.`;
    case 'endpoint_failed':
      return `GET ${reason.path} failed (${reason.status === null ? 'no answer' : `HTTP ${reason.status}`}).`;
    case 'wrong_envelope':
      return `GET ${reason.path}: the body is not the spec's envelope ({data} or {data, meta, links}).`;
    case 'unreadable_fields':
      return `GET ${reason.path}: the console cannot read ${list(reason.fields)}.`;
    case 'spec_only_mode':
      return 'No event detail (GET /events/{event}): the console treats this hub as spec-only and uses none of its extensions.';
    case 'extension_absent': {
      const { path, tabs } = HUB_EXTENSIONS[reason.extension];
      return `No GET ${path}: ${tabs.map((tab) => TAB[tab]).join(', ')}: ${WITHOUT[reason.extension]}.`;
    }
    case 'unknown_words':
      return `Unknown words, shown as they come: ${reason.kinds.map(({ kind, words }) => `${kind} (${list(words)})`).join('; ')}.`;
    case 'local_date_times':
      return `Date-times without an offset (${list(reason.fields, 4)}): read in ${reason.time_zone}; HUB_TIME_ZONE must be the hub's zone, or times move.`;
    case 'unreadable_dates':
      return `Dates no reader understands, shown as text: ${list(reason.fields)}.`;
    case 'error_envelope':
      return `GET ${reason.path}: an error without {error, message}; the console shows its status only.`;
    case 'no_event':
      return 'The hub lists no event: no event, race or import read was checked (create one, then check again).';
    case 'no_race':
      return 'No race to ask about: prize rules, vacancy and results were not checked.';
  }
}

const VERDICT = {
  full: 'The console can work fully with this hub.',
  limited: 'The console works with this hub, with limits:',
  cannot: 'The console cannot work with this hub:',
} as const;

const NOTE: Record<NonNullable<HubCheckEndpoint['note']>, string> = {
  no_event: 'no event to ask about',
  no_race: 'no race to ask about',
  no_import: 'no import listed',
  unreachable: 'no answer',
  key_refused: 'key refused',
  no_override: "404: no rules of the event's own, or no such read",
  anonymous_allowed: 'answered without a key (the spec says 401)',
};

function endpointLine(e: HubCheckEndpoint): string {
  const status = e.status === null ? '---' : String(e.status);
  const differences = e.findings.length
    ? plural(
        e.findings.reduce((n, f) => n + f.count, 0),
        'differing value',
      )
    : '';
  const envelope = e.envelope_ok === false ? 'wrong envelope' : '';
  const extra = [envelope, differences, e.note ? NOTE[e.note] : ''].filter(Boolean).join('; ');
  return `  ${status}  ${e.outcome.padEnd(7)}  ${e.kind.padEnd(9)}  GET ${e.url ?? e.path}${extra ? `  (${extra})` : ''}`;
}

function differenceLines(report: HubCheckReport): string[] {
  const lines: string[] = [];
  let effect: FindingEffect | null = null;
  for (const difference of differencesOf(report)) {
    if (difference.effect !== effect) lines.push(`  ${EFFECT[difference.effect]}`);
    effect = difference.effect;
    const example = difference.example ? ` (e.g. ${difference.example})` : '';
    lines.push(`    ${FINDING[difference.code]}: ${list(difference.fields, 12)}${example}`);
  }
  return lines;
}

export function reportText(report: HubCheckReport): string {
  const out = [
    `Hub check of ${report.hub}${report.event ? `, event ${report.event}` : ''} (date-times without an offset read in ${report.time_zone})`,
    '',
    `${VERDICT[report.verdict]} (exit ${report.exit_code})`,
    ...report.reasons.map((reason) => `  - ${reasonText(reason)}`),
    '',
    'Endpoints',
    ...report.endpoints.map(endpointLine),
  ];
  const differences = differenceLines(report);
  out.push('', 'Differences from the contract, field by field');
  out.push(...(differences.length ? differences : ['  none']));
  out.push('', 'Date-time forms');
  out.push(
    ...(report.date_time_forms.length
      ? report.date_time_forms.map(
          (f) => `  ${f.form.padEnd(7)} ${String(f.count).padStart(5)}  e.g. ${f.example}`,
        )
      : ['  none seen']),
  );
  out.push('', 'Status and code words');
  const width = Math.max(0, ...report.words.map((w) => w.kind.length));
  out.push(
    ...(report.words.length
      ? report.words.map(
          (w) =>
            `  ${w.kind.padEnd(width)}  ${w.known.join(', ') || '-'}${w.unknown.length ? `  | unknown: ${w.unknown.join(', ')}` : ''}`,
        )
      : ['  none seen']),
  );
  const n = report.numbers;
  out.push(
    '',
    `Numbers: ${n.numbers} as JSON numbers, ${n.numeric_strings} as numeric strings${n.numeric_string_fields.length ? ` (${list(n.numeric_string_fields)})` : ''}${n.numbers_in_text_fields.length ? `; numbers in string fields: ${list(n.numbers_in_text_fields)}` : ''}`,
  );
  const by = (present: boolean | null) =>
    report.extensions.filter((e) => e.present === present).map((e) => e.id);
  out.push(
    `Extensions: ${by(true).length} of ${report.extensions.length} present${by(false).length ? `; absent: ${by(false).join(', ')}` : ''}${by(null).length ? `; could not tell: ${by(null).join(', ')}` : ''}`,
  );
  return out.join('\n');
}
