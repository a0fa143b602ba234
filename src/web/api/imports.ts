import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { importStatusSchema, type ImportKind, type ImportStatus } from '@/contract/imports';
import { raceBibsSchema, type RaceBibs } from '@/contract/results';
import { hubRequest, unlessMissing } from '@/web/lib/api-client';

const historySchema = pageEnvelope(importStatusSchema);
const bibsSchema = dataEnvelope(z.array(raceBibsSchema));

const statusSegments: Record<ImportKind, string> = {
  registrations: 'registration-imports',
  results: 'result-imports',
};
export type { ImportKind };

const eventPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}`;
const statusPath = (eventCode: string, kind: ImportKind) =>
  `${eventPath(eventCode)}/${statusSegments[kind]}`;

/** null: the hub cannot say (spec-only); the review then does not look bibs up. */
const fetchBibs = (eventCode: string, signal?: AbortSignal): Promise<RaceBibs[] | null> =>
  unlessMissing(
    hubRequest(`${eventPath(eventCode)}/bibs`, { schema: bibsSchema, signal }).then((r) => r.data),
    () => null,
  );

const fetchHistory = (eventCode: string, kind: ImportKind, page: number, signal?: AbortSignal) =>
  unlessMissing(
    hubRequest(statusPath(eventCode, kind), {
      query: { page, per_page: 10 },
      schema: historySchema,
      signal,
    }),
    () => null,
  );

export const importQueries = {
  all: () => ['imports'] as const,
  /** Registered bibs change as people register: read again for each file opened. */
  bibs: (eventCode: string) =>
    queryOptions({
      queryKey: [...importQueries.all(), 'bibs', eventCode] as const,
      queryFn: ({ signal }) => fetchBibs(eventCode, signal),
      staleTime: 0,
    }),
  histories: (eventCode: string) => [...importQueries.all(), 'history', eventCode] as const,
  history: (eventCode: string, kind: ImportKind, page: number) =>
    queryOptions({
      queryKey: [...importQueries.histories(eventCode), kind, page] as const,
      queryFn: ({ signal }) => fetchHistory(eventCode, kind, page, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (eventCode: string, kind: ImportKind, importId: number) =>
    queryOptions({
      queryKey: [...importQueries.all(), 'detail', eventCode, kind, importId] as const,
      queryFn: ({ signal }) => fetchImportStatus(eventCode, kind, importId, signal),
    }),
};

export function fetchImportStatus(
  eventCode: string,
  kind: ImportKind,
  importId: number,
  signal?: AbortSignal,
): Promise<ImportStatus> {
  return hubRequest(`${statusPath(eventCode, kind)}/${importId}`, {
    schema: importStatusSchema,
    signal,
  });
}

/**
 * The chunk's JSON is built in the worker and sent as it is: no parse/stringify on this thread.
 * Invalidates `importQueries.histories(eventCode)` and `eventQueries.all()` (the counters) once
 * the whole upload ends (the wizard).
 */
export async function sendChunk(
  target: { eventCode: string; raceCode: string; kind: ImportKind },
  idempotencyKey: string,
  json: string,
): Promise<ImportStatus> {
  const path = `${eventPath(target.eventCode)}/races/${encodeURIComponent(target.raceCode)}/${target.kind}`;
  return hubRequest(path, {
    method: 'POST',
    query: { source: 'csv' },
    rawBody: json,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: importStatusSchema,
  });
}

/**
 * Queues a failed import again with its original items (extension). Invalidates
 * `importQueries.all()` (the history writes the queued status into its detail first).
 */
export function retryImport(eventCode: string, kind: ImportKind, importId: number) {
  return hubRequest(`${statusPath(eventCode, kind)}/${importId}/retry`, {
    method: 'POST',
    schema: importStatusSchema,
  });
}
