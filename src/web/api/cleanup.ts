import { dataEnvelope } from '@/contract/common';
import {
  deleteResultSchema,
  type DeleteResult,
  type RegistrationDeleteQuery,
} from '@/contract/registrations';
import { hubRequest } from '@/web/lib/api-client';

/*
 * The hub's bulk deletes (its `cleanup` routes; checkpoints are in `checkpoints.ts`). `dryRun`
 * only counts, and only a hub with the extensions knows it: a spec-only hub ignores `dry_run`
 * and really deletes, so callers pass true only when the session says extensions. Both
 * invalidate what the Cleanup route passes: events, races, vacancy and checkpoints.
 */

const deleteEnvelopeSchema = dataEnvelope(deleteResultSchema);
const eventPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}`;

export async function deleteRegistrations(
  eventCode: string,
  filters: Omit<RegistrationDeleteQuery, 'dry_run'>,
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
