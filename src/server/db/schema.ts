import { sql } from 'drizzle-orm';
import type { ImportItemReport } from '@/contract/imports';
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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true });

export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  hint: text('hint').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  scopes: text('scopes').array().notNull(),
  createdAt: createdAt(),
  revokedAt: tz('revoked_at'),
});

export const organizers = pgTable('organizers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const salespeople = pgTable('salespeople', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  documentType: text('document_type'),
  document: text('document'),
  email: text('email'),
  phone: text('phone'),
  mobile: text('mobile'),
  commercialStatus: text('commercial_status'),
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('races_event_code_uq').on(t.eventId, t.code)],
);

export const raceModalities = pgTable(
  'race_modalities',
  {
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
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
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_race_idx').on(t.raceId)],
);

export const prizeRules = pgTable(
  'prize_rules',
  {
    id: serial('id').primaryKey(),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('prize_rules_race_idx').on(t.raceId, t.seq)],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: tz('starts_at'),
    endsAt: tz('ends_at'),
    includesKit: boolean('includes_kit').notNull().default(false),
    maxQuantity: integer('max_quantity'),
    quantitySold: integer('quantity_sold').notNull().default(0),
    quantityReserved: integer('quantity_reserved').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    installmentsEnabled: boolean('installments_enabled').notNull().default(false),
    maxInstallments: integer('max_installments').notNull().default(1),
    absorbInstallmentInterest: boolean('absorb_installment_interest').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('batches_event_idx').on(t.eventId, t.sortOrder)],
);

export const batchRacePrices = pgTable(
  'batch_race_prices',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.raceId] })],
);

export const registrationFields = pgTable(
  'registration_fields',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').notNull(),
    options: jsonb('options').$type<{ value: string; label: string }[]>().notNull().default([]),
    validationRules: jsonb('validation_rules').$type<string[]>().notNull().default([]),
    helpText: text('help_text').notNull().default(''),
    isRequired: boolean('is_required').notNull().default(false),
    showOnlyWithKit: boolean('show_only_with_kit').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('registration_fields_event_key_uq').on(t.eventId, t.key)],
);

export const legalDiscounts = pgTable(
  'legal_discounts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    discountType: text('discount_type').notNull(),
    value: integer('value').notNull(),
    requiresProof: boolean('requires_proof').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('legal_discounts_event_type_uq').on(t.eventId, t.type)],
);

export const retentionPolicies = pgTable('retention_policies', {
  id: serial('id').primaryKey(),
  hubId: integer('hub_id').notNull(),
  eventId: integer('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  scope: text('scope').notNull().default('event'),
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const retentionRules = pgTable('retention_rules', {
  id: serial('id').primaryKey(),
  policyId: integer('policy_id')
    .notNull()
    .references(() => retentionPolicies.id, { onDelete: 'cascade' }),
  /** Percent in hundredths (33.33 % = 3333), so rules add up exactly. */
  percentHundredths: integer('percent_hundredths').notNull(),
  anchor: text('anchor').notNull().default('event_date'),
  offsetDays: integer('offset_days').notNull(),
});

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    document: text('document'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    bib: text('bib'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    modalityId: integer('modality_id').references(() => modalities.id),
    kitPickedUp: boolean('kit_picked_up').notNull().default(false),
    kitQrPayload: text('kit_qr_payload'),
    medicalLink: text('medical_link'),
    status: text('status').notNull().default('confirmed'),
    origin: text('origin').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('registrations_event_external_uq')
      .on(t.eventId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    uniqueIndex('registrations_event_bib_uq')
      .on(t.eventId, t.bib)
      .where(sql`${t.bib} is not null`),
    index('registrations_event_document_idx').on(t.eventId, t.document),
    index('registrations_race_status_idx').on(t.raceId, t.status),
  ],
);

export const checkpoints = pgTable(
  'checkpoints',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    distance: doublePrecision('distance'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('checkpoints_race_code_uq').on(t.raceId, t.code)],
);

export const results = pgTable(
  'results',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    bib: text('bib').notNull(),
    registrationId: integer('registration_id').references(() => registrations.id, {
      onDelete: 'set null',
    }),
    name: text('name'),
    status: text('status').notNull().default('finished'),
    netTimeMs: integer('net_time_ms'),
    gunTimeMs: integer('gun_time_ms'),
    category: text('category'),
    modalityId: integer('modality_id').references(() => modalities.id),
    overallPosition: integer('overall_position'),
    genderPosition: integer('gender_position'),
    categoryPosition: integer('category_position'),
    /**
     * Which places the file gave, one flag each: those are kept, the others are computed from
     * the scoring type (a file with overall places but no gender places gets gender computed).
     */
    overallFromFile: boolean('overall_from_file').notNull().default(false),
    genderFromFile: boolean('gender_from_file').notNull().default(false),
    categoryFromFile: boolean('category_from_file').notNull().default(false),
    sex: text('sex'),
    age: integer('age'),
    team: text('team'),
    deletedAt: tz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('results_race_bib_uq').on(t.raceId, t.bib),
    index('results_event_idx').on(t.eventId),
  ],
);

export const resultSplits = pgTable(
  'result_splits',
  {
    resultId: integer('result_id')
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id, { onDelete: 'cascade' }),
    timeMs: integer('time_ms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.checkpointId] })],
);

export type ImportKind = 'registrations' | 'results';

export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ImportKind>().notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    raceId: integer('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    status: text('status').notNull().default('queued'),
    idempotencyKey: text('idempotency_key'),
    bodyHash: text('body_hash').notNull(),
    payload: jsonb('payload').$type<{
      items: unknown[];
      modality_id?: number | null;
      modality?: string | null;
    }>(),
    summary: jsonb('summary')
      .$type<{
        total_received: number;
        created: number;
        updated: number;
        conflicts: number;
        errors: number;
        duration_ms: number;
      }>()
      .notNull(),
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
    failure: text('failure'),
    /** Failed processing attempts so far; the worker tries again at `retry_at`. */
    attempts: integer('attempts').notNull().default(0),
    retryAt: tz('retry_at'),
    /**
     * While an import is applied a slice at a time: the first item not yet applied and the
     * outcomes so far, committed with each slice's writes.
     */
    progress: jsonb('progress').$type<{
      next: number;
      ledger: { outcomes: string; reports: ImportItemReport[] };
    }>(),
    createdAt: createdAt(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    uniqueIndex('imports_idempotency_uq')
      .on(t.eventId, t.kind, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('imports_status_idx').on(t.status, t.id),
    index('imports_event_idx').on(t.eventId, t.kind, t.id),
  ],
);

/** Dashboard sessions (backend-for-frontend); in the database so several instances share them. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  sealedKey: text('sealed_key').notNull(),
  keyHint: text('key_hint').notNull(),
  createdAt: createdAt(),
  lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
});
