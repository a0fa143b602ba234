import { eventConfigSchema, type EventConfig } from '@/contract/event-config';
import {
  planEventConfig,
  problemsByItem,
  shiftEventConfig,
  type PlanItem,
} from '@/contract/event-plan';
import {
  createEvent,
  exportEventConfig,
  findEvent,
  nextEditionBody,
  readEventState,
  type HubEventState,
} from '@/contract/event-sync';
import { applyPlan } from '@/contract/event-apply';
import type { HubEvent } from '@/contract/events';
import type { AgentHub } from './agent-hub';
import { requireEvent } from './hub-reads';
import { stateHash } from './plans';
import { ToolRefusal } from './tool';

/*
 * The event-as-code plans an agent makes (a configuration, a copy to the next edition): each
 * computed from the hub as it is now, hashed, and computed again at apply, which refuses when
 * the hash moved.
 */

export interface ConfigPlanInput {
  event: string;
  /** Sections not given are taken from the event as it is (planned unchanged). */
  config: Partial<EventConfig>;
  shift_dates: boolean;
}

export interface CopyPlanInput {
  from: string;
  to: string;
  /** Creates `to` as the next edition on this day. */
  date?: string;
  name?: string;
}

/** A plan's line: an event-as-code item, or the event a copy creates (`kind: event`). */
export type PlanRow = Omit<PlanItem, 'kind'> & { kind: PlanItem['kind'] | 'event' };

export interface Computed {
  event: HubEvent | null;
  /** The event's code the plan writes to. */
  target: string;
  items: PlanRow[];
  hash: string;
  apply: () => Promise<AppliedOutcome>;
}

export interface AppliedOutcome {
  complete: boolean;
  created_event: string | null;
  results: { kind: string; key: string; race?: string; outcome: string; error?: string }[];
}

const EMPTY = {
  races: [],
  batches: [],
  registration_fields: [],
  legal_discounts: [],
  retention: [],
  categories: [],
  prize_rules: [],
};

const snapshot = (event: HubEvent | null, state: HubEventState | null) => ({
  event: event && { id: event.id, code: event.code, date: event.date },
  current: state?.current ?? null,
});

function checkedConfig(config: unknown, what: string): EventConfig {
  const parsed = eventConfigSchema.safeParse(config);
  if (parsed.success) return parsed.data;
  const details = Object.fromEntries(
    parsed.error.issues
      .slice(0, 20)
      .map((i) => [i.path.map(String).join('.') || '(file)', i.message]),
  );
  throw new ToolRefusal(
    `${what} is not a valid event configuration.`,
    'Fix the fields listed in details (export_event_config shows a valid file) and plan again.',
    details,
  );
}

const outcomeOf = (report: Awaited<ReturnType<typeof applyPlan>>, created: string | null) => ({
  complete: report.complete,
  created_event: created,
  results: report.results
    .filter((r) => r.outcome !== 'unchanged')
    .map((r) => ({
      kind: r.item.kind,
      key: r.item.key,
      ...(r.item.race ? { race: r.item.race } : {}),
      outcome: r.outcome,
      ...(r.error ? { error: (r.error as Error).message ?? String(r.error) } : {}),
    })),
});

/** The plan of a configuration (whole or some sections) against an event. */
export async function computeConfigPlan(
  hub: AgentHub,
  input: ConfigPlanInput,
  timeZone: string,
): Promise<Computed> {
  const event = await requireEvent(hub, input.event);
  const state = await readEventState(hub, event);
  const { races, batches, registration_fields, legal_discounts, retention } = state.current;
  const asIs =
    races && batches && registration_fields
      ? exportEventConfig({
          ...state,
          current: {
            ...state.current,
            races,
            batches,
            registration_fields,
            legal_discounts: legal_discounts ?? [],
            retention: retention ?? [],
          },
        })
      : null;
  const given = input.config;
  if (!asIs && !(given.races && given.batches && given.registration_fields))
    throw new ToolRefusal(
      'This hub cannot list races, batches or fields, so a partial configuration cannot be completed.',
      'Send the whole configuration (races, batches, registration_fields).',
    );
  let config = checkedConfig(
    {
      version: 1,
      ...asIs,
      ...given,
      event: given.event ?? asIs?.event ?? { code: event.code, name: event.name, date: event.date },
    },
    'The configuration',
  );
  if (input.shift_dates) config = shiftEventConfig(config, event.date, timeZone);
  const items = planEventConfig(config, state.current);
  return {
    event,
    target: event.code,
    items,
    hash: stateHash(snapshot(event, state)),
    apply: async () => outcomeOf(await applyPlan(hub, state, config, items), null),
  };
}

/** A copy of `from` onto `to` (created as the next edition when `date` is given). */
export async function computeCopyPlan(
  hub: AgentHub,
  input: CopyPlanInput,
  timeZone: string,
): Promise<Computed> {
  const from = await requireEvent(hub, input.from);
  const fromState = await readEventState(hub, from);
  const exported = (() => {
    try {
      return exportEventConfig(fromState);
    } catch (error) {
      throw new ToolRefusal(
        (error as Error).message,
        'Copy between events of a hub with the extensions.',
      );
    }
  })();
  // What the source breaks is left behind item by item (`invalid`), the rest copied; only a
  // problem no item owns refuses the copy.
  const unowned = problemsByItem(exported).get('');
  if (unowned)
    throw new ToolRefusal(
      `${from.code}'s configuration is not a valid event configuration.`,
      'Fix the fields listed in details in the source event, then plan again.',
      Object.fromEntries(unowned.map((p) => [p.field || '(file)', p.message])),
    );
  const source = exported;
  const existing = await findEvent(hub, input.to);
  if (input.date) {
    if (existing)
      throw new ToolRefusal(
        `${input.to} exists already: date only creates a new event.`,
        'Plan the copy without date to copy onto the existing event, or pick another code.',
      );
    const edition = { code: input.to, date: input.date, name: input.name };
    const body = nextEditionBody(from, edition, timeZone);
    const config = shiftEventConfig(source, input.date, timeZone);
    const items = planEventConfig(config, EMPTY);
    return {
      event: null,
      target: input.to,
      items: [
        { kind: 'event' as const, key: input.to, action: 'create' as const, differs: [] },
        ...items,
      ],
      hash: stateHash({ source: snapshot(from, fromState), target: null }),
      apply: async () => {
        const created = await createEvent(hub, body);
        const state = await readEventState(hub, created);
        const plan = planEventConfig(config, state.current);
        return outcomeOf(await applyPlan(hub, state, config, plan), created.code);
      },
    };
  }
  if (!existing)
    throw new ToolRefusal(
      `No event ${input.to} on this hub.`,
      'Give date (and name) to create it as the next edition, or list_events to find its code.',
    );
  const state = await readEventState(hub, existing);
  const config = shiftEventConfig(source, existing.date, timeZone);
  const items = planEventConfig(config, state.current);
  return {
    event: existing,
    target: existing.code,
    items,
    hash: stateHash({ source: snapshot(from, fromState), target: snapshot(existing, state) }),
    apply: async () => outcomeOf(await applyPlan(hub, state, config, items), null),
  };
}
