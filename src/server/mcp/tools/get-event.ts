import { z } from 'zod';
import { dataEnvelope } from '@/contract/common';
import { readEventState } from '@/contract/event-sync';
import { prizeRuleSchema, vacancySchema } from '@/contract/races';
import {
  enc,
  fitBudget,
  preview,
  readAs,
  requireEvent,
  eventSummary,
  eventSummarySchema,
} from '../hub-reads';
import { checklistOf, checklistSchema } from '../checklist';
import { defineTool, READ_ONLY } from '../tool';

/** What get_event can add to the summary. */
export const EVENT_SECTIONS = [
  'races',
  'batches',
  'fields',
  'discounts',
  'retention',
  'prize_rules',
  'vacancy',
  'checklist',
] as const;

const prizeRules = dataEnvelope(z.array(prizeRuleSchema));
const vacancy = dataEnvelope(vacancySchema);

const output = z.object({
  event: eventSummarySchema.extend({
    state: z.string().nullable(),
    registration_opens_at: z.string().nullable(),
    registration_closes_at: z.string().nullable(),
    max_registrations: z.number().nullable(),
    is_free: z.boolean(),
    regulation_preview: z.string().nullable(),
  }),
  races: z.array(z.record(z.string(), z.unknown())).optional(),
  batches: z.array(z.record(z.string(), z.unknown())).optional(),
  fields: z.array(z.record(z.string(), z.unknown())).optional(),
  discounts: z.array(z.record(z.string(), z.unknown())).optional(),
  retention: z.array(z.record(z.string(), z.unknown())).optional(),
  prize_rules: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).optional(),
  vacancy: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  checklist: checklistSchema.optional(),
  unavailable: z
    .array(z.string())
    .describe('Sections this hub cannot read (a spec-only hub lacks the extension reads).'),
  truncated: z.boolean(),
});

export const getEvent = defineTool({
  name: 'get_event',
  title: 'Read an event',
  description:
    "One event's summary, plus the sections asked for: races, batches (prices by race code), fields (registration form), discounts (legal discounts), retention, prize_rules and vacancy (by race code), and checklist (the review's checks: what blocks or risks selling, with the law's guidance). Ask only the sections needed; the answer says when a list was cut.",
  input: z.object({
    event: z.string().min(1).describe('The event code (or id).'),
    sections: z.array(z.enum(EVENT_SECTIONS)).max(EVENT_SECTIONS.length).default([]),
  }),
  output,
  annotations: READ_ONLY,
  scope: 'read',
  async run({ event: ref, sections }, { hub, now }) {
    const event = await requireEvent(hub, ref);
    const wants = new Set(sections);
    const data: z.infer<typeof output> = {
      event: {
        ...eventSummary(event),
        state: event.state,
        registration_opens_at: event.registration_opens_at,
        registration_closes_at: event.registration_closes_at,
        max_registrations: event.max_registrations,
        is_free: event.is_free,
        regulation_preview: preview(event.regulation),
      },
      unavailable: [],
      truncated: false,
    };
    const state = await readEventState(hub, event);
    const { current } = state;
    const base = `/events/${enc(event.code)}`;
    const put = <K extends 'races' | 'batches' | 'fields' | 'discounts' | 'retention'>(
      key: K,
      list: object[] | null,
    ) => {
      if (!wants.has(key)) return;
      if (list === null) return void data.unavailable.push(key);
      const { items, cut } = fitBudget(list as Record<string, unknown>[], 8_000);
      data[key] = items;
      if (cut) data.truncated = true;
    };
    put('races', current.races);
    put('batches', current.batches);
    put('fields', current.registration_fields);
    put('discounts', current.legal_discounts);
    put('retention', current.retention);
    const raceCodes = [...state.raceIds.entries()];
    // Per race, by code for the answer and by id for the checklist; null: the hub has no read.
    const perRace = async <T>(path: string, read: (body: unknown) => T) =>
      Promise.all(
        raceCodes.map(async ([code, id]) => {
          const body = await hub.get(`${base}/races/${id}/${path}`);
          return { code, id, data: body === null ? null : read(body) };
        }),
      );
    const byId = <T>(read: { id: number; data: T | null }[]) =>
      read.every((r) => r.data !== null)
        ? Object.fromEntries(read.map((r) => [String(r.id), r.data as T]))
        : undefined;
    let prizeRuleCounts: Record<string, number> | undefined;
    if (wants.has('prize_rules') || wants.has('checklist')) {
      const rules = await perRace('prize-rules', (b) => readAs(prizeRules, b, 'prize rules').data);
      prizeRuleCounts = byId(rules.map((r) => ({ ...r, data: r.data && r.data.length })));
      if (wants.has('prize_rules'))
        data.prize_rules = Object.fromEntries(
          rules.map(({ code, data: list }) => [
            code,
            (list ?? []).map((r) => ({
              seq: r.seq,
              ranking_type: r.ranking_type,
              ranking_cut: r.ranking_cut,
              gender_filter: r.gender_filter,
              modality: r.modality?.name ?? null,
              status: r.status,
            })),
          ]),
        );
    }
    let vacancies: Record<string, z.infer<typeof vacancySchema>> | undefined;
    if (wants.has('vacancy') || wants.has('checklist')) {
      const read = await perRace('vacancy', (b) => readAs(vacancy, b, 'vacancy').data);
      vacancies = byId(read);
      if (wants.has('vacancy')) {
        if (vacancies) data.vacancy = Object.fromEntries(read.map((r) => [r.code, r.data!]));
        else data.unavailable.push('vacancy');
      }
    }
    if (wants.has('checklist'))
      data.checklist = checklistOf({
        event,
        lists: state.lists,
        vacancies,
        prizeRuleCounts,
        now: new Date(now()),
      });
    const problems = data.checklist?.items.filter((i) => i.severity === 'error').length ?? 0;
    return {
      text: `${event.code} (${event.name}, ${event.date}, ${event.status})${wants.has('checklist') ? `: ${problems} blocking problem(s) in the checklist` : ''}${data.truncated ? '; some lists were cut to fit: ask fewer sections' : ''}.`,
      data,
    };
  },
});
