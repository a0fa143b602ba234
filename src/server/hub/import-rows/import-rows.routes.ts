import { z } from 'zod';
import {
  dataEnvelope,
  errorBodySchema,
  idOrCode,
  pageEnvelope,
  paginationQuerySchema,
} from '@/contract/common';
import { registrationListItemSchema } from '@/contract/registration-list';
import { deleteResultSchema, dryRunQuerySchema } from '@/contract/registrations';
import { resultSchema } from '@/contract/results';
import { hubRoute, jsonContent } from '@/server/hub/openapi';

/*
 * The rows one import created, under the import's own path: a hub that does not know these
 * paths answers 404 and deletes nothing, where an unknown filter on the spec's bulk delete
 * would be ignored and the whole event's rows deleted.
 */

const importParams = z.object({ event: idOrCode, import: idOrCode });
const deleted = jsonContent(dataEnvelope(deleteResultSchema), 'How many were deleted');
const notFinished = jsonContent(errorBodySchema, 'The import has not finished (`conflict`)');
const WHICH =
  'The rows the import created and that are still there: rows it only updated existed before and are not its own. An import still queued or processing is 409 `conflict`.';

export const listRegistrations = hubRoute({
  method: 'get',
  path: '/events/{event}/registration-imports/{import}/rows',
  summary: 'The registrations one import created, documents masked',
  description: `${WHICH} Ordered by name, paginated like the registrations list.`,
  extension: true,
  request: { params: importParams, query: paginationQuerySchema },
  responses: {
    200: jsonContent(pageEnvelope(registrationListItemSchema), 'Registrations'),
    409: notFinished,
  },
});

export const deleteRegistrations = hubRoute({
  method: 'delete',
  path: '/events/{event}/registration-imports/{import}/rows',
  summary: 'Delete the registrations one import created',
  description: `${WHICH} Online registrations are never touched. \`dry_run=1\` counts without deleting.`,
  extension: true,
  request: { params: importParams, query: dryRunQuerySchema },
  responses: { 200: deleted, 409: notFinished },
});

export const listResults = hubRoute({
  method: 'get',
  path: '/events/{event}/result-imports/{import}/rows',
  summary: 'The results one import created (without splits)',
  description: `${WHICH} Ordered by bib, paginated like the results list; \`splits\` is always empty here.`,
  extension: true,
  request: { params: importParams, query: paginationQuerySchema },
  responses: { 200: jsonContent(pageEnvelope(resultSchema), 'Results'), 409: notFinished },
});

export const deleteResults = hubRoute({
  method: 'delete',
  path: '/events/{event}/result-imports/{import}/rows',
  summary: 'Delete the results one import created',
  description: `${WHICH} A race left without results goes back to \`results_status\` \`pending\`. \`dry_run=1\` counts without deleting.`,
  extension: true,
  request: { params: importParams, query: dryRunQuerySchema },
  responses: { 200: deleted, 409: notFinished },
});
