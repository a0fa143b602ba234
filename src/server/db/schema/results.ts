/** Results, their checkpoints and split times. */
import { sql } from 'drizzle-orm';
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
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { bibOrderOf, scoringTimeOf, unplacedOf, type ResultColumns } from '../result-order';
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

/**
 * A race's live results in the order its list shows them when no place came from a file:
 * the placed by time, then the others, ties by bib. A page reads its rows and the rows ahead
 * of them from here, not the whole race sorted.
 */
const listOrder = (
  name: string,
  byGun: boolean,
  t: ResultColumns & { raceId: PgColumn; deletedAt: PgColumn },
) =>
  index(name)
    .on(t.raceId, unplacedOf(byGun, t), scoringTimeOf(byGun, t), ...bibOrderOf(t))
    .where(sql`${t.deletedAt} is null`);

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
    listOrder('results_race_net_order_idx', false, t),
    listOrder('results_race_gun_order_idx', true, t),
    // The races where a file gave places, which the list must rank in full.
    index('results_race_file_places_idx')
      .on(t.raceId)
      .where(
        sql`(${t.overallFromFile} or ${t.genderFromFile} or ${t.categoryFromFile}) and ${t.deletedAt} is null`,
      ),
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
