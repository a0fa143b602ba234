import type { SearchSchemaInput } from '@tanstack/react-router';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@/contract/limits';

/**
 * A tab's state in the URL is read by these small readers, not by zod: every route's search is
 * read in the entry (the router checks a URL before anything renders), and zod there cost each
 * page's first load about 14 kB of gzip. A value that does not fit is dropped (or falls back to
 * its default) instead of failing the route, so a hand-edited link still opens.
 */
export type SearchField<T> = (value: unknown) => T;

/** What a route's `validateSearch` gives for these fields. */
export type SearchOf<F extends Record<string, SearchField<unknown>>> = {
  [K in keyof F]: ReturnType<F[K]>;
};

/**
 * The route's `validateSearch`: each field read by its reader, anything else dropped. A link
 * may leave out any field (its reader gives the default); the router learns that from the
 * input type, marked with `SearchSchemaInput`.
 */
export function searchOf<F extends Record<string, SearchField<unknown>>>(fields: F) {
  return (search: Partial<SearchOf<F>> & SearchSchemaInput): SearchOf<F> => {
    const out: Record<string, unknown> = {};
    const given = search as Record<string, unknown>;
    for (const [name, read] of Object.entries(fields)) out[name] = read(given[name]);
    return out as SearchOf<F>;
  };
}

/** A whole number from `min` to `max`, else `fallback` (the router reads `?page=2` as 2). */
export const intSearch =
  (min: number, max: number, fallback: number): SearchField<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : fallback;

/** `page` and `per_page` of a paged list. */
export const pageSearch = (perPageDefault: number = PER_PAGE_DEFAULT) => ({
  page: intSearch(1, Number.MAX_SAFE_INTEGER, PAGE_DEFAULT),
  per_page: intSearch(1, PER_PAGE_MAX, perPageDefault),
});

/**
 * Trimmed text of 1 to `max` characters, or undefined. A typed URL such as `?search=101` reads
 * as a number: a bib, a CPF or a year is text all the same.
 */
export const textSearch =
  (max: number): SearchField<string | undefined> =>
  (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') return undefined;
    const trimmed = text.trim();
    return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined;
  };

/** One of `values`, or undefined: a status the catalogue does not know is not sent on. */
export const oneOfSearch =
  <const T extends string>(values: readonly T[]): SearchField<T | undefined> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** One of `values`, or `fallback`. */
export const oneOfSearchOr = <const T extends string>(values: readonly T[], fallback: T) => {
  const read = oneOfSearch(values);
  return (value: unknown): T => read(value) ?? fallback;
};

/** `?flag=true`: the router reads it as a boolean; anything else is undefined. */
export const flagSearch: SearchField<boolean | undefined> = (value) =>
  typeof value === 'boolean' ? value : undefined;
