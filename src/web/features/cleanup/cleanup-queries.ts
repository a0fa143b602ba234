import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@/contract/common';
import { checkpointSchema, type Checkpoint } from '@/contract/races';
import { deleteResultSchema, type DeleteResult } from '@/contract/registrations';
import { hubRequest, isNotFound } from '@/web/lib/api-client';
import type { RegistrationDeleteFilters } from './cleanup-filters';

const checkpointListSchema = dataEnvelope(z.array(checkpointSchema));
const deleteEnvelopeSchema = dataEnvelope(deleteResultSchema);

/** `fromHub` false: a spec-only hub without the list, so ids are typed. */
export interface Listed<T> {
  items: T[];
  fromHub: boolean;
}

const eventPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}`;

async function listOrNothing<T>(request: () => Promise<T[]>): Promise<Listed<T>> {
  try {
    return { items: await request(), fromHub: true };
  } catch (error) {
    if (isNotFound(error)) return { items: [], fromHub: false };
    throw error;
  }
}

export const cleanupQueries = {
  all: () => ['cleanup'] as const,
  checkpoints: (eventCode: string) =>
    queryOptions({
      queryKey: [...cleanupQueries.all(), 'checkpoints', eventCode] as const,
      queryFn: ({ signal }): Promise<Listed<Checkpoint>> =>
        listOrNothing(() =>
          hubRequest(`${eventPath(eventCode)}/checkpoints`, {
            schema: checkpointListSchema,
            signal,
          }).then((r) => r.data),
        ),
    }),
};

/**
 * `dryRun` only counts, and only a hub with the extensions knows it: a spec-only hub ignores
 * `dry_run` and really deletes, so callers pass true only when the session says extensions.
 */
export async function deleteRegistrations(
  eventCode: string,
  filters: RegistrationDeleteFilters,
  dryRun: boolean,
): Promise<DeleteResult> {
  const { data } = await hubRequest(`${eventPath(eventCode)}/registrations`, {
    method: 'DELETE',
    query: { ...filters, dry_run: dryRun ? 1 : undefined },
    schema: deleteEnvelopeSchema,
  });
  return data;
}

export async function deleteResults(eventCode: string, dryRun: boolean): Promise<DeleteResult> {
  const { data } = await hubRequest(`${eventPath(eventCode)}/results`, {
    method: 'DELETE',
    query: { dry_run: dryRun ? 1 : undefined },
    schema: deleteEnvelopeSchema,
  });
  return data;
}

export async function deleteCheckpoint(eventCode: string, checkpointId: string): Promise<void> {
  await hubRequest(`${eventPath(eventCode)}/checkpoints/${encodeURIComponent(checkpointId)}`, {
    method: 'DELETE',
  });
}
