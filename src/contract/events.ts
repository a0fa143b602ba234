import { z } from 'zod/mini';
import {
  looseBoolean,
  looseInt,
  looseString,
  paginationQuerySchema,
  hubDate,
  hubDateTime,
} from './common';
import { batchSchema } from './batches';
import { EVENT_SEARCH_MAX, EVENT_STATUS_FILTER_MAX } from './limits';
import { raceSchema } from './races';

/** A count or percent some hubs send as a number: kept as the text it reads as. */
const asText = () => z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const eventSchema = z.object({
  id: looseInt,
  code: looseString,
  name: looseString,
  status: looseString,
  date: hubDate,
  city: z.nullable(looseString),
  state: z.nullable(looseString),
  document: z.nullable(looseString),
  organizer_id: z.nullable(looseInt),
  hub_unit_id: z.nullable(looseInt),
  salesperson_person_id: z.nullable(looseInt),
  expected_athletes: z.nullable(looseInt),
  bib_count: looseInt,
  tag_count: looseInt,
  paid_tag_base_count: looseInt,
  difficulty_grade: z.nullable(looseString),
  technical_description: z.nullable(looseString),
  commercial_description: z.nullable(looseString),
  regulation: z.nullable(looseString),
  regulation_acceptance_required: looseBoolean,
  regulation_extra_text: z.nullable(looseString),
  has_selftiming: looseBoolean,
  has_qrcode_list: looseBoolean,
  has_medical: looseBoolean,
  registration_support_whatsapp: z.nullable(looseString),
  certificate_enabled: looseBoolean,
  sales_mode: looseString,
  external_registration_url: z.nullable(looseString),
  is_free: looseBoolean,
  registration_open: looseBoolean,
  registration_opens_at: z.nullable(hubDateTime),
  registration_closes_at: z.nullable(hubDateTime),
  max_registrations: z.nullable(looseInt),
  hub_fee_percent: z.nullable(asText()),
  service_fee_cents: looseInt,
  service_fee_mode: looseString,
  refund_window_days: z.nullable(looseInt),
  refund_summary: z.nullable(looseString),
  logo_url: z.nullable(looseString),
  banner_url: z.nullable(looseString),
  regulation_pdf_url: z.nullable(looseString),
  pipeline_stage_id: z.nullable(looseInt),
  created_at: hubDateTime,
  updated_at: hubDateTime,
  organizer: z.optional(z.nullable(z.object({ id: looseInt, name: looseString }))),
  races: z.optional(z.array(raceSchema)),
  batches: z.optional(z.array(batchSchema)),
  counters: z.optional(
    z.object({
      registrations: z.nullable(asText()),
      results: z.nullable(asText()),
    }),
  ),
});
export type HubEvent = z.infer<typeof eventSchema>;

export const EVENT_INCLUDES = ['races', 'batches', 'organizer', 'counters'] as const;
export type EventInclude = (typeof EVENT_INCLUDES)[number];

/** `GET /events`: `status` is the spec's filter; `search` and `include` are extensions. */
export const eventListQuerySchema = z.extend(paginationQuerySchema, {
  status: z.optional(z.string().check(z.maxLength(EVENT_STATUS_FILTER_MAX))),
  search: z.optional(z.string().check(z.maxLength(EVENT_SEARCH_MAX))),
  include: z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined, ctx) => {
      const parts = (value ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const unknown = parts.filter((p) => !(EVENT_INCLUDES as readonly string[]).includes(p));
      if (unknown.length) {
        const message = `Relação desconhecida: ${unknown.join(', ')}`;
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return parts as EventInclude[];
    }),
  ),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;
