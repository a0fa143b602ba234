import { fetchImportStatus, sendChunk, type ImportKind } from '@/web/api/imports';
import { isApiError, isNotFound } from '@/web/lib/api-client';
import type { UploadTransport } from '@/spreadsheet/upload';
import { uploadKey } from './upload-store';

export { runUpload } from '@/spreadsheet/upload';

/** How the upload machine sends a chunk (its body built in the worker) and polls its import. */
export function uploadTransport(
  target: { eventCode: string; kind: ImportKind },
  uploadId: string,
  client: { body: (chunk: number) => Promise<{ json: string }> },
): UploadTransport {
  return {
    send: async (chunk) =>
      sendChunk(
        { ...target, raceCode: chunk.raceCode },
        uploadKey(chunk.idempotencyKey, uploadId),
        (await client.body(chunk.number)).json,
      ),
    status: (importId: number) => fetchImportStatus(target.eventCode, target.kind, importId),
    retryable: isRetryable,
    missing: isNotFound,
  };
}

/** Worth trying again with the same key: the network, a 5xx, or a 429 the client gave up on. */
function isRetryable(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500 || error.status === 429;
  return error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError');
}
