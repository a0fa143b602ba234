import { z } from 'zod/mini';
import { eventCreateSchema, type EventCreate, type EventUpdate } from '@/contract/event-writes';
import type { HubEvent } from '@/contract/events';
import { sameValue } from '@/contract/same-value';
import { GENERIC_STATUSES, SALES_MODES, SERVICE_FEE_MODES } from '@/contract/enums';
import { isoToWallTime, wallTimeToHub } from '@/contract/hub-time';
import { sendableWord } from '@/web/lib/hub-words';

/*
 * The event settings form (extension `POST /events`, `PATCH /events/{event}`): the inputs hold
 * text, numbers, switches and the window as wall time in the hub's zone; the body is what the
 * contract validates. An edit sends only what changed.
 */

const TEXTS = [
  'name',
  'code',
  'date',
  'city',
  'state',
  'document',
  'difficulty_grade',
  'technical_description',
  'commercial_description',
  'regulation',
  'regulation_extra_text',
  'registration_support_whatsapp',
  'external_registration_url',
  'refund_summary',
  'logo_url',
  'banner_url',
  'regulation_pdf_url',
] as const;
const NUMBERS = [
  'expected_athletes',
  'max_registrations',
  'service_fee_cents',
  'refund_window_days',
] as const;
const FLAGS = [
  'regulation_acceptance_required',
  'has_selftiming',
  'has_qrcode_list',
  'has_medical',
  'certificate_enabled',
  'is_free',
] as const;
/** Texts the hub keeps as '' rather than null (the media links). */
const NEVER_NULL = new Set<string>(['logo_url', 'banner_url', 'regulation_pdf_url']);

const formShape = z.object({
  ...Object.fromEntries(TEXTS.map((field) => [field, z.string()])),
  ...Object.fromEntries(NUMBERS.map((field) => [field, z.nullable(z.number())])),
  ...Object.fromEntries(FLAGS.map((field) => [field, z.boolean()])),
  status: z.string(),
  sales_mode: z.string(),
  service_fee_mode: z.string(),
  hub_fee_percent: z.nullable(z.number()),
  registration_opens_at: z.nullable(z.string()),
  registration_closes_at: z.nullable(z.string()),
}) as z.ZodMiniObject<
  Record<(typeof TEXTS)[number], z.ZodMiniString<string>> &
    Record<(typeof NUMBERS)[number], z.ZodMiniNullable<z.ZodMiniNumber<number>>> &
    Record<(typeof FLAGS)[number], z.ZodMiniBoolean<boolean>> &
    Record<'status' | 'sales_mode' | 'service_fee_mode', z.ZodMiniString<string>> &
    Record<'hub_fee_percent', z.ZodMiniNullable<z.ZodMiniNumber<number>>> &
    Record<
      'registration_opens_at' | 'registration_closes_at',
      z.ZodMiniNullable<z.ZodMiniString<string>>
    >
>;
export type EventFormValues = z.input<typeof formShape>;

export function emptyEventForm(): EventFormValues {
  return {
    ...(Object.fromEntries(TEXTS.map((field) => [field, ''])) as Record<
      (typeof TEXTS)[number],
      string
    >),
    ...(Object.fromEntries(NUMBERS.map((field) => [field, null])) as Record<
      (typeof NUMBERS)[number],
      null
    >),
    ...(Object.fromEntries(FLAGS.map((field) => [field, false])) as Record<
      (typeof FLAGS)[number],
      boolean
    >),
    service_fee_cents: 0,
    hub_fee_percent: null,
    status: 'active',
    sales_mode: 'platform',
    service_fee_mode: 'buyer',
    registration_opens_at: null,
    registration_closes_at: null,
  };
}

/** The hub writes the fee as text (`7.50`); the form holds it as a number, typed `7,5` in pt-BR. */
const feeOf = (text: string | null) => {
  const fee = text === null || text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(fee) ? fee : null;
};

