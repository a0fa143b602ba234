import { z } from 'zod';
import { GENERIC_STATUSES } from '@/contract/enums';
import { EVENT_SEARCH_MAX } from '@/contract/limits';
import { lazySchema, pageSearch } from '@/web/lib/page-search';

/**
 * The event list's state, all of it in the URL. A status the catalogue does not know
 * (`?status=published`, a hand-edited link) is ignored rather than sent and shown raw.
 */
export const eventsSearchSchema = lazySchema(() =>
  z.object({
    ...pageSearch(),
    status: z.enum(GENERIC_STATUSES).optional().catch(undefined),
    search: z.string().trim().min(1).max(EVENT_SEARCH_MAX).optional().catch(undefined),
  }),
);
export type EventsSearch = z.infer<typeof eventsSearchSchema>;
