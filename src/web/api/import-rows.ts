import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataEnvelope, pageEnvelope, type Page } from '@/contract/common';
import type { ImportKind } from '@/contract/imports';
import { registrationListItemSchema } from '@/contract/registration-list';
import { deleteResultSchema, type DeleteResult } from '@/contract/registrations';
import { resultSchema } from '@/contract/results';
import { isApiError, hubRequest } from '@/web/lib/api-client';

/*
 * The rows one import created (extension): read to show who would go, then deleted. Both under
 * the import's own path, so a hub that does not know them answers 404 (or 405) and deletes
 * nothing; the spec's bulk deletes cannot filter by import, and a filter a hub ignores there
 * would delete the whole event's rows. Deleting invalidates `importRowQueries.all()` and what
 * the caller passes (the import history, the registrations, the counters).
 */

/** One row as the preview lists it, whatever the kind. */
export interface ImportRow {
  id: number;
  name: string | null;
  document: string | null;
  bib: string | null;
  status: string;
  race: string | null;
  netTime: string | null;
}

export const IMPORT_ROWS_PER_PAGE = 50;

const segments: Record<ImportKind, string> = {
  registrations: 'registration-imports',
  results: 'result-imports',
};
const rowsPath = (eventCode: string, kind: ImportKind, importId: number) =>
  `/events/${encodeURIComponent(eventCode)}/${segments[kind]}/${importId}/rows`;

const registrationPageSchema = pageEnvelope(registrationListItemSchema);
const resultPageSchema = pageEnvelope(resultSchema);
const deletedSchema = dataEnvelope(deleteResultSchema);

/** A hub without the paths: 404, or 405 where it knows the path for another method. */
const unknownPath = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 405);

async function fetchRows(
  eventCode: string,
  kind: ImportKind,
  importId: number,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ImportRow> | null> {
  const request = { query: { page, per_page: IMPORT_ROWS_PER_PAGE }, signal };
  const path = rowsPath(eventCode, kind, importId);
  try {
    if (kind === 'registrations') {
      const answer = await hubRequest(path, { ...request, schema: registrationPageSchema });
      return {
        ...answer,
        data: answer.data.map((r) => ({
          id: r.id,
          name: r.name,
          document: r.document,
          bib: r.bib,
          status: r.status,
          race: r.race.name,
          netTime: null,
        })),
      };
    }
    const answer = await hubRequest(path, { ...request, schema: resultPageSchema });
    return {
      ...answer,
      data: answer.data.map((r) => ({
        id: r.id,
        name: r.name ?? null,
        document: null,
        bib: r.bib,
        status: r.status,
        race: null,
        netTime: r.net_time,
      })),
    };
  } catch (error) {
    if (unknownPath(error)) return null;
    throw error;
  }
}

export const importRowQueries = {
  all: () => ['import-rows'] as const,
  /** null: this hub cannot say which rows one import created, so it cannot undo it. */
  page: (eventCode: string, kind: ImportKind, importId: number, page: number) =>
    queryOptions({
      queryKey: [...importRowQueries.all(), eventCode, kind, importId, page] as const,
      queryFn: ({ signal }) => fetchRows(eventCode, kind, importId, page, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

/** Deletes what the import created; call only once its rows were read (the hub knows the path). */
export async function deleteImportRows(
  eventCode: string,
  kind: ImportKind,
  importId: number,
): Promise<DeleteResult> {
  const answer = await hubRequest(rowsPath(eventCode, kind, importId), {
    method: 'DELETE',
    schema: deletedSchema,
  });
  return answer.data;
}
