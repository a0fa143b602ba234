import { createRoute } from '@hono/zod-openapi';
import { pageEnvelope, paginationQuerySchema } from '@/contract/common';
import { salespersonSchema } from '@/contract/salespeople';
import { commonErrors, jsonContent } from '@/server/hub/openapi';

export const list = createRoute({
  method: 'get',
  path: '/salespeople',
  summary: 'Active salespeople of the hub',
  request: { query: paginationQuerySchema },
  responses: {
    200: jsonContent(pageEnvelope(salespersonSchema), 'Salespeople'),
    401: commonErrors[401],
    403: commonErrors[403],
    422: commonErrors[422],
  },
});
