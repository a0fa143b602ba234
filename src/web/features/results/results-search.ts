import { z } from 'zod/mini';
import { RESULT_STATUSES, SEXES } from '@/contract/enums';
import { CATEGORY_MAX, ID_OR_CODE_MAX } from '@/contract/limits';
import { lazySchema, pageSearch, textSearch } from '@/web/lib/page-search';

export const RESULTS_PER_PAGE_DEFAULT = 50;

/** The tab's state in the URL: the race (code or id), the table's filters and page. */
export const resultsSearchSchema = lazySchema(() =>
  z.object({
    race: textSearch(ID_OR_CODE_MAX),
    status: z.catch(z.optional(z.enum(RESULT_STATUSES)), undefined),
    sex: z.catch(z.optional(z.enum(SEXES)), undefined),
    category: textSearch(CATEGORY_MAX),
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
