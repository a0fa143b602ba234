import { dataEnvelope, idOrCode, pageEnvelope, paginationQuerySchema } from '@/contract/common';
import { prizeRuleCreateSchema, prizeRuleUpdateSchema } from '@/contract/prize-rules';
import { prizeRuleSchema } from '@/contract/races';
import { hubRoute, jsonContent, raceParams } from '@/server/hub/openapi';

const ruleParams = raceParams.extend({ rule: idOrCode });

export const list = hubRoute({
  method: 'get',
  path: '/events/{event}/races/{race}/prize-rules',
  summary: 'Prize rules of a race',
  request: { params: raceParams, query: paginationQuerySchema },
  responses: { 200: jsonContent(pageEnvelope(prizeRuleSchema), 'Prize rules') },
});

const RULES =
  '`modality_id` must be a modality of the race; `seq` is unique in the race (the next one when absent); two rules of the same scope (modality, ranking, sex, PwD) cannot give the same award, their places would overlap (422 on `ranking_cut`).';

export const create = hubRoute({
  method: 'post',
  path: '/events/{event}/races/{race}/prize-rules',
  summary: 'Add a prize rule to a race',
  description: RULES,
  extension: true,
  request: { params: raceParams, body: prizeRuleCreateSchema },
  responses: { 201: jsonContent(dataEnvelope(prizeRuleSchema), 'The new rule') },
});

export const update = hubRoute({
  method: 'patch',
  path: '/events/{event}/races/{race}/prize-rules/{rule}',
  summary: 'Change a prize rule',
  description: `Any field of the create body, checked on the rule as it would be. ${RULES} A rule of another race is 404.`,
  extension: true,
  request: { params: ruleParams, body: prizeRuleUpdateSchema },
  responses: { 200: jsonContent(dataEnvelope(prizeRuleSchema), 'The rule after the change') },
});

export const remove = hubRoute({
  method: 'delete',
  path: '/events/{event}/races/{race}/prize-rules/{rule}',
  summary: 'Delete a prize rule',
  extension: true,
  request: { params: ruleParams },
  responses: { 204: { description: 'Deleted' } },
});
