import { z } from 'zod';
import { RESULT_STATUSES, SEXES } from '@/contract/enums';
import { CATEGORY_MAX, ID_OR_CODE_MAX } from '@/contract/limits';
import { lazySchema, pageSearch } from '@/web/lib/page-search';

export const RESULTS_PER_PAGE_DEFAULT = 50;

/** The tab's state in the URL: the race (code or id), the table's filters and page. */
export const resultsSearchSchema = lazySchema(() =>
  z.object({
    race: z.string().trim().min(1).max(ID_OR_CODE_MAX).optional().catch(undefined),
    status: z.enum(RESULT_STATUSES).optional().catch(undefined),
    sex: z.enum(SEXES).optional().catch(undefined),
    category: z.string().trim().min(1).max(CATEGORY_MAX).optional().catch(undefined),
    ...pageSearch(RESULTS_PER_PAGE_DEFAULT),
  }),
);
export type ResultsSearch = z.infer<typeof resultsSearchSchema>;
export type ResultFilters = Partial<Pick<ResultsSearch, 'status' | 'sex' | 'category'>>;

export const filtersOf = (search: ResultsSearch): ResultFilters => ({
  status: search.status,
  sex: search.sex,
  category: search.category,
});
