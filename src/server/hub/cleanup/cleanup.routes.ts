import { z } from 'zod';
import { dataEnvelope, idOrCode } from '@/contract/common';
import { checkpointSchema } from '@/contract/races';
import {
  deleteResultSchema,
  dryRunQuerySchema,
  registrationDeleteQuerySchema,
} from '@/contract/registrations';
import { eventParams, hubRoute, jsonContent } from '@/server/hub/openapi';

const deleted = jsonContent(dataEnvelope(deleteResultSchema), 'How many were deleted');

export const deleteRegistrations = hubRoute({
  method: 'delete',
  path: '/events/{event}/registrations',
  summary: 'Bulk-delete registrations (api and csv origins only)',
  description:
    'Filters: `race_id`, `status`, `origin` (`api` or `csv`; `online` is refused with 422 `online_registrations_protected`). Online registrations are never touched. Extension: `dry_run=1` counts without deleting.',
  request: { params: eventParams, query: registrationDeleteQuerySchema },
  responses: { 200: deleted },
});

export const deleteResults = hubRoute({
  method: 'delete',
  path: '/events/{event}/results',
  summary: 'Delete all results of the event, soft-deleted ones too',
  description:
    "Races' `results_status` go back to `pending`. Extension: `dry_run=1` counts without deleting.",
  request: { params: eventParams, query: dryRunQuerySchema },
  responses: { 200: deleted },
});

export const deleteCheckpoint = hubRoute({
  method: 'delete',
  path: '/events/{event}/checkpoints/{checkpoint}',
  summary: 'Remove a checkpoint and its splits',
  request: { params: z.object({ event: idOrCode, checkpoint: idOrCode }) },
  responses: { 204: { description: 'Removed' } },
});

export const listCheckpoints = hubRoute({
  method: 'get',
  path: '/events/{event}/checkpoints',
  summary: 'Checkpoints of an event',
  extension: true,
  request: { params: eventParams },
  responses: { 200: jsonContent(dataEnvelope(z.array(checkpointSchema)), 'Checkpoints') },
});
