import {
  categoryIdentity,
  eventConfigSchema,
  prizeRuleIdentity,
  type EventConfig,
} from './event-config';
import { shiftInstant } from './hub-time';
import { sameValue } from './same-value';
import { daysBetween } from './time';

/*
 * What applying an event configuration file would change on a hub (issue 17): one pure module
 * that the command line and the dashboard both use. `current` is the event as the hub gives it
 * back, in the file's own shape (see event-config.ts); a list the hub cannot read (a spec-only
 * hub has no reads of races, batches or fields) is `null`, and the plan says so.
 */

/** One field whose value differs: what the hub has, what the file wants. */
export interface FieldDiff {
  field: string;
  before: unknown;
  after: unknown;
}

export type PlanAction =
  /** Not on the hub: it is created. */
  | 'create'
  /** On the hub as the file has it. */
  | 'unchanged'
  /** On the hub with other values, and the API can change it (a field: PATCH; a list: PUT). */
  | 'update'
  /** On the hub with other values, and API v1 cannot change it (races, batches): reported. */
  | 'cannot_update'
  /** The hub cannot say whether it exists (no read): not created unless told it is empty. */
  | 'unknown'
  /** The hub has no write for it (a spec-only hub creates no categories): left behind. */
  | 'unsupported'
  /** The source breaks a rule the hub would refuse (`problems` say which): left behind. */
  | 'invalid';

export type PlanKind =
  | 'race'
  | 'batch'
  | 'registration_field'
  | 'legal_discounts'
  | 'retention'
  | 'category'
  | 'prize_rule';

/** A rule the source breaks: the field of the item (empty: the item as a whole) and why. */
export interface ItemProblem {
  field: string;
  message: string;
}

export interface PlanItem {
  kind: PlanKind;
  /**
   * What names the item in the file: a race's code, a batch's name, a field's key, a
   * category's name, a prize rule's number.
   */
  key: string;
  /** A category's or prize rule's race, by code. */
  race?: string;
  action: PlanAction;
  differs: FieldDiff[];
  /** With `invalid`: what the source breaks. */
  problems?: ItemProblem[];
}

/** One item of a plan among all: its kind, race and key. */
export const planItemId = (item: Pick<PlanItem, 'kind' | 'race' | 'key'>) =>
  `${item.kind}:${item.race ?? ''}:${item.key}`;

/** Whether applying writes the item. */
export const isWrite = (item: PlanItem) => item.action === 'create' || item.action === 'update';

/** The event as the hub has it, in the file's shape; `null`: the hub cannot list it. */
export interface CurrentEvent {
  races: EventConfig['races'] | null;
  batches: EventConfig['batches'] | null;
  registration_fields: EventConfig['registration_fields'] | null;
  legal_discounts: NonNullable<EventConfig['legal_discounts']> | null;
  retention: NonNullable<EventConfig['retention']> | null;
  /** The races' categories and prize rules; `null`: the hub can neither list nor create them. */
  categories: NonNullable<EventConfig['categories']> | null;
  prize_rules: NonNullable<EventConfig['prize_rules']> | null;
}

export interface PlanOptions {
  /** The person says the event is empty where the hub cannot list: missing items are created. */
  assumeEmpty?: boolean;
}

/** The fields the file sets whose value on the hub differs. */
function diffFields(wanted: object, existing: object): FieldDiff[] {
  return Object.entries(wanted).flatMap(([field, after]) => {
    const before = (existing as Record<string, unknown>)[field];
    return after === undefined || sameValue(after, before) ? [] : [{ field, before, after }];
  });
}

/**
 * How a list's items are told apart: the field that names them, and `identity`, what matches
 * them (races: their code, case aside; categories: their race and name).
 */
interface Identity<T> {
  field: keyof T & string;
  identity?: (item: T) => string;
  /** The field naming the item's race (categories, prize rules). */
  race?: keyof T & string;
}

