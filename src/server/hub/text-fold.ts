import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACCENTED, COMBINING, FOLD_FROM, PLAIN } from '@/server/db/fold';

/* The search term goes through the folding table of db/fold.ts in JS, so both sides fold alike. */
const FOLD = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]]));

/** The term as the folded column reads it: `São Paulo` -> `sao paulo`. */
export const foldText = (value: string) =>
  [...value]
    .filter((c) => !COMBINING.includes(c))
    .map((c) => FOLD.get(c) ?? c)
    .join('')
    .toLowerCase();

/** The column without accents, in lower case. */
export const foldColumn = (column: SQL | AnyPgColumn) =>
  sql`lower(translate(${column}, ${FOLD_FROM}, ${PLAIN}))`;

export const escapeLike = (value: string) => value.replace(/[%_\\]/g, '\\$&');

/** The column contains the term, accents and case ignored. */
export const foldedContains = (column: SQL | AnyPgColumn, term: string) =>
  sql`${foldColumn(column)} like ${`%${escapeLike(foldText(term))}%`}`;

/** A column already folded (`foldedExpression`) contains the term. */
export const containsFolded = (column: AnyPgColumn, term: string) =>
  sql`${column} like ${`%${escapeLike(foldText(term))}%`}`;
