import { z } from 'zod';
import { pageSearch } from '@/web/lib/page-search';

/** The event list's state, all of it in the URL. */
export const eventsSearchSchema = z.object({
  ...pageSearch(),
  status: z.string().trim().min(1).max(40).optional().catch(undefined),
  search: z.string().trim().min(1).max(120).optional().catch(undefined),
});
export type EventsSearch = z.infer<typeof eventsSearchSchema>;