function planList<T extends object>(
  kind: PlanKind,
  wanted: readonly T[],
  existing: readonly T[] | null,
  { field, identity = (item) => String(item[field]), race }: Identity<T>,
  differing: 'update' | 'cannot_update',
  options: PlanOptions & { unsupported?: boolean },
): PlanItem[] {
  const byKey = new Map((existing ?? []).map((item) => [identity(item), item]));
  return wanted.map((item) => {
    const named = {
      kind,
      key: String(item[field]),
      ...(race ? { race: String(item[race]) } : {}),
    };
    if (options.unsupported) return { ...named, action: 'unsupported', differs: [] };
    const found = byKey.get(identity(item));
    if (!found) {
      const action = existing === null && !options.assumeEmpty ? 'unknown' : 'create';
      return { ...named, action, differs: [] };
    }
    // The names matched (as `identity` reads them): how the hub spells them is no difference.
    const differs = diffFields(item, found).filter(
      (diff) => diff.field !== field && diff.field !== race,
    );
    return { ...named, action: differs.length ? differing : 'unchanged', differs };
  });
}

/**
 * A list the API writes at once (PUT): unchanged, or its before and after. Entries pair by
 * `keyOf` (a discount by its type, a retention rule by its day), so the hub's order does not
 * count; an entry matches when every value the file gives is the hub's.
 */
function planReplaced<T extends object>(
  kind: PlanKind,
  wanted: readonly T[] | undefined,
  existing: readonly T[] | null,
  keyOf: (item: T) => string,
  options: PlanOptions,
): PlanItem[] {
  if (wanted === undefined) return [];
  if (existing === null && !options.assumeEmpty)
    return [{ kind, key: kind, action: 'unknown', differs: [] }];
  const byKey = new Map((existing ?? []).map((item) => [keyOf(item), item]));
  const same =
    wanted.length === (existing ?? []).length &&
    wanted.every((item) => {
      const found = byKey.get(keyOf(item));
      return found !== undefined && diffFields(item, found).length === 0;
    });
  return same
    ? [{ kind, key: kind, action: 'unchanged', differs: [] }]
    : [
        {
          kind,
          key: kind,
          action: 'update',
          differs: [{ field: kind, before: existing, after: wanted }],
        },
      ];
}

/**
 * Per item of the file: create, unchanged, update (fields and categories PATCHed, discounts and
 * retention replaced) or, for a race or batch that differs, `cannot_update` with the fields that
 * differ (API v1 only creates those: never duplicated silently). Races by code (case aside),
 * batches by name, fields by key, categories by race and name, prize rules by race and number.
 * What the hub has no write for is `unsupported`, and what breaks a rule (a source event may
 * hold what the hub's rules refuse now) is `invalid` with its problems: both left behind, the
 * rest applies.
 */
export function planEventConfig(
  wanted: EventConfig,
  current: CurrentEvent,
  options: PlanOptions = {},
): PlanItem[] {
  const problems = problemsByItem(wanted);
  return planItems(wanted, current, options).map((item) => {
    const found = problems.get(planItemId(item));
    return found && item.action !== 'unchanged' && item.action !== 'unsupported'
      ? { ...item, action: 'invalid', problems: found }
      : item;
  });
}

function planItems(wanted: EventConfig, current: CurrentEvent, options: PlanOptions): PlanItem[] {
  // A hub that cannot list categories cannot create them either (the same extensions).
  const unsupported = { ...options, unsupported: current.categories === null };
  return [
    ...planList(
      'race',
      wanted.races,
      current.races,
      { field: 'code', identity: (race) => race.code.toUpperCase() },
      'cannot_update',
      options,
    ),
    ...planList(
      'batch',
      wanted.batches,
      current.batches,
      { field: 'name' },
      'cannot_update',
      options,
    ),
    ...planList(
      'registration_field',
      wanted.registration_fields,
      current.registration_fields,
      { field: 'key' },
      'update',
      options,
    ),
    ...planReplaced(
      'legal_discounts',
      wanted.legal_discounts,
      current.legal_discounts,
      (d) => d.type,
      options,
    ),
    ...planReplaced(
      'retention',
      wanted.retention,
      current.retention,
      (r) => String(r.offset_days),
      options,
    ),
    ...planList(
      'category',
      wanted.categories ?? [],
      current.categories,
      { field: 'name', identity: categoryIdentity, race: 'race' },
      'update',
      unsupported,
    ),
    ...planList(
      'prize_rule',
      wanted.prize_rules ?? [],
      current.prize_rules,
      { field: 'seq', identity: prizeRuleIdentity, race: 'race' },
      'update',
      unsupported,
    ),
  ];
}

