import type { z } from 'zod';
import type { batchSchema } from '@/contract/batches';
import type { eventSchema } from '@/contract/events';
import type { importStatusSchema } from '@/contract/imports';
import type { legalDiscountSchema } from '@/contract/legal-discounts';
import type { checkpointSchema } from '@/contract/races';
import type { registrationFieldSchema } from '@/contract/registration-fields';
import type { retentionPolicySchema } from '@/contract/retention';
import type { salespersonSchema } from '@/contract/salespeople';
import { toZonedIso } from '@/contract/time';
import type * as t from '@/server/db/schema';

/* Row -> wire shape. Each function is typed by the contract, so the hub cannot drift from it. */

export const utc = (d: Date) => d.toISOString();
const utcOrNull = (d: Date | null) => (d ? d.toISOString() : null);
export const zoned = (d: Date | null, tz: string) => (d ? toZonedIso(d, tz) : null);

export type Out<S extends z.ZodType> = z.output<S>;

export type EventExtras = Pick<
  Out<typeof eventSchema>,
  'organizer' | 'races' | 'batches' | 'counters'
>;

type EventRow = typeof t.events.$inferSelect;

/** `registration_open` is the one field the clock decides. */
export function eventOut(
  e: EventRow,
  tz: string,
  extras: EventExtras = {},
  now = Date.now(),
): Out<typeof eventSchema> {
  return {
    id: e.id,
    code: e.code,
    name: e.name,
    status: e.status,
    date: e.date,
    city: e.city,
    state: e.state,
    document: e.document,
    organizer_id: e.organizerId,
    hub_unit_id: e.hubUnitId,
    salesperson_person_id: e.salespersonPersonId,
    expected_athletes: e.expectedAthletes,
    bib_count: e.bibCount,
    tag_count: e.tagCount,
    paid_tag_base_count: e.paidTagBaseCount,
    difficulty_grade: e.difficultyGrade,
    technical_description: e.technicalDescription,
    commercial_description: e.commercialDescription,
    regulation: e.regulation,
    regulation_acceptance_required: e.regulationAcceptanceRequired,
    regulation_extra_text: e.regulationExtraText,
    has_selftiming: e.hasSelftiming,
    has_qrcode_list: e.hasQrcodeList,
    has_medical: e.hasMedical,
    registration_support_whatsapp: e.registrationSupportWhatsapp,
    certificate_enabled: e.certificateEnabled,
    sales_mode: e.salesMode,
    external_registration_url: e.externalRegistrationUrl,
    is_free: e.isFree,
    registration_open:
      e.status === 'active' &&
      e.registrationOpensAt.getTime() <= now &&
      now < e.registrationClosesAt.getTime(),
    registration_opens_at: zoned(e.registrationOpensAt, tz)!,
    registration_closes_at: zoned(e.registrationClosesAt, tz)!,
    max_registrations: e.maxRegistrations,
    hub_fee_percent: e.hubFeePercent,
    service_fee_cents: e.serviceFeeCents,
    service_fee_mode: e.serviceFeeMode,
    refund_window_days: e.refundWindowDays,
    refund_summary: e.refundSummary,
    logo_url: e.logoUrl,
    banner_url: e.bannerUrl,
    regulation_pdf_url: e.regulationPdfUrl,
    pipeline_stage_id: e.pipelineStageId,
    created_at: utc(e.createdAt),
    updated_at: utc(e.updatedAt),
    ...extras,
  };
}

/** The first instant after `now` at which the clock alone changes `eventOut` (or Infinity). */
export function eventClockChange(e: EventRow, now: number): number {
  const opens = e.registrationOpensAt.getTime();
  const closes = e.registrationClosesAt.getTime();
  if (e.status !== 'active') return Infinity;
  return opens > now ? opens : closes > now ? closes : Infinity;
}

