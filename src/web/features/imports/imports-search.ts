import { z } from 'zod/mini';
import { lazySchema, pageSearch } from '@/web/lib/page-search';

/** The history list's state, in the URL. */
export const importsSearchSchema = lazySchema(() =>
  z.object({
    history: z.catch(
      z._default(z.enum(['registrations', 'results']), 'registrations'),
      'registrations',
    ),
    page: pageSearch().page,
  }),
);
export type ImportsSearch = z.infer<typeof importsSearchSchema>;
