import { GENERIC_STATUSES } from '@/contract/enums';
import { EVENT_SEARCH_MAX } from '@/contract/limits';
import { oneOfSearch, pageSearch, searchOf, textSearch } from '@/web/lib/page-search';

/**
 * A status the catalogue does not know (`?status=published`, a hand-edited link) is ignored
 * rather than sent and shown raw.
 */
export const eventStatusSearch = oneOfSearch(GENERIC_STATUSES);

/** The event list's state, all of it in the URL. */
export const eventsSearchSchema = searchOf({
  ...pageSearch(),
  status: eventStatusSearch,
  search: textSearch(EVENT_SEARCH_MAX),
});
export type EventsSearch = ReturnType<typeof eventsSearchSchema>;
