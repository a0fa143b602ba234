import { intSearch, oneOfSearchOr, searchOf } from '@/web/lib/page-search';

/** `?undo=12&kind=registrations`: the import the history asked to undo (none by default). */
export const cleanupSearchSchema = searchOf({
  undo: (value: unknown) => {
    const id = intSearch(1, Number.MAX_SAFE_INTEGER, 0)(value);
    return id === 0 ? undefined : id;
  },
  kind: oneOfSearchOr(['registrations', 'results'], 'registrations'),
});
export type CleanupSearch = ReturnType<typeof cleanupSearchSchema>;
