import type { z } from 'zod';
import { toZonedIso } from '@/contract/time';

/* Row -> wire shape. Each resource's `X.serialize.ts` is typed by the contract, so the hub
   cannot drift from it; these are the pieces they share. */

export const utc = (d: Date) => d.toISOString();
export const utcOrNull = (d: Date | null) => (d ? d.toISOString() : null);
export const zoned = (d: Date | null, tz: string) => (d ? toZonedIso(d, tz) : null);

export type Out<S extends z.ZodType> = z.output<S>;
