import { z } from 'zod';
import { dataEnvelope, pageEnvelope, paginationQuerySchema } from '@/contract/common';
import {
  modalitySchema,
  prizeRuleSchema,
  raceCreateSchema,
  raceSchema,
  vacancyWireSchema,
} from '@/contract/races';
import { eventParams, hubRoute, jsonContent, raceParams } from '@/server/hub/openapi';

export const create = hubRoute({
  method: 'post',
  path: '/events/{event}/races',
  summary: 'Create a race',
  description:
    'Generates `code` when absent (unique in the event). Modalities must exist in the catalogue.',
  request: { params: eventParams, body: raceCreateSchema },
  responses: { 201: jsonContent(dataEnvelope(raceSchema), 'The new race') },
});

export const list = hubRoute({
  method: 'get',
  path: '/events/{event}/races',
  summary: 'Races of an event, with modalities and categories',
  extension: true,
  request: { params: eventParams },
  responses: { 200: jsonContent(dataEnvelope(z.array(raceSchema)), 'Races') },
});

export const prizeRules = hubRoute({
  method: 'get',
  path: '/events/{event}/races/{race}/prize-rules',
  summary: 'Prize rules of a race',
  request: { params: raceParams, query: paginationQuerySchema },
  responses: { 200: jsonContent(pageEnvelope(prizeRuleSchema), 'Prize rules') },
});

export const vacancy = hubRoute({
  method: 'get',
  path: '/events/{event}/races/{race}/vacancy',
  summary: 'Vacancy of a race',
  description:
    'Counts are strings, as the spec documents them. Cancelled registrations do not count.',
  request: { params: raceParams },
  responses: { 200: jsonContent(dataEnvelope(vacancyWireSchema), 'Vacancy') },
});

export const modalities = hubRoute({
  method: 'get',
  path: '/modalities',
  summary: "The hub's modality catalogue",
  extension: true,
  responses: { 200: jsonContent(dataEnvelope(z.array(modalitySchema)), 'Modalities') },
  errors: [401, 403],
});