/** The event as the form's starting values. */
export function eventToForm(event: HubEvent, timeZone: string): EventFormValues {
  const values = emptyEventForm();
  for (const field of TEXTS) values[field] = (event[field] as string | null) ?? '';
  for (const field of NUMBERS) values[field] = (event[field] as number | null) ?? null;
  for (const field of FLAGS) values[field] = Boolean(event[field]);
  return {
    ...values,
    status: event.status,
    sales_mode: event.sales_mode,
    service_fee_mode: event.service_fee_mode,
    hub_fee_percent: feeOf(event.hub_fee_percent),
    registration_opens_at: isoToWallTime(event.registration_opens_at, timeZone),
    registration_closes_at: isoToWallTime(event.registration_closes_at, timeZone),
  };
}

const instant = (wall: string | null, timeZone: string, original?: string | null) => {
  const [date = '', time = ''] = (wall ?? '').split('T');
  return date && time ? wallTimeToHub(`${date}T${time}`, original, timeZone) : '';
};

/**
 * The create body: empty texts and numbers left out (the hub's defaults stand). An edited
 * event's window goes back as the hub wrote it when the person left it unchanged.
 */
export function toEventBody(
  values: EventFormValues,
  timeZone: string,
  original?: HubEvent,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of TEXTS) if (values[field].trim() !== '') body[field] = values[field].trim();
  for (const field of NUMBERS) if (values[field] !== null) body[field] = values[field];
  for (const field of FLAGS) body[field] = values[field];
  if (values.hub_fee_percent !== null) body.hub_fee_percent = String(values.hub_fee_percent);
  // A word of the hub's own is left out (an edit sends only what changed): the hub keeps it.
  const words = {
    status: sendableWord(GENERIC_STATUSES, values.status),
    sales_mode: sendableWord(SALES_MODES, values.sales_mode),
    service_fee_mode: sendableWord(SERVICE_FEE_MODES, values.service_fee_mode),
  };
  for (const [field, word] of Object.entries(words)) if (word) body[field] = word;
  body.registration_opens_at = instant(
    values.registration_opens_at,
    timeZone,
    original?.registration_opens_at,
  );
  body.registration_closes_at = instant(
    values.registration_closes_at,
    timeZone,
    original?.registration_closes_at,
  );
  return body;
}

/** An edit's `PATCH` body: only what differs from the event; an emptied field is cleared. */
export function toEventPatch(body: EventCreate, event: HubEvent): EventUpdate {
  const patch: Record<string, unknown> = {};
  const all = new Set([...Object.keys(body), ...TEXTS, ...NUMBERS, 'hub_fee_percent']);
  for (const field of all) {
    const after = (body as Record<string, unknown>)[field];
    const before = (event as Record<string, unknown>)[field];
    // `7.5` typed is the hub's `7.50`.
    const same =
      field === 'hub_fee_percent'
        ? sameValue(feeOf((after as string | undefined) ?? null), feeOf(event.hub_fee_percent))
        : sameValue(after, before);
    if (same) continue;
    patch[field] = after ?? (NEVER_NULL.has(field) ? '' : null);
  }
  return patch as EventUpdate;
}

/** The form's schema: the contract's rules on the body it will send, put on the inputs. */
export function eventFormSchema(timeZone: string, required: string, original?: HubEvent) {
  return z.pipe(
    formShape.check(
      z.superRefine((values, ctx) => {
        const empty = (['registration_opens_at', 'registration_closes_at'] as const).filter(
          (field) => !values[field],
        );
        for (const field of empty)
          ctx.addIssue({ code: 'custom', path: [field], message: required });
        const checked = eventCreateSchema.safeParse(toEventBody(values, timeZone, original));
        if (checked.success) return;
        for (const issue of checked.error.issues)
          // An empty date says "required" once, not also what a date looks like.
          if (!empty.includes(issue.path[0] as (typeof empty)[number]))
            ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
      }),
    ),
    z.transform((values): EventCreate =>
      eventCreateSchema.parse(toEventBody(values, timeZone, original)),
    ),
  );
}
