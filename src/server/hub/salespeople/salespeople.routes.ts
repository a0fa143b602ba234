import { pageEnvelope, paginationQuerySchema } from '@/contract/common';
import { salespersonSchema } from '@/contract/salespeople';
import { hubRoute, jsonContent } from '@/server/hub/openapi';

export const list = hubRoute({
  method: 'get',
  path: '/salespeople',
  summary: 'Active salespeople of the hub',
  request: { query: paginationQuerySchema },
  responses: { 200: jsonContent(pageEnvelope(salespersonSchema), 'Salespeople') },
  errors: [401, 403, 422],
});
