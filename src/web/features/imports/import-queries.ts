import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { importStatusSchema, type ImportStatus } from '@/contract/imports';
import { raceBibsSchema, type RaceBibs } from '@/contract/results';
import { hubRequest, isNotFound } from '@/web/lib/api-client';
import type { ImportKind } from './pipeline/types';
import { uploadKey } from './upload-store';

const historySchema = pageEnvelope(importStatusSchema);
const bibsSchema = dataEnvelope(z.array(raceBibsSchema));

const eventPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}`;
const statusSegment = (kind: ImportKind) =>
  kind === 'registrations' ? 'registration-imports' : 'result-imports';

/** null: the hub cannot say (spec-only); the review then does not look bibs up. */
async function fetchBibs(eventCode: string, signal?: AbortSignal): Promise<RaceBibs[] | null> {
  try {
    return (await hubRequest(`${eventPath(eventCode)}/bibs`, { schema: bibsSchema, signal })).data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function fetchHistory(
  eventCode: string,
  kind: ImportKind,
  page: number,
  signal?: AbortSignal,
) {
  try {
    return await hubRequest(`${eventPath(eventCode)}/${statusSegment(kind)}`, {
      query: { page, per_page: 10 },
      schema: historySchema,
      signal,
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

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
  return hubRequest(`${eventPath(eventCode)}/${statusSegment(kind)}/${importId}`, {
    schema: importStatusSchema,
    signal,
  });
}

/** The chunk's JSON is built in the worker and sent as it is: no parse/stringify on this thread. */
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

/** Queues a failed import again with its original items (extension). */
export function retryImport(eventCode: string, kind: ImportKind, importId: number) {
  return hubRequest(`${eventPath(eventCode)}/${statusSegment(kind)}/${importId}/retry`, {
    method: 'POST',
    schema: importStatusSchema,
  });
}

/** How the upload machine sends a chunk (its body built in the worker) and polls its import. */
export function uploadTransport(
  target: { eventCode: string; raceCode: string; kind: ImportKind },
  uploadId: string,
  client: { body: (chunk: number) => Promise<{ json: string }> },
) {
  return {
    send: async (chunk: { number: number; idempotencyKey: string }) =>
      sendChunk(
        target,
        uploadKey(chunk.idempotencyKey, uploadId),
        (await client.body(chunk.number)).json,
      ),
    status: (importId: number) => fetchImportStatus(target.eventCode, target.kind, importId),
  };
}
