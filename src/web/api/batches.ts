import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { batchSchema, type Batch, type BatchCreate, type BatchUpdate } from '@/contract/batches';
import { dataEnvelope } from '@/contract/common';
import { hubRequest, unlessMissing } from '@/web/lib/api-client';
import { sessionList } from '@/web/lib/session-list';

const batchListSchema = dataEnvelope(z.array(batchSchema));
const batchCreatedSchema = dataEnvelope(batchSchema);

/** `fromHub` false: the hub has no list (spec-only), `batches` are the ones created in this session. */
export interface BatchList {
  batches: Batch[];
  fromHub: boolean;
}

/** The batches created in this browser session: what a spec-only hub cannot list. */
const sessionBatches = sessionList('batches', batchSchema);

const batchesPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}/batches`;
const batchPath = (eventCode: string, batch: number) => `${batchesPath(eventCode)}/${batch}`;

const fetchBatches = (eventCode: string, signal?: AbortSignal): Promise<BatchList> =>
  unlessMissing(
    hubRequest(batchesPath(eventCode), { schema: batchListSchema, signal }).then(
      ({ data }): BatchList => ({ batches: data, fromHub: true }),
    ),
    () => ({ batches: sessionBatches.known(eventCode), fromHub: false }),
  );

export const batchQueries = {
  all: () => ['batches'] as const,
  lists: () => [...batchQueries.all(), 'list'] as const,
  list: (eventCode: string) =>
    queryOptions({
      queryKey: [...batchQueries.lists(), eventCode] as const,
      queryFn: ({ signal }) => fetchBatches(eventCode, signal),
    }),
};

/** Invalidates `batchQueries.lists()` and `eventQueries.details()` (the form's `meta`). */
export async function createBatch(eventCode: string, body: BatchCreate): Promise<Batch> {
  const { data } = await hubRequest(batchesPath(eventCode), {
    method: 'POST',
    body,
    schema: batchCreatedSchema,
  });
  sessionBatches.remember(eventCode, data);
  return data;
}

/**
 * `PATCH .../batches/{batch}` (extension). A new price for a race the batch sold is a 409
 * `confirmation_required` (`batchPriceChangeDetailsSchema`) unless `confirm` is true.
 */
export async function updateBatch(
  eventCode: string,
  batch: number,
  body: BatchUpdate,
  confirm = false,
): Promise<Batch> {
  const { data } = await hubRequest(batchPath(eventCode, batch), {
    method: 'PATCH',
    query: confirm ? { confirm: 'true' } : undefined,
    body,
    schema: batchCreatedSchema,
  });
  return data;
}

/** `DELETE .../batches/{batch}` (extension): a batch that sold is a 409 `in_use` (`sales`). */
export async function deleteBatch(eventCode: string, batch: number): Promise<void> {
  await hubRequest(batchPath(eventCode, batch), { method: 'DELETE' });
}
