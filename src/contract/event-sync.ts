import { z } from 'zod/mini';
import { batchSchema, type Batch } from './batches';
import { dataEnvelope, pageEnvelope } from './common';
import { isNumericId } from './ids';
import type { EventConfig } from './event-config';
import { categoryIdentity, EVENT_CONFIG_VERSION, prizeRuleIdentity } from './event-config';
import { planEventConfig, type CurrentEvent, type PlanItem, type PlanOptions } from './event-plan';
import { eventFields, type EventCreate } from './event-writes';
import { daysBetween } from './time';
import { shiftInstant } from './hub-time';
import { eventSchema, type HubEvent } from './events';
import { legalDiscountSchema, type LegalDiscount } from './legal-discounts';
import { PER_PAGE_MAX } from './limits';
import {
  modalitySchema,
  prizeRuleSchema,
  raceSchema,
  type Modality,
  type PrizeRule,
  type Race,
} from './races';
import { registrationFieldSchema, type RegistrationField } from './registration-fields';
import { retentionPolicySchema, type RetentionPolicy } from './retention';
import {
  batchToConfig,
  categoryToConfig,
  discountToConfig,
  fieldToConfig,
  prizeRuleToConfig,
  raceToConfig,
  retentionToConfig,
} from './event-config-mapping';

/*
 * Event as code against a hub (issue 17): read an event into the file's shape (`export`), plan
 * the file against it, and apply the plan, through any client of Management API v1. The command
 * line gives it `fetch` with a key, the dashboard its session client: one module, tested once.
 */

/** The hub, as this module needs it. Paths are under `/api/v1`. */
export interface HubTransport {
  /** The answer's JSON; `null` when the hub answers 404 (a read it does not have). */
  get(path: string): Promise<unknown>;
  /** A write's answer; rejects with an Error that says what the hub said. */
  send(method: 'POST' | 'PATCH' | 'PUT', path: string, body: unknown): Promise<unknown>;
}

const enc = encodeURIComponent;

const eventPage = pageEnvelope(eventSchema);
const eventDetail = dataEnvelope(eventSchema);
const raceList = dataEnvelope(z.array(raceSchema));
const batchList = dataEnvelope(z.array(batchSchema));
const fieldList = dataEnvelope(z.array(registrationFieldSchema));
const discountList = dataEnvelope(z.array(legalDiscountSchema));
/** `{data: null}` (or a 404): the event has no retention rules of its own. */
const retentionDetail = dataEnvelope(z.nullable(retentionPolicySchema));
const modalityList = dataEnvelope(z.array(modalitySchema));
const prizeRulePage = pageEnvelope(prizeRuleSchema);

/** How far `findEvent` reads the list on a hub without the event read: 100 per page. */
const MAX_SCAN_PAGES = 50;

/** What names an event and what `--shift-dates` counts from. */
export type EventRef = Pick<HubEvent, 'id' | 'code' | 'name' | 'date'>;

/** The event by id or code: its read where the hub has it, else the list, page by page. */
export async function findEvent(
  hub: Pick<HubTransport, 'get'>,
  idOrCode: string,
): Promise<HubEvent | null> {
  const detail = await hub.get(`/events/${enc(idOrCode)}`);
  if (detail !== null) return eventDetail.parse(detail).data;
  const matches = (event: { id: number; code: string }) =>
    isNumericId(idOrCode) ? String(event.id) === idOrCode : event.code === idOrCode;
  for (let page = 1; page <= MAX_SCAN_PAGES; page++) {
    const list = eventPage.parse(await hub.get(`/events?page=${page}&per_page=${PER_PAGE_MAX}`));
    const found = list.data.find(matches);
    if (found) return found;
    if (page >= list.meta.last_page) break;
  }
  return null;
}

/** Fields of an edition that are counts of its own operation, never copied to the next. */
const NOT_COPIED = new Set(['bib_count', 'tag_count', 'paid_tag_base_count']);

/**
 * The next edition of `source` as `POST /events` wants it: every setting it has, its
 * registration window moved by the days between the two dates (wall times kept in the hub's
 * zone `timeZone`), created inactive so nothing sells before its configuration is applied and
 * reviewed.
 */
export function nextEditionBody(
  source: HubEvent,
  edition: { code: string; date: string; name?: string },
  timeZone: string,
): EventCreate {
  const days = daysBetween(source.date, edition.date);
  const copied = Object.fromEntries(
    Object.keys(eventFields)
      .filter((field) => !NOT_COPIED.has(field))
      .map((field) => [field, source[field as keyof HubEvent]])
      .filter(([, value]) => value !== null && value !== undefined),
  );
  return {
    ...copied,
    code: edition.code,
    name: edition.name ?? source.name,
    date: edition.date,
    status: 'inactive',
    registration_opens_at: shiftInstant(source.registration_opens_at!, days, timeZone),
    registration_closes_at: shiftInstant(source.registration_closes_at!, days, timeZone),
  } as EventCreate;
}

/** Creates the event (extension `POST /events`). */
export async function createEvent(hub: HubTransport, body: EventCreate): Promise<HubEvent> {
  return eventDetail.parse(await hub.send('POST', '/events', body)).data;
}

