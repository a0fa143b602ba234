import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every table uses. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tz = (name: string) => timestamp(name, { withTimezone: true });
