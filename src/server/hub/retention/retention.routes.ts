import { z } from 'zod';
import { dataEnvelope } from '@/contract/common';
import { retentionPolicySchema, retentionPutSchema } from '@/contract/retention';
import { eventParams, hubRoute, jsonContent } from '@/server/hub/openapi';

const policy = jsonContent(dataEnvelope(retentionPolicySchema), 'The policy');
const policyOrNone = jsonContent(
  dataEnvelope(z.nullable(retentionPolicySchema)),
  'The policy, or null',
);

export const put = hubRoute({
  method: 'put',
  path: '/events/{event}/retention',
  summary: 'Replace the retention rules of the event override',
  description:
    'Percents total 100 (to 0.01; spec rule 4); `offset_days` under the floor (default -30) are raised to it and returned as applied; offsets distinct. Rules come back sorted by `offset_days`.',
  request: { params: eventParams, body: retentionPutSchema },
  responses: { 200: policy },
});

export const get = hubRoute({
  method: 'get',
  path: '/events/{event}/retention',
  summary: 'The retention override of an event',
  description:
    '`{data: null}` when the event has no rules of its own (a reader also takes 404 as none).',
  extension: true,
  request: { params: eventParams },
  responses: { 200: policyOrNone },
});
