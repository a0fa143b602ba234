import { searchOf, textSearch } from '@/web/lib/page-search';

/** `?edit=<id>`: the batch the tab opens in its editor (the review links there). */
export const batchesSearchSchema = searchOf({ edit: textSearch(100) });
