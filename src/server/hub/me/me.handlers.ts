import { eq } from 'drizzle-orm';
import { apiKeys } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import type * as routes from './me.routes';
import { meOut } from './me.serialize';

export const me: HubHandler<typeof routes.me> = async (c) => {
  const { database } = c.var.services;
  const { id } = c.var.apiKey;
  const [key] = await database.run((db) => db.select().from(apiKeys).where(eq(apiKeys.id, id)));
  return c.json({ data: meOut(key) }, 200);
};