export function batchOut(
  b: typeof t.batches.$inferSelect,
  prices: Record<string, number>,
  tz: string,
): Out<typeof batchSchema> {
  return {
    id: b.id,
    event_id: b.eventId,
    name: b.name,
    starts_at: zoned(b.startsAt, tz),
    ends_at: zoned(b.endsAt, tz),
    includes_kit: b.includesKit,
    max_quantity: b.maxQuantity,
    quantity_sold: b.quantitySold,
    quantity_reserved: b.quantityReserved,
    is_active: b.isActive,
    installments_enabled: b.installmentsEnabled,
    max_installments: b.maxInstallments,
    absorb_installment_interest: b.absorbInstallmentInterest,
    sort_order: b.sortOrder,
    race_prices: prices,
    created_at: utc(b.createdAt),
    updated_at: utc(b.updatedAt),
  };
}

export function fieldOut(
  f: typeof t.registrationFields.$inferSelect,
): Out<typeof registrationFieldSchema> {
  return {
    id: f.id,
    event_id: f.eventId,
    key: f.key,
    label: f.label,
    type: f.type,
    options: f.options,
    validation_rules: f.validationRules,
    help_text: f.helpText,
    is_required: f.isRequired,
    show_only_with_kit: f.showOnlyWithKit,
    is_active: f.isActive,
    sort_order: f.sortOrder,
    created_at: utc(f.createdAt),
    updated_at: utc(f.updatedAt),
  };
}

export function discountOut(
  d: typeof t.legalDiscounts.$inferSelect,
): Out<typeof legalDiscountSchema> {
  return {
    id: d.id,
    event_id: d.eventId,
    type: d.type,
    discount_type: d.discountType,
    value: d.value,
    requires_proof: d.requiresProof,
    is_active: d.isActive,
    created_at: utc(d.createdAt),
    updated_at: utc(d.updatedAt),
  };
}

export function retentionOut(
  p: typeof t.retentionPolicies.$inferSelect,
  rules: (typeof t.retentionRules.$inferSelect)[],
): Out<typeof retentionPolicySchema> {
  return {
    id: p.id,
    hub_id: p.hubId,
    event_id: p.eventId,
    scope: p.scope,
    status: p.status,
    created_at: utc(p.createdAt),
    updated_at: utc(p.updatedAt),
    rules: [...rules]
      .sort((a, b) => a.offsetDays - b.offsetDays)
      .map((r) => ({
        id: r.id,
        percent: r.percentHundredths / 100,
        anchor: r.anchor,
        offset_days: r.offsetDays,
      })),
  };
}

export function salespersonOut(
  s: typeof t.salespeople.$inferSelect,
): Out<typeof salespersonSchema> {
  return {
    id: s.id,
    name: s.name,
    legal_name: s.legalName,
    document_type: s.documentType,
    document: s.document,
    email: s.email,
    phone: s.phone,
    mobile: s.mobile,
    commercial_status: s.commercialStatus,
    status: s.status,
    created_at: utc(s.createdAt),
    updated_at: utc(s.updatedAt),
  };
}

export function checkpointOut(c: typeof t.checkpoints.$inferSelect): Out<typeof checkpointSchema> {
  return {
    id: c.id,
    event_id: c.eventId,
    race_id: c.raceId,
    code: c.code,
    name: c.name,
    distance: c.distance,
    sort_order: c.sortOrder,
    created_at: utc(c.createdAt),
    updated_at: utc(c.updatedAt),
  };
}

export function importStatusOut(
  i: Omit<typeof t.imports.$inferSelect, 'payload'>,
  eventCode: string,
  raceCode: string,
  withItems = true,
): Out<typeof importStatusSchema> {
  const base = {
    import_id: i.id,
    event_code: eventCode,
    source: i.source,
    status: i.status,
    summary: i.summary,
    started_at: utcOrNull(i.startedAt ?? i.createdAt),
    finished_at: utcOrNull(i.finishedAt),
    failure: i.failure,
    attempts: i.attempts,
    ...(withItems ? { items: i.items as Out<typeof importStatusSchema>['items'] } : {}),
  };
  return i.kind === 'results' ? { ...base, race_code: raceCode, kind: 'results' } : base;
}
