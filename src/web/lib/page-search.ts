import { z } from 'zod/mini';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@/contract/limits';

/**
 * `page` and `per_page` of a paged list's URL state. A value that does not parse falls back to
 * the default instead of failing the route, so a hand-edited link still opens.
 */
export const pageSearch = (perPageDefault: number = PER_PAGE_DEFAULT) => ({
  page: z.catch(z._default(z.int().check(z.minimum(1)), PAGE_DEFAULT), PAGE_DEFAULT),
  per_page: z.catch(
    z._default(z.int().check(z.minimum(1), z.maximum(PER_PAGE_MAX)), perPageDefault),
    perPageDefault,
  ),
});

/**
 * Trimmed text of 1 to `max` characters, or undefined: a value that does not fit is dropped. A
 * typed URL such as `?search=101` reads as a number: a bib, a CPF or a year is text all the same.
 */
export const textSearch = (max: number) =>
  z.catch(
    z.optional(
      z.pipe(
        z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
        z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
      ),
    ),
    undefined,
  );

/**
 * A route's search schema built the first time it is used (the router validating a URL), not
 * while the app's modules are evaluated: every route's schema is in the entry, and building
 * them all was part of the cold load's one long task. Reads as the schema itself.
 */
export function lazySchema<S extends object>(build: () => S): S {
  let schema: S | undefined;
  const real = () => (schema ??= build());
  return new Proxy({} as S, {
    get: (_, key) => {
      const target = real();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_, key) => key in real(),
  });
}
