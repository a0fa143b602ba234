import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope, paginationQuerySchema } from '@/contract/common';
import {
  modalitySchema,
  prizeRuleSchema,
  raceCreateSchema,
  raceSchema,
  vacancyWireSchema,
} from '@/contract/races';
import {
  EXTENSION,
  bodyErrors,
  commonErrors,
  eventParams,
  jsonBody,
  jsonContent,
  raceParams,
} from '@/server/hub/openapi';

export const create = createRoute({
  method: 'post',
  path: '/events/{event}/races',
  summary: 'Create a race',
  description:
    'Generates `code` when absent (unique in the event). Modalities must exist in the catalogue.',
  request: { params: eventParams, body: jsonBody(raceCreateSchema) },
  responses: {
    201: jsonContent(dataEnvelope(raceSchema), 'The new race'),
    ...commonErrors,
    ...bodyErrors,
  },
});

export const list = createRoute({
  method: 'get',
  path: '/events/{event}/races',
  summary: 'Races of an event, with modalities and categories',
  ...EXTENSION,
  request: { params: eventParams },
  responses: { 200: jsonContent(dataEnvelope(z.array(raceSchema)), 'Races'), ...commonErrors },
});

export const prizeRules = createRoute({
  method: 'get',
  path: '/events/{event}/races/{race}/prize-rules',
  summary: 'Prize rules of a race',
  request: { params: raceParams, query: paginationQuerySchema },
  responses: { 200: jsonContent(pageEnvelope(prizeRuleSchema), 'Prize rules'), ...commonErrors },
});

export const vacancy = createRoute({
  method: 'get',
  path: '/events/{event}/races/{race}/vacancy',
  summary: 'Vacancy of a race',
  description:
    'Counts are strings, as the spec documents them. Cancelled registrations do not count.',
  request: { params: raceParams },
  responses: { 200: jsonContent(dataEnvelope(vacancyWireSchema), 'Vacancy'), ...commonErrors },
});

export const modalities = createRoute({
  method: 'get',
  path: '/modalities',
  summary: "The hub's modality catalogue",
  ...EXTENSION,
  responses: {
    200: jsonContent(dataEnvelope(z.array(modalitySchema)), 'Modalities'),
    401: commonErrors[401],
    403: commonErrors[403],
  },
});
