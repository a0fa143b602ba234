import { z } from 'zod';
import { idOrCode, pageEnvelope, paginationQuerySchema } from '@/contract/common';
import { importStatusSchema } from '@/contract/imports';
import { IDEMPOTENCY_KEY_MAX } from '@/contract/limits';
import {
  importQuerySchema,
  registrationImportItemSchema,
  registrationImportRequestSchema,
} from '@/contract/registrations';
import { resultImportItemSchema, resultImportRequestSchema } from '@/contract/results';
import { eventParams, hubRoute, jsonContent, raceParams } from '@/server/hub/openapi';

/** How the paths name each kind of import (`/registration-imports`, `/result-imports`). */
export type ImportKindName = 'registration' | 'result';

/** Items are checked one by one by the worker, so the request schema cannot carry them. */
export const itemComponents = [
  ['RegistrationImportItem', registrationImportItemSchema],
  ['ResultImportItem', resultImportItemSchema],
] as const;

const importParams = z.object({ event: idOrCode, import: idOrCode });
const idempotencyHeader = z.object({
  'idempotency-key': z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX).optional(),
});

const accepted = jsonContent(
  importStatusSchema,
  'Accepted and queued (or the same import, for a repeated Idempotency-Key)',
);

export const postRegistrations = hubRoute({
  method: 'post',
  path: '/events/{event}/races/{race}/registrations',
  summary: 'Import registrations (queued)',
  description:
    '1 to 2000 items. Idempotent by (event, external_id) or (event, CPF). Answers 202 with the import status; poll it. `source=csv` marks a spreadsheet upload. Item schema: components.schemas.RegistrationImportItem.',
  request: {
    params: raceParams,
    query: importQuerySchema,
    headers: idempotencyHeader,
    body: registrationImportRequestSchema,
  },
  responses: { 202: accepted },
});

export const postResults = hubRoute({
  method: 'post',
  path: '/events/{event}/races/{race}/results',
  summary: 'Import results (queued)',
  description:
    '1 to 5000 items, upsert by (race, bib). The batch modality (id wins over name) must exist in the race. Item schema: components.schemas.ResultImportItem.',
  request: {
    params: raceParams,
    query: importQuerySchema,
    headers: idempotencyHeader,
    body: resultImportRequestSchema,
  },
  responses: { 202: accepted },
});

export const statusRoute = (kind: ImportKindName) =>
  hubRoute({
    method: 'get',
    path: `/events/{event}/${kind}-imports/{import}`,
    summary: `${kind === 'registration' ? 'Registration' : 'Result'} import status`,
    request: { params: importParams },
    responses: {
      200: jsonContent(importStatusSchema, 'The import status (flat, no data wrapper)'),
    },
  });

export const historyRoute = (kind: ImportKindName) =>
  hubRoute({
    method: 'get',
    path: `/events/{event}/${kind}-imports`,
    summary: `History of the event's ${kind} imports, newest first`,
    extension: true,
    request: { params: eventParams, query: paginationQuerySchema },
    responses: {
      200: jsonContent(pageEnvelope(importStatusSchema), 'Imports, without per-item reports'),
    },
  });

export const retryRoute = (kind: ImportKindName) =>
  hubRoute({
    method: 'post',
    path: `/events/{event}/${kind}-imports/{import}/retry`,
    summary: `Queue a failed ${kind} import again`,
    description:
      'Only for an import whose status is `failed` (the hub could not process it after its retries); it is queued with its original items.',
    extension: true,
    request: { params: importParams },
    responses: { 202: jsonContent(importStatusSchema, 'Queued again') },
  });
