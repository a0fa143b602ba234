import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Accents and case folded for a search, with translate(), which PGlite and PostgreSQL both
 * have (unaccent is an extension PGlite lacks); the search term goes through the same table
 * in JS, so both sides fold alike. Combining marks (a name typed on a Mac: `e` + U+0301) are
 * dropped.
 */
const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const PLAIN = ACCENTED.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const COMBINING = '\u0300\u0301\u0302\u0303\u0308\u0327';
const FOLD_FROM = ACCENTED + COMBINING;
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
