/** Events, their races, modalities, categories and prize rules. */
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedExpression } from '../fold';
import { ownedBy, timestamps, tz } from './columns';
import { organizers, salespeople } from './people';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    date: date('date', { mode: 'string' }).notNull(),
    city: text('city'),
    state: text('state'),
    document: text('document'),
    organizerId: integer('organizer_id').references(() => organizers.id),
    hubUnitId: integer('hub_unit_id'),
    salespersonPersonId: integer('salesperson_person_id').references(() => salespeople.id),
    expectedAthletes: integer('expected_athletes'),
    bibCount: integer('bib_count').notNull().default(0),
    tagCount: integer('tag_count').notNull().default(0),
    paidTagBaseCount: integer('paid_tag_base_count').notNull().default(0),
    difficultyGrade: text('difficulty_grade'),
    technicalDescription: text('technical_description'),
    commercialDescription: text('commercial_description'),
    regulation: text('regulation'),
    regulationAcceptanceRequired: boolean('regulation_acceptance_required')
      .notNull()
      .default(false),
    regulationExtraText: text('regulation_extra_text'),
    hasSelftiming: boolean('has_selftiming').notNull().default(false),
    hasQrcodeList: boolean('has_qrcode_list').notNull().default(false),
    hasMedical: boolean('has_medical').notNull().default(false),
    registrationSupportWhatsapp: text('registration_support_whatsapp'),
    certificateEnabled: boolean('certificate_enabled').notNull().default(false),
    salesMode: text('sales_mode').notNull().default('platform'),
    externalRegistrationUrl: text('external_registration_url'),
    isFree: boolean('is_free').notNull().default(false),
    registrationOpensAt: tz('registration_opens_at').notNull(),
    registrationClosesAt: tz('registration_closes_at').notNull(),
    maxRegistrations: integer('max_registrations'),
    hubFeePercent: numeric('hub_fee_percent', { precision: 5, scale: 2 }),
    serviceFeeCents: integer('service_fee_cents').notNull().default(0),
    serviceFeeMode: text('service_fee_mode').notNull().default('buyer'),
    refundWindowDays: integer('refund_window_days'),
    refundSummary: text('refund_summary'),
    logoUrl: text('logo_url').notNull().default(''),
    bannerUrl: text('banner_url').notNull().default(''),
    regulationPdfUrl: text('regulation_pdf_url').notNull().default(''),
    pipelineStageId: integer('pipeline_stage_id'),
    /** What the list's search reads, folded once per write instead of on every search. */
    searchText: text('search_text').generatedAlwaysAs(
      foldedExpression(`name || E'\\n' || code || E'\\n' || coalesce(city, '')`),
    ),
    ...timestamps(),
  },
  (t) => [index('events_status_idx').on(t.status), index('events_date_idx').on(t.date, t.id)],
);

export const modalities = pgTable('modalities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const races = pgTable(
  'races',
  {
    id: serial('id').primaryKey(),
    eventId: ownedBy('event_id', () => events.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    distance: doublePrecision('distance'),
    distanceLabel: text('distance_label'),
    sortOrder: integer('sort_order'),
    startsAt: tz('starts_at').notNull(),
    type: text('type'),
    scoringType: text('scoring_type').notNull().default('net_time'),
    durationMinutes: integer('duration_minutes'),
    lapCount: integer('lap_count'),
    lapDistance: doublePrecision('lap_distance'),
    registrationLimit: integer('registration_limit'),
    semClassificacao: boolean('sem_classificacao').notNull().default(false),
    status: text('status').notNull().default('active'),
    resultsStatus: text('results_status').notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('races_event_code_uq').on(t.eventId, t.code)],
);

export const raceModalities = pgTable(
  'race_modalities',
  {
    raceId: ownedBy('race_id', () => races.id),
    modalityId: integer('modality_id')
      .notNull()
      .references(() => modalities.id),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.modalityId] })],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    raceId: ownedBy('race_id', () => races.id),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('age_group'),
    modalityId: integer('modality_id').references(() => modalities.id),
    categoryGroupId: text('category_group_id'),
    sex: text('sex'),
    ageMin: integer('age_min'),
    ageMax: integer('age_max'),
    awardCount: integer('award_count').notNull().default(3),
    isPwd: boolean('is_pwd').notNull().default(false),
    isTeam: boolean('is_team').notNull().default(false),
    sortOrder: integer('sort_order'),
    status: text('status').notNull().default('active'),
    ...timestamps(),
  },
  (t) => [index('categories_race_idx').on(t.raceId)],
);

export const prizeRules = pgTable(
  'prize_rules',
  {
    id: serial('id').primaryKey(),
    raceId: ownedBy('race_id', () => races.id),
    eventId: ownedBy('event_id', () => events.id),
    seq: integer('seq').notNull(),
    modalityId: integer('modality_id').references(() => modalities.id),
    rankingType: text('ranking_type').notNull(),
    rankingCut: integer('ranking_cut').notNull(),
    genderFilter: text('gender_filter'),
    pneFilter: text('pne_filter'),
    duplaPrem: jsonb('dupla_prem').$type<unknown[] | null>(),
    tipoPremiacao: text('tipo_premiacao').notNull(),
    eqpApuracao: text('eqp_apuracao'),
    eqpNMelhores: integer('eqp_n_melhores'),
    eqpBaseRanking: text('eqp_base_ranking'),
    status: text('status').notNull().default('active'),
    ...timestamps(),
  },
  (t) => [index('prize_rules_race_idx').on(t.raceId, t.seq)],
);
