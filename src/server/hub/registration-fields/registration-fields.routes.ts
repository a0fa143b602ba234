import { z } from 'zod';
import { dataEnvelope, idOrCode } from '@/contract/common';
import {
  registrationFieldCreateSchema,
  registrationFieldPatchSchema,
  registrationFieldSchema,
} from '@/contract/registration-fields';
import { eventParams, hubRoute, jsonContent } from '@/server/hub/openapi';

export const create = hubRoute({
  method: 'post',
  path: '/events/{event}/registration-fields',
  summary: 'Create a registration field',
  description: '`key` unique in the event (spec rule 4: 422 on `key`).',
  request: { params: eventParams, body: registrationFieldCreateSchema },
  responses: { 201: jsonContent(dataEnvelope(registrationFieldSchema), 'The new field') },
});

export const patch = hubRoute({
  method: 'patch',
  path: '/events/{event}/registration-fields/{field}',
  summary: 'Partially update a registration field',
  description: '`{field}` is the id or the key. The merged result is validated as a whole.',
  request: {
    params: z.object({ event: idOrCode, field: idOrCode }),
    body: registrationFieldPatchSchema,
  },
  responses: { 200: jsonContent(dataEnvelope(registrationFieldSchema), 'The field') },
});

export const list = hubRoute({
  method: 'get',
  path: '/events/{event}/registration-fields',
  summary: 'Registration fields of an event, in sort_order',
  extension: true,
  request: { params: eventParams },
  responses: { 200: jsonContent(dataEnvelope(z.array(registrationFieldSchema)), 'Fields') },
});
