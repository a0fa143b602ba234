import { asc, count, eq } from 'drizzle-orm';
import { salespeople } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { offsetOf, pageEnvelopeOf } from '@/server/hub/pagination';
import type * as routes from './salespeople.routes';
import { salespersonOut } from './salespeople.serialize';

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { database } = c.var.services;
  const query = c.req.valid('query');
  const where = eq(salespeople.status, 'active');
  const body = await database.run(async (db) => {
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
};
