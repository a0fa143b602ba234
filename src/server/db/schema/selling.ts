/** What a registration is sold with: batches and their price grid, form fields, legal discounts, retention. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy, timestamps, tz } from './columns';
import { events, races } from './events';

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    eventId: ownedBy('event_id', () => events.id),
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
    ...timestamps(),
  },
  (t) => [index('batches_event_idx').on(t.eventId, t.sortOrder)],
);

export const batchRacePrices = pgTable(
  'batch_race_prices',
  {
    batchId: ownedBy('batch_id', () => batches.id),
    raceId: ownedBy('race_id', () => races.id),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.raceId] })],
);

export const registrationFields = pgTable(
  'registration_fields',
  {
    id: serial('id').primaryKey(),
    eventId: ownedBy('event_id', () => events.id),
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
    ...timestamps(),
  },
  (t) => [uniqueIndex('registration_fields_event_key_uq').on(t.eventId, t.key)],
);

export const legalDiscounts = pgTable(
  'legal_discounts',
  {
    id: serial('id').primaryKey(),
    eventId: ownedBy('event_id', () => events.id),
    type: text('type').notNull(),
    discountType: text('discount_type').notNull(),
    value: integer('value').notNull(),
    requiresProof: boolean('requires_proof').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('legal_discounts_event_type_uq').on(t.eventId, t.type)],
);

export const retentionPolicies = pgTable('retention_policies', {
  id: serial('id').primaryKey(),
  hubId: integer('hub_id').notNull(),
  eventId: ownedBy('event_id', () => events.id).unique(),
  scope: text('scope').notNull().default('event'),
  status: text('status').notNull().default('active'),
  ...timestamps(),
});

export const retentionRules = pgTable('retention_rules', {
  id: serial('id').primaryKey(),
  policyId: ownedBy('policy_id', () => retentionPolicies.id),
  /** Percent in hundredths (33.33 % = 3333), so rules add up exactly. */
  percentHundredths: integer('percent_hundredths').notNull(),
  anchor: text('anchor').notNull().default('event_date'),
  offsetDays: integer('offset_days').notNull(),
});
