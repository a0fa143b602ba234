import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataEnvelope, idOrCode } from '@/contract/common';
import {
  registrationFieldCreateSchema,
  registrationFieldPatchSchema,
  registrationFieldSchema,
} from '@/contract/registration-fields';
import {
  EXTENSION,
  bodyErrors,
  commonErrors,
  eventParams,
  jsonBody,
  jsonContent,
} from '@/server/hub/openapi';

const fieldParams = z.object({ event: idOrCode, field: idOrCode });

export const create = createRoute({
  method: 'post',
  path: '/events/{event}/registration-fields',
  summary: 'Create a registration field',
  description: '`key` unique in the event (spec rule 4: 422 on `key`).',
  request: { params: eventParams, body: jsonBody(registrationFieldCreateSchema) },
  responses: {
    201: jsonContent(dataEnvelope(registrationFieldSchema), 'The new field'),
    ...commonErrors,
    ...bodyErrors,
  },
});

export const patch = createRoute({
  method: 'patch',
  path: '/events/{event}/registration-fields/{field}',
  summary: 'Partially update a registration field',
  description: '`{field}` is the id or the key. The merged result is validated as a whole.',
  request: { params: fieldParams, body: jsonBody(registrationFieldPatchSchema) },
  responses: {
    200: jsonContent(dataEnvelope(registrationFieldSchema), 'The field'),
    ...commonErrors,
    ...bodyErrors,
  },
});

export const list = createRoute({
  method: 'get',
  path: '/events/{event}/registration-fields',
  summary: 'Registration fields of an event, in sort_order',
  ...EXTENSION,
  request: { params: eventParams },
  responses: {
    200: jsonContent(dataEnvelope(z.array(registrationFieldSchema)), 'Fields'),
    ...commonErrors,
  },
});
