/*
 * The folding table of a search (hub/text-fold.ts), here below the schema so a stored column
 * can fold with the same one: accents and case, with translate(), which PGlite and PostgreSQL
 * both have (unaccent is an extension PGlite lacks).
 */
export const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
export const PLAIN = ACCENTED.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Combining marks (a name typed on a Mac: `e` + U+0301) are dropped. */
export const COMBINING = '\u0300\u0301\u0302\u0303\u0308\u0327';
export const FOLD_FROM = ACCENTED + COMBINING;

/** A generated column's expression: the SQL `expression` folded, its table inlined. */
export const foldedExpression = (expression: string) =>
  `lower(translate(${expression}, '${FOLD_FROM}', '${PLAIN}'))`;
