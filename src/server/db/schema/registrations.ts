/** Registrations (one per athlete and race). */
import { sql } from 'drizzle-orm';
import type { Answers } from '@/contract/registration-answers';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedExpression } from '../fold';
import { ownedBy, timestamps } from './columns';
import { events, modalities, races, categories } from './events';
import { batches } from './selling';

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    eventId: ownedBy('event_id', () => events.id),
    raceId: ownedBy('race_id', () => races.id),
    externalId: text('external_id'),
    document: text('document'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** `M`, `F` or `X` (contract `SEXES`), when the import or checkout said. */
    sex: text('sex'),
    bib: text('bib'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    modalityId: integer('modality_id').references(() => modalities.id),
    /** The batch it was sold in (checkout); imports sell nothing, so theirs stay null. */
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    kitPickedUp: boolean('kit_picked_up').notNull().default(false),
    kitQrPayload: text('kit_qr_payload'),
    medicalLink: text('medical_link'),
    /** Answers to the event's registration fields, by key (an import's `answers`). */
    answers: jsonb('answers').$type<Answers>(),
    status: text('status').notNull().default('confirmed'),
    origin: text('origin').notNull(),
    /** The name as the list sorts and searches it, folded once per write, not on every read. */
    foldedName: text('folded_name').generatedAlwaysAs(foldedExpression('name')),
    ...timestamps(),
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
    index('registrations_batch_idx').on(t.batchId, t.raceId),
    // An event's participants by name: a page reads 25 entries, not the whole event sorted.
    index('registrations_event_folded_name_idx').on(t.eventId, t.foldedName, t.id),
  ],
);

/**
 * How many registrations each event holds, kept by the database on every write (triggers of
 * migrations 0014 and 0015, in the writing transaction): an event's list gives its exact total,
 * and the events list its counters, without counting the event's rows. No row: none.
 */
export const eventRegistrationCounts = pgTable('event_registration_counts', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  registrations: integer('registrations').notNull(),
  /** Those whose status is not `cancelled`: the event's `counters.registrations`. */
  notCancelled: integer('not_cancelled').notNull().default(0),
});
