import { z } from 'zod';
import { dataEnvelope, errorBodySchema } from '@/contract/common';
import {
  modalitySchema,
  raceCreateSchema,
  raceSchema,
  raceUpdateSchema,
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

export const update = hubRoute({
  method: 'patch',
  path: '/events/{event}/races/{race}',
  summary: 'Change a race',
  description:
    'Any field of the create body; the race as it would be after the change is checked as a new one is (scoring, the start against the event and the batches that sell it), the limit against the places taken, and a modality its registrations, categories or prize rules use stays. A distance label that was the suggestion of the old distance follows the new one.',
  extension: true,
  request: { params: raceParams, body: raceUpdateSchema },
  responses: {
    200: jsonContent(dataEnvelope(raceSchema), 'The race after the change'),
    409: jsonContent(errorBodySchema, 'Another race of the event has this code (`conflict`)'),
  },
});

export const remove = hubRoute({
  method: 'delete',
  path: '/events/{event}/races/{race}',
  summary: 'Delete a race',
  description:
    'Only a race nobody uses: with registrations, results or an import on its way it is 409 `in_use`, and `details` count them. Its modalities, categories, prize rules, checkpoints and its price in every batch go with it.',
  extension: true,
  request: { params: raceParams },
  responses: {
    204: { description: 'Deleted' },
    409: jsonContent(errorBodySchema, 'In use (`in_use`): `details` has the counts'),
  },
});
