import type { Batch } from './batches';
import type { HubEvent } from './events';
import type { Race, Vacancy } from './races';
import { GENERIC_STATUSES, RESULTS_STATUSES } from './enums';
import { RACE_EVENT_WINDOW_DAYS } from './limits';
import type { RegistrationField } from './registration-fields';
import { isRetentionComplete, retentionTotalHundredths, type RetentionPolicy } from './retention';

/*
 * The configuration review's checks (issue 18), one code for the dashboard's review page and
 * the agents' get_event (issue 32). Each finding is a check id, where it is fixed and what its
 * sentence names; the words are each reader's own (the page's catalogue, the tool's English).
 */

/**
 * What the review has. `undefined` means "this hub does not offer that read": the checks
 * that need it are reported as skipped, never as passed. `retention: null` is an event without
 * an override (the hub's default applies).
 */
export interface ChecklistInput {
  event: HubEvent | undefined;
  races: Race[] | undefined;
  batches: Batch[] | undefined;
  fields: RegistrationField[] | undefined;
  retention: RetentionPolicy | null | undefined;
  /** By race id. */
  vacancies: Record<string, Vacancy> | undefined;
  now: Date;
}

export type ChecklistSource = 'event' | 'races' | 'batches' | 'fields' | 'retention' | 'vacancies';
export type ChecklistTab = 'overview' | 'races' | 'batches' | 'registration-fields' | 'retention';
export type ChecklistSeverity = 'error' | 'warning';

export interface ChecklistItem {
  id: string;
  check: ChecklistCheck;
  severity: ChecklistSeverity;
  tab: ChecklistTab;
  /** What the check's sentence names (a race, a batch, a total): each side words it. */
  params: Record<string, string | number>;
}

export interface SkippedCheck {
  check: ChecklistCheck;
  missing: ChecklistSource[];
}

export interface Checklist {
  items: ChecklistItem[];
  skipped: SkippedCheck[];
}

type Available = {
  event: HubEvent;
  races: Race[];
  batches: Batch[];
  fields: RegistrationField[];
  retention: RetentionPolicy | null;
  vacancies: Record<string, Vacancy>;
  now: Date;
};

interface CheckDefinition {
  severity: ChecklistSeverity;
  tab: ChecklistTab;
  needs: ChecklistSource[];
  run: (data: Available) => { id: string; params: Record<string, string | number> }[];
}

/** A batch window as instants; a missing bound is open-ended. */
function windowOf(batch: Batch): [number, number] {
  const start = batch.starts_at ? Date.parse(batch.starts_at) : Number.NEGATIVE_INFINITY;
  const end = batch.ends_at ? Date.parse(batch.ends_at) : Number.POSITIVE_INFINITY;
  return [
    Number.isNaN(start) ? Number.NEGATIVE_INFINITY : start,
    Number.isNaN(end) ? Number.POSITIVE_INFINITY : end,
  ];
}

const instant = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
};

const DAY = 86_400_000;

const coveredRaceIds = (batch: Batch) => Object.keys(batch.race_prices);
const raceLabel = (races: Race[], id: string) =>
  races.find((race) => String(race.id) === id)?.name ?? `#${id}`;

export function isBatchActiveAt(batch: Batch, now: Date): boolean {
  const [start, end] = windowOf(batch);
  const at = now.getTime();
  return batch.is_active && start <= at && at <= end;
}

