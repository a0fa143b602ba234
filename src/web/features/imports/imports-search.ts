import { z } from 'zod';
import { lazySchema, pageSearch } from '@/web/lib/page-search';

/** The history list's state, in the URL. */
export const importsSearchSchema = lazySchema(() =>
  z.object({
    history: z.enum(['registrations', 'results']).default('registrations').catch('registrations'),
    page: pageSearch().page,
  }),
);
export type ImportsSearch = z.infer<typeof importsSearchSchema>;
