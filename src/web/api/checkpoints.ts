import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataEnvelope } from '@/contract/common';
import { checkpointSchema, type Checkpoint } from '@/contract/races';
import { hubRequest, unlessMissing } from '@/web/lib/api-client';

const checkpointListSchema = dataEnvelope(z.array(checkpointSchema));

/** `fromHub` false: a spec-only hub without the list, so ids are typed. */
export interface CheckpointList {
  checkpoints: Checkpoint[];
  fromHub: boolean;
}

const checkpointsPath = (eventCode: string) =>
  `/events/${encodeURIComponent(eventCode)}/checkpoints`;

export const checkpointQueries = {
  all: () => ['checkpoints'] as const,
  lists: () => [...checkpointQueries.all(), 'list'] as const,
  list: (eventCode: string) =>
    queryOptions({
      queryKey: [...checkpointQueries.lists(), eventCode] as const,
      queryFn: ({ signal }): Promise<CheckpointList> =>
        unlessMissing(
          hubRequest(checkpointsPath(eventCode), { schema: checkpointListSchema, signal }).then(
            ({ data }): CheckpointList => ({ checkpoints: data, fromHub: true }),
          ),
          () => ({ checkpoints: [], fromHub: false }),
        ),
    }),
};

/** Invalidates `checkpointQueries.all()` (the Cleanup tab's `meta`). */
export async function deleteCheckpoint(eventCode: string, checkpointId: string): Promise<void> {
  await hubRequest(`${checkpointsPath(eventCode)}/${encodeURIComponent(checkpointId)}`, {
    method: 'DELETE',
  });
}
