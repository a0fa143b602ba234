import { createRoute } from '@hono/zod-openapi';
import { asc, count, eq } from 'drizzle-orm';
import { pageEnvelope, paginationQuerySchema } from '@/contract/common';
import { salespersonSchema } from '@/contract/salespeople';
import type { HubApp } from '@/server/hub/create-router';
import type { HubServices } from '@/server/hub/context';
import { salespeople } from '@/server/db/schema';
import { commonErrors, jsonContent } from '@/server/hub/openapi';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import { salespersonOut } from '@/server/hub/serialize';

const list = createRoute({
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

export function registerSalespeople(app: HubApp, services: HubServices) {
  app.openapi(list, async (c) => {
    const query = c.req.valid('query');
    const where = eq(salespeople.status, 'active');
    const body = await services.database.run(async (db) => {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(salespeople)
          .where(where)
          .orderBy(asc(salespeople.name), asc(salespeople.id))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(salespeople).where(where),
      ]);
      return pageEnvelopeOf(c, rows.map(salespersonOut), total, query);
    });
    return c.json(body, 200);
  });
}
