import { oneOfSearchOr, pageSearch, searchOf } from '@/web/lib/page-search';

/** The history list's state, in the URL. */
export const importsSearchSchema = searchOf({
  history: oneOfSearchOr(['registrations', 'results'], 'registrations'),
  page: pageSearch().page,
});
export type ImportsSearch = ReturnType<typeof importsSearchSchema>;
