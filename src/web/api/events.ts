import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HubEvent } from '@/contract/events';
import { isNumericId } from '@/contract/ids';
import { PER_PAGE_MAX } from '@/contract/limits';
import { ApiError, hubRequest, unlessMissing } from '@/web/lib/api-client';
import { schemaOnDemand } from '@/web/lib/schema-on-demand';

export interface EventListParams {
  page: number;
  per_page: number;
  status?: string;
  search?: string;
  /** Extensions only; a spec-only hub ignores it. */
  include?: string;
}

// The events list is a page of the shell: its first load holds no zod (issue 19's 175 kB).
const eventSchemas = () => import('./event-schemas');
const eventPageSchema = schemaOnDemand(() => eventSchemas().then((m) => m.eventPageSchema));
const eventDetailSchema = schemaOnDemand(() => eventSchemas().then((m) => m.eventDetailSchema));
/** A spec-only hub has no event detail: the list is read page by page, this far at most. */
const MAX_SCAN_PAGES = 50;

async function findInList(idOrCode: string, signal?: AbortSignal): Promise<HubEvent> {
  const matches = (event: HubEvent) =>
    isNumericId(idOrCode) ? String(event.id) === idOrCode : event.code === idOrCode;
  for (let page = 1; page <= MAX_SCAN_PAGES; page++) {
    const result = await hubRequest('/events', {
      query: { page, per_page: PER_PAGE_MAX },
      schema: eventPageSchema,
      signal,
    });
    const found = result.data.find(matches);
    if (found) return found;
    if (page >= result.meta.last_page) break;
  }
  throw new ApiError(404, { error: 'not_found', message: 'Evento não encontrado.', details: null });
}

const fetchEvent = (idOrCode: string, signal?: AbortSignal): Promise<HubEvent> =>
  unlessMissing(
    hubRequest(`/events/${encodeURIComponent(idOrCode)}`, {
      schema: eventDetailSchema,
      signal,
    }).then(({ data }) => data),
    () => findInList(idOrCode, signal),
  );

export const eventQueries = {
  all: () => ['events'] as const,
  lists: () => [...eventQueries.all(), 'list'] as const,
  list: (params: EventListParams) =>
    queryOptions({
      queryKey: [...eventQueries.lists(), params] as const,
      queryFn: ({ signal }) =>
        hubRequest('/events', { query: { ...params }, schema: eventPageSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...eventQueries.all(), 'detail'] as const,
  detail: (idOrCode: string) =>
    queryOptions({
      queryKey: [...eventQueries.details(), idOrCode] as const,
      queryFn: ({ signal }) => fetchEvent(idOrCode, signal),
    }),
};
