import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pageEnvelope } from '@/contract/common';
import { PER_PAGE_MAX } from '@/contract/limits';
import {
  registrationListItemSchema,
  type RegistrationListItem,
  type RegistrationListQuery,
} from '@/contract/registration-list';
import { hubRequest } from '@/web/lib/api-client';

const registrationPageSchema = pageEnvelope(registrationListItemSchema);
const PAGE_FRESH_MS = 5_000;

/** What `GET /events/{event}/registrations` searches and filters by, besides the page. */
export type RegistrationFilters = Partial<
  Pick<RegistrationListQuery, 'search' | 'race' | 'status' | 'origin'>
>;

export interface RegistrationPageParams extends RegistrationFilters {
  page: number;
  per_page: number;
}

const fetchRegistrationPage = (
  eventCode: string,
  params: RegistrationPageParams,
  signal?: AbortSignal,
) =>
  hubRequest(`/events/${encodeURIComponent(eventCode)}/registrations`, {
    query: { ...params },
    schema: registrationPageSchema,
    signal,
  });

/**
 * Every registration the filters find, a page of 100 at a time, in the hub's order: what the
 * export reads. Each step says how many were read and how many there are.
 */
export async function* registrationPages(
  eventCode: string,
  filters: RegistrationFilters,
  signal?: AbortSignal,
): AsyncGenerator<{ data: RegistrationListItem[]; total: number }> {
  let page = 1;
  let last = 1;
  do {
    const answer = await fetchRegistrationPage(
      eventCode,
      { ...filters, page, per_page: PER_PAGE_MAX },
      signal,
    );
    last = answer.data.length === 0 ? page : answer.meta.last_page;
    yield { data: answer.data, total: answer.meta.total };
    page += 1;
  } while (page <= last);
}

export const registrationQueries = {
  all: () => ['registrations'] as const,
  /**
   * One page of the list. Fresh for a few seconds only: long enough that the page the loader
   * read is not read again as it renders, short enough that a visit after an import reads it.
   */
  page: (eventCode: string, params: RegistrationPageParams) =>
    queryOptions({
      queryKey: [...registrationQueries.all(), 'page', eventCode, params] as const,
      queryFn: ({ signal }) => fetchRegistrationPage(eventCode, params, signal),
      placeholderData: keepPreviousData,
      staleTime: PAGE_FRESH_MS,
    }),
};
