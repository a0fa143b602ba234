import { z } from 'zod';
import { EVENT_SEARCH_MAX, EVENT_STATUS_FILTER_MAX } from '@/contract/limits';
import { pageSearch } from '@/web/lib/page-search';

/** The event list's state, all of it in the URL. */
export const eventsSearchSchema = z.object({
  ...pageSearch(),
  status: z.string().trim().min(1).max(EVENT_STATUS_FILTER_MAX).optional().catch(undefined),
  search: z.string().trim().min(1).max(EVENT_SEARCH_MAX).optional().catch(undefined),
});
export type EventsSearch = z.infer<typeof eventsSearchSchema>;
