import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { batchSchema, type Batch, type BatchCreate } from '@/contract/batches';
import { dataEnvelope } from '@/contract/common';
import { hubRequest, isNotFound } from '@/web/lib/api-client';

const batchListSchema = dataEnvelope(z.array(batchSchema));
const batchCreatedSchema = dataEnvelope(batchSchema);

/** `fromHub` false: the hub has no list (spec-only), `batches` are the ones created in this session. */
export interface BatchList {
  batches: Batch[];
  fromHub: boolean;
}

const storageKey = (eventCode: string) => `hub-console:batches:${eventCode}`;

export function knownBatches(eventCode: string): Batch[] {
  try {
    const raw = sessionStorage.getItem(storageKey(eventCode));
    const parsed = z.array(batchSchema).safeParse(raw ? JSON.parse(raw) : []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function rememberBatch(eventCode: string, batch: Batch) {
  const batches = [...knownBatches(eventCode).filter((known) => known.id !== batch.id), batch];
  try {
    sessionStorage.setItem(storageKey(eventCode), JSON.stringify(batches));
  } catch {
    // Storage can be blocked; the batch still is in the query cache until the tab closes.
  }
}

async function fetchBatches(eventCode: string, signal?: AbortSignal): Promise<BatchList> {
  try {
    const { data } = await hubRequest(`/events/${encodeURIComponent(eventCode)}/batches`, {
      schema: batchListSchema,
      signal,
    });
    return { batches: data, fromHub: true };
  } catch (error) {
    if (isNotFound(error)) return { batches: knownBatches(eventCode), fromHub: false };
    throw error;
  }
}

export const batchQueries = {
  all: () => ['batches'] as const,
  lists: () => [...batchQueries.all(), 'list'] as const,
  list: (eventCode: string) =>
    queryOptions({
      queryKey: [...batchQueries.lists(), eventCode] as const,
      queryFn: ({ signal }) => fetchBatches(eventCode, signal),
    }),
};

export async function createBatch(eventCode: string, body: BatchCreate): Promise<Batch> {
  const { data } = await hubRequest(`/events/${encodeURIComponent(eventCode)}/batches`, {
    method: 'POST',
    body,
    schema: batchCreatedSchema,
  });
  rememberBatch(eventCode, data);
  return data;
}
