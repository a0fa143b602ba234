import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { pageSearch, textSearch } from './page-search';

describe("a tab's URL", () => {
  const search = z.object({ search: textSearch(10), ...pageSearch(25) });

  it('keeps a number typed in the URL as text (a bib, a CPF, a year)', () => {
    expect(search.parse({ search: 2027 }).search).toBe('2027');
    expect(search.parse({ search: ' 101 ' }).search).toBe('101');
  });

  it('drops what does not fit instead of failing the page', () => {
    expect(search.parse({ search: '   ', page: -3, per_page: 'x' })).toEqual({
      search: undefined,
      page: 1,
      per_page: 25,
    });
    expect(search.parse({ search: 'x'.repeat(11) }).search).toBeUndefined();
    expect(search.parse({ search: { a: 1 } }).search).toBeUndefined();
  });
});
