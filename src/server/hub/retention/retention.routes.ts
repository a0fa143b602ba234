import { createRoute } from '@hono/zod-openapi';
import { dataEnvelope } from '@/contract/common';
import { retentionPolicySchema, retentionPutSchema } from '@/contract/retention';
import {
  EXTENSION,
  bodyErrors,
  commonErrors,
  eventParams,
  jsonBody,
  jsonContent,
} from '@/server/hub/openapi';

export const put = createRoute({
  method: 'put',
  path: '/events/{event}/retention',
  summary: 'Replace the retention rules of the event override',
  description:
    'Percents total 100 (to 0.01; spec rule 4); `offset_days` under the floor (default -30) are raised to it and returned as applied; offsets distinct. Rules come back sorted by `offset_days`.',
  request: { params: eventParams, body: jsonBody(retentionPutSchema) },
  responses: {
    200: jsonContent(dataEnvelope(retentionPolicySchema), 'The policy'),
    ...commonErrors,
    ...bodyErrors,
  },
});

export const get = createRoute({
  method: 'get',
  path: '/events/{event}/retention',
  summary: 'The retention override of an event',
  ...EXTENSION,
  request: { params: eventParams },
  responses: {
    200: jsonContent(dataEnvelope(retentionPolicySchema), 'The policy'),
    ...commonErrors,
  },
});
