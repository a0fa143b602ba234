import { z } from 'zod';

/** The history list's state, in the URL. */
export const importsSearchSchema = z.object({
  history: z.enum(['registrations', 'results']).default('registrations').catch('registrations'),
  page: z.number().int().min(1).default(1).catch(1),
});
export type ImportsSearch = z.infer<typeof importsSearchSchema>;
