import { z } from 'zod';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@/contract/limits';

/** The event list's state, all of it in the URL. */
export const eventsSearchSchema = z.object({
  page: z.number().int().min(1).default(PAGE_DEFAULT).catch(PAGE_DEFAULT),
  per_page: z
    .number()
    .int()
    .min(1)
    .max(PER_PAGE_MAX)
    .default(PER_PAGE_DEFAULT)
    .catch(PER_PAGE_DEFAULT),
  status: z.string().trim().min(1).max(40).optional().catch(undefined),
  search: z.string().trim().min(1).max(120).optional().catch(undefined),
});
export type EventsSearch = z.infer<typeof eventsSearchSchema>;
