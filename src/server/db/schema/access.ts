/** API keys and dashboard sessions. */
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns';

export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  hint: text('hint').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  scopes: text('scopes').array().notNull(),
  createdAt: createdAt(),
  revokedAt: tz('revoked_at'),
});

/** Dashboard sessions (backend-for-frontend); in the database so several instances share them. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  sealedKey: text('sealed_key').notNull(),
  keyHint: text('key_hint').notNull(),
  createdAt: createdAt(),
  lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
});
