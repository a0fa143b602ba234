/**
 * The dashboard server's own store (issue 18): the change history and the team's column
 * mapping templates. `hub` names the hub a row belongs to (`embedded`, or the upstream URL),
 * so a store that once proxied to another hub never mixes them.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, jsonText, timestamps } from './columns';

export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: createdAt(),
    hub: text('hub').notNull(),
    via: text('via').$type<'dashboard' | 'api' | 'agent'>().notNull(),
    actor: text('actor'),
    keyFingerprint: text('key_fingerprint').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    eventCode: text('event_code'),
    raceCode: text('race_code'),
    kind: text('kind').notNull(),
    summary: jsonText<unknown>('summary'),
    status: integer('status').notNull(),
    importId: integer('import_id'),
    before: jsonText<unknown>('before'),
    after: jsonText<unknown>('after'),
    /** Names from the hub at the time of writing (a deleted race's too). */
    names: jsonText<unknown>('names'),
  },
  (t) => [
    index('change_log_event_idx').on(t.hub, t.eventCode, t.id.desc()),
    index('change_log_at_idx').on(t.at),
  ],
);

export const mappingTemplates = pgTable(
  'mapping_templates',
  {
    id: serial('id').primaryKey(),
    hub: text('hub').notNull(),
    kind: text('kind').$type<'registrations' | 'results'>().notNull(),
    name: text('name').notNull(),
    signature: text('signature').notNull(),
    headers: jsonText<string[]>('headers').notNull(),
    columns: jsonText<(string | null)[]>('columns').notNull(),
    createdBy: text('created_by').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('mapping_templates_name_idx').on(t.hub, t.kind, sql`lower(${t.name})`),
    index('mapping_templates_signature_idx').on(t.hub, t.kind, t.signature),
  ],
);
