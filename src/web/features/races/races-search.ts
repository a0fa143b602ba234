import { searchOf, textSearch } from '@/web/lib/page-search';

/** `?edit=<id or code>`: the race the tab opens in its editor (the review links there). */
export const racesSearchSchema = searchOf({ edit: textSearch(100) });
