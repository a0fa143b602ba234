import { describe, expect, it } from 'vitest';
import {
  flagSearch,
  oneOfSearch,
  oneOfSearchOr,
  pageSearch,
  searchOf,
  textSearch,
} from './page-search';

describe("a tab's URL", () => {
  const validate = searchOf({ search: textSearch(10), ...pageSearch(25) });
  // What the router hands over: whatever the URL held, typed or not.
  const search = (raw: Record<string, unknown>) => validate(raw as Parameters<typeof validate>[0]);

  it('keeps a number typed in the URL as text (a bib, a CPF, a year)', () => {
    expect(search({ search: 2027 }).search).toBe('2027');
    expect(search({ search: ' 101 ' }).search).toBe('101');
  });

  it('reads the page and its size, and the defaults when absent', () => {
    expect(search({ page: 3, per_page: 100 })).toEqual({
      search: undefined,
      page: 3,
      per_page: 100,
    });
    expect(search({})).toEqual({ search: undefined, page: 1, per_page: 25 });
  });

  it('drops what does not fit instead of failing the page', () => {
    expect(search({ search: '   ', page: -3, per_page: 'x' })).toEqual({
      search: undefined,
      page: 1,
      per_page: 25,
    });
    expect(search({ page: 1.5, per_page: 10_000 })).toMatchObject({ page: 1, per_page: 25 });
    expect(search({ page: 2 ** 60, per_page: 0 })).toMatchObject({ page: 1, per_page: 25 });
    expect(search({ search: 'x'.repeat(11) }).search).toBeUndefined();
    expect(search({ search: 'x'.repeat(10) }).search).toBe('x'.repeat(10));
    expect(search({ search: { a: 1 } }).search).toBeUndefined();
  });

  it('keeps only the fields it names', () => {
    expect(search({ search: 'a', other: 'b' })).not.toHaveProperty('other');
  });

  it('reads a choice among known values, else nothing or the default', () => {
    const status = oneOfSearch(['active', 'inactive']);
    expect(status('active')).toBe('active');
    expect(status('published')).toBeUndefined();
    expect(status(1)).toBeUndefined();
    const history = oneOfSearchOr(['registrations', 'results'], 'registrations');
    expect(history('results')).toBe('results');
    expect(history('x')).toBe('registrations');
    expect(history(undefined)).toBe('registrations');
  });

  it('reads a flag only as a boolean', () => {
    expect(flagSearch(true)).toBe(true);
    expect(flagSearch(false)).toBe(false);
    expect(flagSearch('true')).toBeUndefined();
  });
});
