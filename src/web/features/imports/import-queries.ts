import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { importStatusSchema, type ImportStatus } from '@/contract/imports';
import { raceSchema, type Race } from '@/contract/races';
import { hubRequest, isNotFound } from '@/web/lib/api-client';
import type { ImportKind } from './pipeline/types';

const raceListSchema = dataEnvelope(z.array(raceSchema));
const historySchema = pageEnvelope(importStatusSchema);

const eventPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}`;
const statusSegment = (kind: ImportKind) =>
  kind === 'registrations' ? 'registration-imports' : 'result-imports';

/** null: the hub cannot list them (spec-only), so the race code is typed. */
async function fetchRaces(eventCode: string, signal?: AbortSignal): Promise<Race[] | null> {
  try {
    const { data } = await hubRequest(`${eventPath(eventCode)}/races`, {
      schema: raceListSchema,
      signal,
    });
    return data;
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
  races: (eventCode: string) =>
    queryOptions({
      queryKey: [...importQueries.all(), 'races', eventCode] as const,
      queryFn: ({ signal }) => fetchRaces(eventCode, signal),
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
