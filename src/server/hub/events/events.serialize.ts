import type { eventSchema } from '@/contract/events';
import { timestampsOut, zoned, type Out, type Row } from '@/server/hub/serialize';

export type EventExtras = Pick<
  Out<typeof eventSchema>,
  'organizer' | 'races' | 'batches' | 'counters'
>;

type EventRow = Row<'events'>;

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
    ...timestampsOut(e),
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
