import { RESULT_STATUSES, SEXES } from '@/contract/enums';
import { CATEGORY_MAX, ID_OR_CODE_MAX } from '@/contract/limits';
import { oneOfSearch, pageSearch, searchOf, textSearch } from '@/web/lib/page-search';

export const RESULTS_PER_PAGE_DEFAULT = 50;

/** The tab's state in the URL: the race (code or id), the table's filters and page. */
export const resultsSearchSchema = searchOf({
  race: textSearch(ID_OR_CODE_MAX),
  status: oneOfSearch(RESULT_STATUSES),
  sex: oneOfSearch(SEXES),
  category: textSearch(CATEGORY_MAX),
  ...pageSearch(RESULTS_PER_PAGE_DEFAULT),
});
export type ResultsSearch = ReturnType<typeof resultsSearchSchema>;
export type ResultFilters = Partial<Pick<ResultsSearch, 'status' | 'sex' | 'category'>>;

export const filtersOf = (search: ResultsSearch): ResultFilters => ({
  status: search.status,
  sex: search.sex,
  category: search.category,
});
