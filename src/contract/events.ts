import { z } from 'zod';
import { looseBoolean, looseInt, paginationQuerySchema } from './common';
import { batchSchema } from './batches';
import { EVENT_SEARCH_MAX, EVENT_STATUS_FILTER_MAX } from './limits';
import { raceSchema } from './races';

export const eventSchema = z.object({
  id: looseInt,
  code: z.string(),
  name: z.string(),
  status: z.string(),
  date: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  document: z.string().nullable(),
  organizer_id: looseInt.nullable(),
  hub_unit_id: looseInt.nullable(),
  salesperson_person_id: looseInt.nullable(),
  expected_athletes: looseInt.nullable(),
  bib_count: looseInt,
  tag_count: looseInt,
  paid_tag_base_count: looseInt,
  difficulty_grade: z.string().nullable(),
  technical_description: z.string().nullable(),
  commercial_description: z.string().nullable(),
  regulation: z.string().nullable(),
  regulation_acceptance_required: looseBoolean,
  regulation_extra_text: z.string().nullable(),
  has_selftiming: looseBoolean,
  has_qrcode_list: looseBoolean,
  has_medical: looseBoolean,
  registration_support_whatsapp: z.string().nullable(),
  certificate_enabled: looseBoolean,
  sales_mode: z.string(),
  external_registration_url: z.string().nullable(),
  is_free: looseBoolean,
  registration_open: looseBoolean,
  registration_opens_at: z.string().nullable(),
  registration_closes_at: z.string().nullable(),
  max_registrations: looseInt.nullable(),
  hub_fee_percent: z.union([z.string(), z.number()]).transform(String).nullable(),
  service_fee_cents: looseInt,
  service_fee_mode: z.string(),
  refund_window_days: looseInt.nullable(),
  refund_summary: z.string().nullable(),
  logo_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  regulation_pdf_url: z.string().nullable(),
  pipeline_stage_id: looseInt.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  organizer: z.object({ id: looseInt, name: z.string() }).nullable().optional(),
  races: z.array(raceSchema).optional(),
  batches: z.array(batchSchema).optional(),
  counters: z
    .object({
      registrations: z.union([z.string(), z.number()]).transform(String).nullable(),
      results: z.union([z.string(), z.number()]).transform(String).nullable(),
    })
    .optional(),
});
export type HubEvent = z.infer<typeof eventSchema>;

export const EVENT_INCLUDES = ['races', 'batches', 'organizer', 'counters'] as const;
export type EventInclude = (typeof EVENT_INCLUDES)[number];

/** `GET /events`: `status` is the spec's filter; `search` and `include` are extensions. */
export const eventListQuerySchema = paginationQuerySchema.extend({
  status: z.string().max(EVENT_STATUS_FILTER_MAX).optional(),
  search: z.string().max(EVENT_SEARCH_MAX).optional(),
  include: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parts = (value ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const unknown = parts.filter((p) => !(EVENT_INCLUDES as readonly string[]).includes(p));
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `Relação desconhecida: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return parts as EventInclude[];
    }),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;
