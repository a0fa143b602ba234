/**
 * The agent tools' plans (issue 32): every write an agent makes is planned, kept here with the
 * hash of the hub state it was computed from, and applied at most once. In the database, so
 * two dashboard servers on one PostgreSQL apply a plan either of them made, once.
 */
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { jsonText } from './columns';

export const agentPlans = pgTable(
  'agent_plans',
  {
    id: text('id').primaryKey(),
    hub: text('hub').notNull(),
    kind: text('kind').$type<'event_config' | 'event_copy' | 'cleanup' | 'spreadsheet'>().notNull(),
    eventCode: text('event_code').notNull(),
    input: jsonText<unknown>('input').notNull(),
    stateHash: text('state_hash').notNull(),
    keyFingerprint: text('key_fingerprint').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    status: text('status').$type<'planned' | 'applying' | 'applied'>().notNull(),
    outcome: jsonText<unknown>('outcome'),
  },
  (t) => [index('agent_plans_expires_idx').on(t.expiresAt)],
);
