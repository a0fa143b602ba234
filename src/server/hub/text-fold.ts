import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACCENTED, COMBINING, PLAIN } from '@/server/db/fold';

/* The search term goes through the folding table of db/fold.ts in JS, so both sides fold alike. */
const FOLD = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]]));

/** The term as the folded column reads it: `São Paulo` -> `sao paulo`. */
export const foldText = (value: string) =>
  [...value]
    .filter((c) => !COMBINING.includes(c))
    .map((c) => FOLD.get(c) ?? c)
    .join('')
    .toLowerCase();

export const escapeLike = (value: string) => value.replace(/[%_\\]/g, '\\$&');

/** A column already folded (`foldedExpression`) contains the term. */
export const containsFolded = (column: AnyPgColumn, term: string) =>
  sql`${column} like ${`%${escapeLike(foldText(term))}%`}`;
