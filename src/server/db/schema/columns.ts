import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column helpers every table uses. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => tz('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, spread last into a table's columns. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** A required link to the row this one belongs to, deleted with it. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

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
