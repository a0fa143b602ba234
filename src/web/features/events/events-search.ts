import { z } from 'zod/mini';
import { GENERIC_STATUSES } from '@/contract/enums';
import { EVENT_SEARCH_MAX } from '@/contract/limits';
import { lazySchema, pageSearch, textSearch } from '@/web/lib/page-search';

/**
 * The event list's state, all of it in the URL. A status the catalogue does not know
 * (`?status=published`, a hand-edited link) is ignored rather than sent and shown raw.
 */
export const eventsSearchSchema = lazySchema(() =>
  z.object({
    ...pageSearch(),
    status: z.catch(z.optional(z.enum(GENERIC_STATUSES)), undefined),
    search: textSearch(EVENT_SEARCH_MAX),
  }),
);
export type EventsSearch = z.infer<typeof eventsSearchSchema>;
