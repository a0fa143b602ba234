import { z } from 'zod/mini';
import {
  int4,
  isoDateTime,
  issuesOn,
  optionalText,
  positiveId,
  trimmed,
  type FieldIssues,
} from './common';
import { GENERIC_STATUSES, SALES_MODES, SERVICE_FEE_MODES } from './enums';
import {
  EVENT_CITY_MAX,
  EVENT_CODE_MAX,
  EVENT_COUNT_MAX,
  EVENT_LONG_TEXT_MAX,
  EVENT_NAME_MAX,
  EVENT_SHORT_TEXT_MAX,
  OTHER_DOCUMENT_MAX,
  PERCENT_MAX,
  PHONE_MAX,
  REFUND_WINDOW_DAYS_MAX,
  URL_MAX,
} from './limits';
import { hasLetter } from './races';
import { isoDateSchema } from './registrations';

/*
 * Event writes (extension: POST /events, PATCH /events/{event}), apart from the Event read
 * schema so that every page reading an event does not carry them.
 */

/** `{event}` all digits is an id (decisions), so an event's code always holds a letter. */
export const eventCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Obrigatório'),
    z.maxLength(EVENT_CODE_MAX, `Máximo de ${EVENT_CODE_MAX} caracteres`),
    z.regex(/^[A-Za-z0-9_-]*$/, 'Use letras, números, - ou _'),
    z.refine(hasLetter, 'O código precisa de pelo menos uma letra (só números é lido como id)'),
  );

const count = () => int4().check(z.maximum(EVENT_COUNT_MAX, `No máximo ${EVENT_COUNT_MAX}`));
const longText = z.nullish(optionalText(EVENT_LONG_TEXT_MAX));
/**
 * A media or registration link: http(s), a path on the hub's own site (`/media/logo.svg`, as
 * hubs serve their uploads), or empty for none. Never `javascript:` or `data:`.
 */
const link = z.string().check(
  z.trim(),
  z.maxLength(URL_MAX, `Máximo de ${URL_MAX} caracteres`),
  z.refine(
    (v) => v === '' || /^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(v),
    'Use um endereço http://, https:// ou um caminho que comece com /',
  ),
);
/** `7.50`: a percent with up to two decimals, as the hub stores it (numeric 5,2). */
const feePercent = z.string().check(
  z.trim(),
  z.regex(/^\d{1,3}(\.\d{1,2})?$/, 'Use um percentual como 7.50'),
  z.refine((v) => Number(v) <= PERCENT_MAX, `No máximo ${PERCENT_MAX}%`),
);

/** Every Event field a write may set, each with its rules; the bodies add what is required. */
export const eventFields = {
  name: trimmed(EVENT_NAME_MAX),
  code: eventCode,
  status: z.enum(GENERIC_STATUSES),
  date: isoDateSchema,
  city: z.nullish(optionalText(EVENT_CITY_MAX)),
  state: z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'Use a sigla do estado (duas letras)')),
      z.transform((v: string) => v.toUpperCase()),
    ),
  ),
  document: z.nullish(optionalText(OTHER_DOCUMENT_MAX)),
  organizer_id: z.nullish(positiveId),
  hub_unit_id: z.nullish(positiveId),
  salesperson_person_id: z.nullish(positiveId),
  expected_athletes: z.nullish(count()),
  bib_count: count(),
  tag_count: count(),
  paid_tag_base_count: count(),
  difficulty_grade: z.nullish(optionalText(EVENT_SHORT_TEXT_MAX)),
  technical_description: longText,
  commercial_description: longText,
  regulation: longText,
  regulation_acceptance_required: z.boolean(),
  regulation_extra_text: longText,
  has_selftiming: z.boolean(),
  has_qrcode_list: z.boolean(),
  has_medical: z.boolean(),
  registration_support_whatsapp: z.nullish(optionalText(PHONE_MAX)),
  certificate_enabled: z.boolean(),
  sales_mode: z.enum(SALES_MODES),
  external_registration_url: z.nullish(link),
  is_free: z.boolean(),
  registration_opens_at: isoDateTime,
  registration_closes_at: isoDateTime,
  max_registrations: z.nullish(count()),
  hub_fee_percent: z.nullish(feePercent),
  service_fee_cents: int4(),
  service_fee_mode: z.enum(SERVICE_FEE_MODES),
  refund_window_days: z.nullish(
    int4().check(z.maximum(REFUND_WINDOW_DAYS_MAX, `No máximo ${REFUND_WINDOW_DAYS_MAX} dias`)),
  ),
  refund_summary: longText,
  logo_url: link,
  banner_url: link,
  regulation_pdf_url: link,
  pipeline_stage_id: z.nullish(positiveId),
};

type EventRules = {
  date?: string;
  registration_opens_at?: string | null;
  registration_closes_at?: string | null;
  sales_mode?: string;
  external_registration_url?: string | null;
};

/**
 * The rules between an event's fields, on the event as it would be after the write: the
 * registration window in order and closed by the event's day (the date the instant is written
 * in), an external sale with its link.
 */
export function eventIssues(event: EventRules): FieldIssues {
  const issues: FieldIssues = [];
  const opens = event.registration_opens_at;
  const closes = event.registration_closes_at;
  if (opens && closes && Date.parse(closes) <= Date.parse(opens))
    issues.push(['registration_closes_at', 'O fim das inscrições deve ser depois do início']);
  if (closes && event.date && closes.slice(0, 10) > event.date)
    issues.push(['registration_closes_at', 'As inscrições fecham depois do dia do evento']);
  if (event.sales_mode === 'external' && !event.external_registration_url)
    issues.push(['external_registration_url', 'Venda externa precisa do endereço de inscrição']);
  return issues;
}

const { name, code, date, registration_opens_at, registration_closes_at, ...optionalFields } =
  eventFields;

/** `POST /events` (extension): name, code, date and the registration window are required. */
export const eventCreateSchema = z
  .object({
    name,
    code,
    date,
    registration_opens_at,
    registration_closes_at,
    ...(Object.fromEntries(
      Object.entries(optionalFields).map(([key, schema]) => [key, z.optional(schema)]),
    ) as { [K in keyof typeof optionalFields]: z.ZodMiniOptional<(typeof optionalFields)[K]> }),
  })
  .check(z.superRefine(issuesOn(eventIssues)));
export type EventCreate = z.infer<typeof eventCreateSchema>;

/**
 * `PATCH /events/{event}` (extension): any field, with its rules; `null` clears a nullable one.
 * The hub checks the event as it would be after the change (window, races, batches).
 */
export const eventUpdateSchema = z.object(
  Object.fromEntries(
    Object.entries(eventFields).map(([key, schema]) => [key, z.optional(schema)]),
  ) as {
    [K in keyof typeof eventFields]: z.ZodMiniOptional<(typeof eventFields)[K]>;
  },
);
export type EventUpdate = z.infer<typeof eventUpdateSchema>;
