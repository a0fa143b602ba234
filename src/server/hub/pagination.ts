import type { Context } from 'hono';
import type { PaginationQuery } from '@/contract/common';

/** `{data, meta, links}` with absolute `next`/`prev` links that keep the other query params. */
export function pageEnvelopeOf<T>(c: Context, data: T[], total: number, query: PaginationQuery) {
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  const link = (page: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(query.per_page));
    return url.toString();
  };
  return {
    data,
    meta: { page: query.page, per_page: query.per_page, total, last_page: lastPage },
    links: {
      next: query.page < lastPage ? link(query.page + 1) : null,
      prev: query.page > 1 ? link(Math.min(query.page - 1, lastPage)) : null,
    },
  };
}

export const offsetOf = (query: PaginationQuery) => (query.page - 1) * query.per_page;
