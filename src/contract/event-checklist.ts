import type { Batch } from './batches';
import type { HubEvent } from './events';
import type { Race, Vacancy } from './races';
import { GENERIC_STATUSES, RESULTS_STATUSES } from './enums';
import {
  categoryCountOf,
  coveredRaceIds,
  eventStartOf,
  hubDay,
  instant,
  isActiveEvent,
  isBatchActiveAt,
  isFarFromEvent,
  racePlace,
  raceLabel,
  sellsNothingAhead,
  windowOf,
} from './event-checklist-facts';
import type { RegistrationField } from './registration-fields';
import { isRetentionComplete, retentionTotalHundredths, type RetentionPolicy } from './retention';

export { isBatchActiveAt } from './event-checklist-facts';

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
  'active-without-races': {
    severity: 'error',
    tab: 'races',
    needs: ['event', 'races'],
    run: ({ event, races }) =>
      isActiveEvent(event) && races.length === 0
        ? [{ id: 'active-without-races', params: {} }]
        : [],
  },
  'active-without-open-batch': {
    severity: 'error',
    tab: 'batches',
    needs: ['event', 'batches'],
    run: ({ event, batches, now }) =>
      sellsNothingAhead(event, batches, now)
        ? [{ id: 'active-without-open-batch', params: {} }]
        : [],
  },
  'active-without-retention': {
    severity: 'error',
    tab: 'retention',
    needs: ['event', 'retention'],
    run: ({ event, retention }) =>
      // A free event takes no money, so it has nothing to pay out.
      isActiveEvent(event) && !event.is_free && (!retention || retention.rules.length === 0)
        ? [{ id: 'active-without-retention', params: {} }]
        : [],
  },
  'ranked-race-without-category': {
    severity: 'error',
    tab: 'races',
    needs: ['event', 'races'],
    run: ({ event, races }) =>
      isActiveEvent(event)
        ? races
            .filter((race) => !race.sem_classificacao && categoryCountOf(race) === 0)
            .map((race) => ({
              id: `ranked-race-without-category:${race.id}`,
              params: { race: race.name },
            }))
        : [],
  },
  'open-without-active-batch': {
    severity: 'error',
    tab: 'batches',
    needs: ['event', 'batches'],
    run: ({ event, batches, now }) =>
      event.registration_open &&
      !batches.some((batch) => isBatchActiveAt(batch, now)) &&
      // Nothing ahead either: active-without-open-batch says it, and more.
      !sellsNothingAhead(event, batches, now)
        ? [{ id: 'open-without-active-batch', params: {} }]
        : [],
  },
  'race-far-from-event': {
    severity: 'error',
    tab: 'races',
    needs: ['event', 'races'],
    run: ({ event, races }) =>
      races
        .filter((race) => isFarFromEvent(event, race))
        .map((race) => racePlace('race-far-from-event', event, race)),
  },
  'race-on-other-day': {
    severity: 'warning',
    tab: 'races',
    needs: ['event', 'races'],
    run: ({ event, races }) =>
      races
        .filter((race) => {
          const day = hubDay(race.starts_at);
          // A start far from the event is race-far-from-event's error already.
          return day !== null && day !== event.date.slice(0, 10) && !isFarFromEvent(event, race);
        })
        .map((race) => racePlace('race-on-other-day', event, race)),
  },
  'batch-after-event-start': {
    severity: 'warning',
    tab: 'batches',
    needs: ['event', 'races', 'batches'],
    run: ({ event, races, batches }) => {
      const start = eventStartOf(event, races);
      if (start === null) return [];
      return batches
        .filter((batch) => {
          const [, end] = windowOf(batch);
          // Past one of its own races' start it is batch-after-race-start's error already.
          const pastOwnRace = coveredRaceIds(batch).some((id) => {
            const starts = instant(races.find((race) => String(race.id) === id)?.starts_at);
            return starts !== null && end > starts;
          });
          return end > start && !pastOwnRace;
        })
        .map((batch) => ({
          id: `batch-after-event-start:${batch.id}`,
          params: { batch: batch.name },
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
