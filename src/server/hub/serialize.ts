import type { z } from 'zod';
import { toZonedIso } from '@/contract/time';
import type * as t from '@/server/db/schema';

/* Row -> wire shape. Each resource's `X.serialize.ts` is typed by the contract, so the hub
   cannot drift from it; these are the pieces they share. */

export const utc = (d: Date) => d.toISOString();
export const utcOrNull = (d: Date | null) => (d ? d.toISOString() : null);
export const zoned = (d: Date | null, tz: string) => (d ? toZonedIso(d, tz) : null);

export type Out<S extends z.core.$ZodType> = z.output<S>;

/** A row of one of the hub's tables, named as the schema names it (`Row<'races'>`). */
export type Row<K extends keyof typeof t> = (typeof t)[K]['$inferSelect'];

/** `created_at` and `updated_at`, which most resources end with. */
export const timestampsOut = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: utc(row.createdAt),
  updated_at: utc(row.updatedAt),
});
