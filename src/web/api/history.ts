import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  changeEntrySchema,
  changePageSchema,
  mappingTemplateSchema,
  type MappingTemplateCreate,
} from '@/contract/history';
import { request } from '@/web/lib/api-client';

/**
 * The dashboard server's own store (issue 18), under `/console`: an event's change history and
 * the team's mapping templates. Not the hub's API: a proxied hub keeps neither.
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

const TEMPLATES = `${CONSOLE}/mapping-templates`;
const templateEnvelope = z.object({ data: mappingTemplateSchema });

export const templateQueries = {
  all: () => ['mapping-templates'] as const,
  list: (kind: 'registrations' | 'results') =>
    queryOptions({
      queryKey: [...templateQueries.all(), kind] as const,
      queryFn: ({ signal }) =>
        request(TEMPLATES, {
          query: { kind },
          schema: z.object({ data: z.array(mappingTemplateSchema) }),
          signal,
        }).then((r) => r.data),
    }),
};

/** Invalidates `templateQueries.all()`. A name that exists (any case) is replaced. */
export const saveTemplate = (body: MappingTemplateCreate) =>
  request(TEMPLATES, { method: 'POST', body, schema: templateEnvelope }).then((r) => r.data);

export const renameTemplate = (id: number, name: string) =>
  request(`${TEMPLATES}/${id}`, { method: 'PATCH', body: { name }, schema: templateEnvelope }).then(
    (r) => r.data,
  );

export const deleteTemplate = (id: number) => request(`${TEMPLATES}/${id}`, { method: 'DELETE' });