const CHECKS = {
  'race-without-batch': {
    severity: 'error',
    tab: 'batches',
    needs: ['races', 'batches'],
    run: ({ races, batches }) => {
      const covered = new Set(batches.flatMap(coveredRaceIds));
      return races
        .filter((race) => !covered.has(String(race.id)))
        .map((race) => ({ id: `race-without-batch:${race.id}`, params: { race: race.name } }));
    },
  },
  'batch-outside-registration': {
    severity: 'warning',
    tab: 'batches',
    needs: ['event', 'batches'],
    run: ({ event, batches }) => {
      const opens = instant(event.registration_opens_at);
      const closes = instant(event.registration_closes_at);
      return batches
        .filter((batch) => {
          const [start, end] = windowOf(batch);
          return (opens !== null && start < opens) || (closes !== null && end > closes);
        })
        .map((batch) => ({
          id: `batch-outside-registration:${batch.id}`,
          params: { batch: batch.name },
        }));
    },
  },
  'batch-after-race-start': {
    severity: 'error',
    tab: 'batches',
    needs: ['races', 'batches'],
    run: ({ races, batches }) =>
      batches.flatMap((batch) => {
        const [, end] = windowOf(batch);
        return coveredRaceIds(batch).flatMap((raceId) => {
          const race = races.find((r) => String(r.id) === raceId);
          const starts = instant(race?.starts_at);
          if (!race || starts === null || end <= starts) return [];
          return [
            {
              id: `batch-after-race-start:${batch.id}:${race.id}`,
              params: { batch: batch.name, race: race.name },
            },
          ];
        });
      }),
  },
  'batch-overlap': {
    severity: 'warning',
    tab: 'batches',
    needs: ['races', 'batches'],
    run: ({ races, batches }) => {
      const out: { id: string; params: Record<string, string | number> }[] = [];
      batches.forEach((a, i) => {
        for (const b of batches.slice(i + 1)) {
          const shared = coveredRaceIds(a).filter((id) => id in b.race_prices);
          const [aStart, aEnd] = windowOf(a);
          const [bStart, bEnd] = windowOf(b);
          if (shared.length && aStart < bEnd && bStart < aEnd)
            out.push({
              id: `batch-overlap:${a.id}:${b.id}`,
              params: {
                first: a.name,
                second: b.name,
                races: shared.map((id) => raceLabel(races, id)).join(', '),
              },
            });
        }
      });
      return out;
    },
  },
  'zero-price-paid-event': {
    severity: 'error',
    tab: 'batches',
    needs: ['event', 'races', 'batches'],
    run: ({ event, races, batches }) =>
      event.is_free
        ? []
        : batches.flatMap((batch) => {
            const free = Object.entries(batch.race_prices)
              .filter(([, cents]) => cents === 0)
              .map(([id]) => raceLabel(races, id));
            return free.length
              ? [
                  {
                    id: `zero-price-paid-event:${batch.id}`,
                    params: { batch: batch.name, races: free.join(', ') },
                  },
                ]
              : [];
          }),
  },
  'select-without-options': {
    severity: 'error',
    tab: 'registration-fields',
    needs: ['fields'],
    run: ({ fields }) =>
      fields
        .filter(
          (field) =>
            (field.type === 'select' || field.type === 'multiselect') &&
            (field.options ?? []).length === 0,
        )
        .map((field) => ({
          id: `select-without-options:${field.id}`,
          params: { field: field.label },
        })),
  },
  'retention-incomplete': {
    severity: 'error',
    tab: 'retention',
    needs: ['retention'],
    run: ({ retention }) => {
      if (!retention || isRetentionComplete(retention.rules)) return [];
      const total = retentionTotalHundredths(retention.rules) / 100;
      return [{ id: 'retention-incomplete', params: { total } }];
    },
  },
  'open-without-active-batch': {
    severity: 'error',
    tab: 'batches',
    needs: ['event', 'batches'],
    run: ({ event, batches, now }) =>
      event.registration_open && !batches.some((batch) => isBatchActiveAt(batch, now))
        ? [{ id: 'open-without-active-batch', params: {} }]
        : [],
  },
  'race-far-from-event': {
    severity: 'error',
    tab: 'races',
    needs: ['event', 'races'],
    run: ({ event, races }) => {
      const day = instant(`${event.date}T12:00:00Z`);
      if (day === null) return [];
      return races
        .filter((race) => {
          const starts = instant(race.starts_at);
          // The race form's rule: more than the window's days from the event's day.
          return starts !== null && Math.abs(starts - day) > (RACE_EVENT_WINDOW_DAYS + 0.5) * DAY;
        })
        .map((race) => ({
          id: `race-far-from-event:${race.id}`,
          params: { race: race.name, date: race.starts_at, eventDate: event.date },
        }));
    },
  },
  'race-over-limit': {
    severity: 'error',
    tab: 'races',
    needs: ['races', 'vacancies'],
    run: ({ races, vacancies }) =>
      races.flatMap((race) => {
        const vacancy = vacancies[String(race.id)];
        if (!vacancy || vacancy.registration_limit === null) return [];
        if (vacancy.registrations_count <= vacancy.registration_limit) return [];
        return [
          {
            id: `race-over-limit:${race.id}`,
            params: {
              race: race.name,
              count: vacancy.registrations_count,
              limit: vacancy.registration_limit,
            },
          },
        ];
      }),
  },
  'kids-race-ranked': {
    severity: 'warning',
    tab: 'races',
    needs: ['races'],
    run: ({ races }) =>
      races
        .filter((race) => race.type === 'kids' && !race.sem_classificacao)
        .map((race) => ({ id: `kids-race-ranked:${race.id}`, params: { race: race.name } })),
  },
  'unknown-event-status': {
    severity: 'warning',
    tab: 'overview',
    needs: ['event'],
    run: ({ event }) =>
      isKnown(GENERIC_STATUSES, event.status)
        ? []
        : [{ id: 'unknown-event-status', params: { word: event.status } }],
  },
  'unknown-race-status': {
    severity: 'warning',
    tab: 'races',
    needs: ['races'],
    run: ({ races }) =>
      races.flatMap((race) =>
        (
          [
            ['status', GENERIC_STATUSES, race.status],
            ['results_status', RESULTS_STATUSES, race.results_status],
          ] as const
        )
          .filter(([, known, word]) => !isKnown(known, word))
          .map(([field, , word]) => ({
            id: `unknown-race-status:${race.id}:${field}`,
            params: { race: race.name, word },
          })),
      ),
  },
} satisfies Record<string, CheckDefinition>;

/** A hub's word among those the console knows the meaning of. */
const isKnown = (known: readonly string[], word: string) => known.includes(word);

export type ChecklistCheck = keyof typeof CHECKS;
export const CHECKLIST_CHECKS = Object.keys(CHECKS) as ChecklistCheck[];

/** Every rule of the configuration review, run on what the hub could give. */
export function runChecklist(input: ChecklistInput): Checklist {
  const items: ChecklistItem[] = [];
  const skipped: SkippedCheck[] = [];
  for (const check of CHECKLIST_CHECKS) {
    const definition: CheckDefinition = CHECKS[check];
    const missing = definition.needs.filter((source) => input[source] === undefined);
    if (missing.length) {
      skipped.push({ check, missing });
      continue;
    }
    for (const found of definition.run(input as Available))
      items.push({
        id: found.id,
        check,
        severity: definition.severity,
        tab: definition.tab,
        params: found.params,
      });
  }
  return { items, skipped };
}
