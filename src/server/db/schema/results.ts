/** Results, their checkpoints and split times. */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy, timestamps, tz } from './columns';
import { events, modalities, races } from './events';
import { registrations } from './registrations';

export const checkpoints = pgTable(
  'checkpoints',
  {
    id: serial('id').primaryKey(),
    eventId: ownedBy('event_id', () => events.id),
    raceId: ownedBy('race_id', () => races.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    distance: doublePrecision('distance'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('checkpoints_race_code_uq').on(t.raceId, t.code)],
);

export const results = pgTable(
  'results',
  {
    id: serial('id').primaryKey(),
    eventId: ownedBy('event_id', () => events.id),
    raceId: ownedBy('race_id', () => races.id),
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
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('results_race_bib_uq').on(t.raceId, t.bib),
    index('results_event_idx').on(t.eventId),
  ],
);

export const resultSplits = pgTable(
  'result_splits',
  {
    resultId: ownedBy('result_id', () => results.id),
    checkpointId: ownedBy('checkpoint_id', () => checkpoints.id),
    timeMs: integer('time_ms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.checkpointId] })],
);
