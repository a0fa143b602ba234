import { EVENT_SEARCH_MAX, EVENT_STATUS_FILTER_MAX } from '@/contract/limits';
import { pageSearch, searchOf, textSearch } from '@/web/lib/page-search';

/**
 * Any status word (decisions.md, "Added 2026-11-27"): a hub may use words of its own
 * (`?status=published`), and the filter sends them on as they are.
 */
export const eventStatusSearch = textSearch(EVENT_STATUS_FILTER_MAX);

/** The event list's state, all of it in the URL. */
export const eventsSearchSchema = searchOf({
  ...pageSearch(),
  status: eventStatusSearch,
  search: textSearch(EVENT_SEARCH_MAX),
});
export type EventsSearch = ReturnType<typeof eventsSearchSchema>;
