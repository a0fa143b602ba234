import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every table uses. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A value kept as JSON text: written and read whole, never queried inside. PostgreSQL stores it
 * as it comes, where `jsonb` would parse it into a tree on every write and back on every read.
 */
export const jsonText = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => JSON.parse(value) as T,
  })(name);
