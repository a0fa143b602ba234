import { pageSearch, searchOf, textSearch } from '@/web/lib/page-search';

/** The tab's state in the URL: the race (code or id) and the prize rules' page. */
export const prizesSearchSchema = searchOf({ race: textSearch(100), ...pageSearch() });
export type PrizesSearch = ReturnType<typeof prizesSearchSchema>;
