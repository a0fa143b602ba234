import { searchOf, textSearch } from '@/web/lib/page-search';

/**
 * `?edit=<id or code>`: the race the tab opens in its editor (the review links there);
 * `?race=<code>`: the race whose categories are shown.
 */
export const racesSearchSchema = searchOf({ edit: textSearch(100), race: textSearch(100) });
