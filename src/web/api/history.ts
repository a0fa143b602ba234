import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { changeEntrySchema, changePageSchema } from '@/contract/history';
import { request } from '@/web/lib/api-client';

/**
 * The dashboard server's own store (issue 18), under `/console`: an event's change history
 * (the team's mapping templates are in mapping-templates.ts). Not the hub's API.
 */
const CONSOLE = '/console';
const historyPath = (eventCode: string) =>
  `${CONSOLE}/events/${encodeURIComponent(eventCode)}/history`;

export interface HistoryFilters {
  kind?: string;
  /** A key's fingerprint. */
  key?: string;
}

const queryOf = (filters: HistoryFilters) => ({
  ...(filters.kind ? { kind: filters.kind } : {}),
  ...(filters.key ? { key: filters.key } : {}),
});

export const historyQueries = {
  all: () => ['history'] as const,
  pages: (eventCode: string, filters: HistoryFilters) =>
    infiniteQueryOptions({
      queryKey: [...historyQueries.all(), eventCode, filters] as const,
      queryFn: ({ pageParam, signal }) =>
        request(historyPath(eventCode), {
          query: { ...queryOf(filters), ...(pageParam ? { before: pageParam } : {}) },
          schema: changePageSchema,
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
    }),
};

const allSchema = z.object({ data: z.array(changeEntrySchema) });

/** Every entry the filters keep (the CSV download), newest first. */
export const fetchAllChanges = (eventCode: string, filters: HistoryFilters) =>
  request(`${historyPath(eventCode)}/all`, { query: queryOf(filters), schema: allSchema }).then(
    (r) => r.data,
  );