/** The plan item a list entry of the file is: what `planItemId` names it. */
function itemIdAt(config: EventConfig, list: PropertyKey, index: unknown): string | null {
  const i = Number(index);
  switch (list) {
    case 'races':
      return config.races[i] ? planItemId({ kind: 'race', key: config.races[i].code }) : null;
    case 'batches':
      return config.batches[i] ? planItemId({ kind: 'batch', key: config.batches[i].name }) : null;
    case 'registration_fields': {
      const field = config.registration_fields[i];
      return field ? planItemId({ kind: 'registration_field', key: field.key }) : null;
    }
    case 'legal_discounts':
    case 'retention':
      return planItemId({ kind: list, key: list });
    case 'categories': {
      const category = config.categories?.[i];
      return category
        ? planItemId({ kind: 'category', race: category.race, key: category.name })
        : null;
    }
    case 'prize_rules': {
      const rule = config.prize_rules?.[i];
      return rule
        ? planItemId({ kind: 'prize_rule', race: rule.race, key: String(rule.seq) })
        : null;
    }
    default:
      return null;
  }
}

/**
 * What each item of the file breaks, by `planItemId`; an item left behind takes with it what
 * stands on it (a batch pricing a race that is not copied, a race's categories and rules).
 * What no item owns (the file's own header) is under the empty id.
 */
export function problemsByItem(config: EventConfig): Map<string, ItemProblem[]> {
  const problems = new Map<string, ItemProblem[]>();
  const add = (id: string, problem: ItemProblem) =>
    problems.set(id, [...(problems.get(id) ?? []), problem]);
  for (const issue of eventConfigSchema.safeParse(config).error?.issues ?? []) {
    const [list, index, ...rest] = issue.path;
    const whole = list === 'legal_discounts' || list === 'retention';
    const id = list === undefined ? null : itemIdAt(config, list, index);
    const field = (whole ? [index, ...rest] : rest).filter((p) => p !== undefined).join('.');
    add(id ?? '', { field: id ? field : issue.path.map(String).join('.'), message: issue.message });
  }
  const raceLeft = new Set(
    config.races
      .filter((race) => problems.has(planItemId({ kind: 'race', key: race.code })))
      .map((race) => race.code.toUpperCase()),
  );
  if (raceLeft.size === 0) return problems;
  const leftBehind = (code: string): ItemProblem => ({
    field: '',
    message: `A prova ${code} fica para trás`,
  });
  for (const batch of config.batches)
    for (const code of Object.keys(batch.prices))
      if (raceLeft.has(code.toUpperCase()))
        add(planItemId({ kind: 'batch', key: batch.name }), leftBehind(code));
  for (const category of config.categories ?? [])
    if (raceLeft.has(category.race.toUpperCase()))
      add(
        planItemId({ kind: 'category', race: category.race, key: category.name }),
        leftBehind(category.race),
      );
  for (const rule of config.prize_rules ?? [])
    if (raceLeft.has(rule.race.toUpperCase()))
      add(
        planItemId({ kind: 'prize_rule', race: rule.race, key: String(rule.seq) }),
        leftBehind(rule.race),
      );
  return problems;
}

/**
 * The file moved to an event on `date` (`YYYY-MM-DD`): every race start and batch window by the
 * days between the two events' dates, wall times kept in the hub's zone `timeZone` ("copy 2027
 * to 2028").
 */
export function shiftEventConfig(config: EventConfig, date: string, timeZone: string): EventConfig {
  const days = daysBetween(config.event.date, date);
  const shift = (value: string | null | undefined) =>
    typeof value === 'string' ? shiftInstant(value, days, timeZone) : value;
  return {
    ...config,
    event: { ...config.event, date },
    races: config.races.map((race) => ({
      ...race,
      starts_at: shiftInstant(race.starts_at, days, timeZone),
    })),
    batches: config.batches.map((batch) => ({
      ...batch,
      starts_at: shift(batch.starts_at),
      ends_at: shift(batch.ends_at),
    })),
  };
}
