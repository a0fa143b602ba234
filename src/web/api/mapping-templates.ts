import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { mappingTemplateSchema, type MappingTemplateCreate } from '@/contract/mapping-templates';
import { request } from '@/web/lib/api-client';

/** The team's mapping templates, kept by the dashboard's server under `/console` (issue 18). */
const TEMPLATES = '/console/mapping-templates';
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