/** An event on the hub: what the file describes, in its shape, and the ids a write needs. */
export interface HubEventState {
  event: EventRef;
  current: CurrentEvent;
  /**
   * For the writes: race ids by code (upper case), field ids by key, category and prize rule
   * ids by their identity in the file (`categoryIdentity`, `prizeRuleIdentity`).
   */
  raceIds: Map<string, number>;
  fieldIds: Map<string, number>;
  categoryIds: Map<string, number>;
  prizeRuleIds: Map<string, number>;
  /** The hub's modality catalogue; `null`: it cannot list it. */
  modalities: Modality[] | null;
  /** The lists as the hub answered them (the review's checks read these); `null`: no reads. */
  lists: HubEventLists | null;
}

export interface HubEventLists {
  races: Race[];
  batches: Batch[];
  fields: RegistrationField[];
  discounts: LegalDiscount[];
  /** `null`: the event has no retention rules of its own. */
  retention: RetentionPolicy | null;
}

/**
 * The event as the hub has it. The lists are the extension's reads: on a hub without them (a
 * spec-only hub answers 404 for the race list) every list is `null`.
 */
export async function readEventState(hub: HubTransport, event: EventRef): Promise<HubEventState> {
  const base = `/events/${enc(event.code)}`;
  const racesBody = await hub.get(`${base}/races`);
  if (racesBody === null)
    return {
      event,
      current: {
        races: null,
        batches: null,
        registration_fields: null,
        legal_discounts: null,
        retention: null,
        categories: null,
        prize_rules: null,
      },
      raceIds: new Map(),
      fieldIds: new Map(),
      categoryIds: new Map(),
      prizeRuleIds: new Map(),
      modalities: await readModalities(hub),
      lists: null,
    };
  const races = raceList.parse(racesBody).data;
  const [batches, fields, discounts, retention, modalities] = await Promise.all([
    hub.get(`${base}/batches`).then((body) => batchList.parse(body).data),
    hub.get(`${base}/registration-fields`).then((body) => fieldList.parse(body).data),
    hub.get(`${base}/legal-discounts`).then((body) => discountList.parse(body).data),
    hub
      .get(`${base}/retention`)
      .then((body) => (body === null ? null : retentionDetail.parse(body).data)),
    readModalities(hub),
  ]);
  const rulesByRace = await Promise.all(races.map((race) => readPrizeRules(hub, base, race)));
  const codeOfRace = new Map(races.map((race) => [race.id, race.code]));
  const categories = races.flatMap((race) =>
    (race.categories ?? []).map((category) => ({
      id: category.id,
      config: categoryToConfig(category, race),
    })),
  );
  const rules = races.flatMap((race, i) =>
    rulesByRace[i].map((rule) => ({ id: rule.id, config: prizeRuleToConfig(rule, race) })),
  );
  return {
    event,
    current: {
      races: races.map(raceToConfig),
      batches: batches.map((batch) => batchToConfig(batch, codeOfRace)),
      registration_fields: [...fields]
        .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
        .map(fieldToConfig),
      legal_discounts: discounts.map(discountToConfig),
      retention: retentionToConfig(retention),
      categories: categories.map((category) => category.config),
      prize_rules: rules.map((rule) => rule.config),
    },
    raceIds: new Map(races.map((race) => [race.code.toUpperCase(), race.id])),
    fieldIds: new Map(fields.map((field) => [field.key, field.id])),
    categoryIds: new Map(categories.map(({ id, config }) => [categoryIdentity(config), id])),
    prizeRuleIds: new Map(rules.map(({ id, config }) => [prizeRuleIdentity(config), id])),
    modalities,
    lists: { races, batches, fields, discounts, retention },
  };
}

/** A race's prize rules (the spec's read), page after page, in their order. */
async function readPrizeRules(hub: HubTransport, base: string, race: Race): Promise<PrizeRule[]> {
  const rules: PrizeRule[] = [];
  for (let page = 1; page <= MAX_SCAN_PAGES; page++) {
    const body = await hub.get(
      `${base}/races/${race.id}/prize-rules?page=${page}&per_page=${PER_PAGE_MAX}`,
    );
    if (body === null) break;
    const { data, meta } = prizeRulePage.parse(body);
    rules.push(...data);
    if (page >= meta.last_page || data.length === 0) break;
  }
  return rules.sort((a, b) => a.seq - b.seq);
}

async function readModalities(hub: HubTransport): Promise<Modality[] | null> {
  const body = await hub.get('/modalities');
  return body === null ? null : modalityList.parse(body).data;
}

/** The file of an event (`export`): only from a hub that can list what the event has. */
export function exportEventConfig(state: HubEventState): EventConfig {
  const { races, batches, registration_fields, legal_discounts, retention, categories } =
    state.current;
  const prize_rules = state.current.prize_rules ?? [];
  if (!races || !batches || !registration_fields || !legal_discounts || !retention)
    throw new Error(
      'This hub cannot list races, batches or fields (Management API v1 has no such reads): nothing to export.',
    );
  return {
    version: EVENT_CONFIG_VERSION,
    event: { code: state.event.code, name: state.event.name, date: state.event.date },
    races,
    batches,
    registration_fields,
    ...(legal_discounts.length ? { legal_discounts } : {}),
    ...(retention.length ? { retention } : {}),
    ...(categories?.length ? { categories } : {}),
    ...(prize_rules.length ? { prize_rules } : {}),
  };
}

/** Reads the event and plans the file against it. */
export async function planOnHub(
  hub: HubTransport,
  event: EventRef,
  config: EventConfig,
  options: PlanOptions = {},
): Promise<{ state: HubEventState; plan: PlanItem[] }> {
  const state = await readEventState(hub, event);
  return { state, plan: planEventConfig(config, state.current, options) };
}
