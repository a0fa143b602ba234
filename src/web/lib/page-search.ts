import { z } from 'zod';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@/contract/limits';

/**
 * `page` and `per_page` of a paged list's URL state. A value that does not parse falls back to
 * the default instead of failing the route, so a hand-edited link still opens.
 */
export const pageSearch = (perPageDefault: number = PER_PAGE_DEFAULT) => ({
  page: z.number().int().min(1).default(PAGE_DEFAULT).catch(PAGE_DEFAULT),
  per_page: z.number().int().min(1).max(PER_PAGE_MAX).default(perPageDefault).catch(perPageDefault),
});
