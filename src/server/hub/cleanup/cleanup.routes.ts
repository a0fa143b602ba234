import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataEnvelope, idOrCode } from '@/contract/common';
import { checkpointSchema } from '@/contract/races';
import {
  deleteResultSchema,
  dryRunQuerySchema,
  registrationDeleteQuerySchema,
} from '@/contract/registrations';
import { EXTENSION, commonErrors, eventParams, jsonContent } from '@/server/hub/openapi';

export const deleteRegistrations = createRoute({
  method: 'delete',
  path: '/events/{event}/registrations',
  summary: 'Bulk-delete registrations (api and csv origins only)',
  description:
    'Filters: `race_id`, `status`, `origin` (`api` or `csv`; `online` is refused with 422 `online_registrations_protected`). Online registrations are never touched. Extension: `dry_run=1` counts without deleting.',
  request: { params: eventParams, query: registrationDeleteQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(deleteResultSchema), 'How many were deleted'),
    ...commonErrors,
  },
});

export const deleteResults = createRoute({
  method: 'delete',
  path: '/events/{event}/results',
  summary: 'Delete all results of the event, soft-deleted ones too',
  description:
    "Races' `results_status` go back to `pending`. Extension: `dry_run=1` counts without deleting.",
  request: { params: eventParams, query: dryRunQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(deleteResultSchema), 'How many were deleted'),
    ...commonErrors,
  },
});

export const deleteCheckpoint = createRoute({
  method: 'delete',
  path: '/events/{event}/checkpoints/{checkpoint}',
  summary: 'Remove a checkpoint and its splits',
  request: { params: z.object({ event: idOrCode, checkpoint: idOrCode }) },
  responses: { 204: { description: 'Removed' }, ...commonErrors },
});

export const listCheckpoints = createRoute({
  method: 'get',
  path: '/events/{event}/checkpoints',
  summary: 'Checkpoints of an event',
  ...EXTENSION,
  request: { params: eventParams },
  responses: {
    200: jsonContent(dataEnvelope(z.array(checkpointSchema)), 'Checkpoints'),
    ...commonErrors,
  },
});
