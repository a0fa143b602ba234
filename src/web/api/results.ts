import {
  experimental_streamedQuery as streamedQuery,
  keepPreviousData,
  queryOptions,
} from '@tanstack/react-query';
import { pageEnvelope } from '@/contract/common';
import { RESULTS_PER_PAGE_MAX } from '@/contract/limits';
import { resultSchema, type Result, type ResultListQuery } from '@/contract/results';
import { hubRequest } from '@/web/lib/api-client';

const resultPageSchema = pageEnvelope(resultSchema);

/** What `GET .../results` filters by, besides the page. */
export type ResultListFilters = Partial<Pick<ResultListQuery, 'status' | 'sex' | 'category'>>;

export interface ResultPageParams extends ResultListFilters {
  page: number;
  per_page: number;
}

/** A race's results read page by page: what has arrived so far, and how many there are. */
export interface LoadedResults {
  results: Result[];
  loaded: number;
  total: number | null;
}

const eventPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}`;
const racePath = (eventCode: string, race: string) =>
  `${eventPath(eventCode)}/races/${encodeURIComponent(race)}`;

const fetchResultPage = (
  eventCode: string,
  race: string,
  params: ResultPageParams,
  signal?: AbortSignal,
) =>
  hubRequest(`${racePath(eventCode, race)}/results`, {
    query: { ...params },
    schema: resultPageSchema,
    signal,
  });

/** Every page of a race's results, 1000 at a time, in the hub's order (place, time, bib). */
export async function* resultPages(
  eventCode: string,
  race: string,
  filters: ResultListFilters = {},
  signal?: AbortSignal,
): AsyncGenerator<{ data: Result[]; total: number }> {
  for (let page = 1; ; page++) {
    const { data, meta } = await fetchResultPage(
      eventCode,
      race,
      { ...filters, page, per_page: RESULTS_PER_PAGE_MAX },
      signal,
    );
    yield { data, total: meta.total };
    if (page >= meta.last_page || data.length === 0) return;
  }
}

export const resultQueries = {
  all: () => ['results'] as const,
  /** One page of the table; read again on every visit, since an import may have just landed. */
  page: (eventCode: string, race: string, params: ResultPageParams) =>
    queryOptions({
      queryKey: [...resultQueries.all(), 'page', eventCode, race, params] as const,
      queryFn: ({ signal }) => fetchResultPage(eventCode, race, params, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /**
   * Every finisher of the race, for the podium and the filters: streamed page by page so the
   * view can show how far it got; a refetch keeps the last complete list until the new one is.
   */
  finishers: (eventCode: string, race: string) =>
    queryOptions({
      queryKey: [...resultQueries.all(), 'finishers', eventCode, race] as const,
      queryFn: streamedQuery({
        streamFn: ({ signal }) => resultPages(eventCode, race, { status: 'finished' }, signal),
        refetchMode: 'replace',
        initialValue: { results: [], loaded: 0, total: null } as LoadedResults,
        reducer: (acc: LoadedResults, chunk: { data: Result[]; total: number }) => ({
          results: [...acc.results, ...chunk.data],
          loaded: acc.loaded + chunk.data.length,
          total: chunk.total,
        }),
      }),
      staleTime: 0,
    }),
};
