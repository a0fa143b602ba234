import { createRoute } from '@hono/zod-openapi';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dataEnvelope, idOrCode } from '@/contract/common';
import { legalDiscountSchema, legalDiscountsPutSchema } from '@/contract/legal-discounts';
import type { HubApp } from '@/server/hub/create-router';
import type { HubServices } from '@/server/hub/context';
import type { Db } from '@/server/db/database';
import { legalDiscounts } from '@/server/db/schema';
import { extensionsEnabled } from '@/server/hub/extension';
import { EXTENSION, bodyErrors, commonErrors, jsonBody, jsonContent } from '@/server/hub/openapi';
import { resolveEvent, resolveEventForWrite } from '@/server/hub/resolve';
import { discountOut } from '@/server/hub/serialize';

const params = z.object({ event: idOrCode });

const put = createRoute({
  method: 'put',
  path: '/events/{event}/legal-discounts',
  summary: 'Bulk upsert legal discounts by type',
  description:
    "Types absent from the body stay as they are; a type twice is 422. `enabled` is the resource's `is_active`.",
  request: { params, body: jsonBody(legalDiscountsPutSchema) },
  responses: {
    200: jsonContent(
      dataEnvelope(z.array(legalDiscountSchema)),
      'All legal discounts of the event',
    ),
    ...commonErrors,
    ...bodyErrors,
  },
});

const list = createRoute({
  method: 'get',
  path: '/events/{event}/legal-discounts',
  summary: 'Legal discounts of an event',
  ...EXTENSION,
  request: { params },
  responses: {
    200: jsonContent(dataEnvelope(z.array(legalDiscountSchema)), 'Legal discounts'),
    ...commonErrors,
  },
});

const allOf = (db: Db, eventId: number) =>
  db
    .select()
    .from(legalDiscounts)
    .where(eq(legalDiscounts.eventId, eventId))
    .orderBy(asc(legalDiscounts.id));

export function registerDiscounts(app: HubApp, services: HubServices) {
  app.openapi(put, async (c) => {
    const { event: eventParam } = c.req.valid('param');
    const { discounts } = c.req.valid('json');
    const data = await services.database.run((db) =>
      db.transaction(async (tx) => {
        const event = await resolveEventForWrite(tx, eventParam);
        const now = new Date();
        for (const d of discounts) {
          await tx
            .insert(legalDiscounts)
            .values({
              eventId: event.id,
              type: d.type,
              discountType: d.discount_type,
              value: d.value,
              isActive: d.enabled ?? true,
              requiresProof: d.requires_proof ?? false,
            })
            .onConflictDoUpdate({
              target: [legalDiscounts.eventId, legalDiscounts.type],
              set: {
                discountType: d.discount_type,
                value: d.value,
                isActive: d.enabled ?? sql`${legalDiscounts.isActive}`,
                requiresProof: d.requires_proof ?? sql`${legalDiscounts.requiresProof}`,
                updatedAt: now,
              },
            });
        }
        return (await allOf(tx, event.id)).map(discountOut);
      }),
    );
    return c.json({ data }, 200);
  });

  if (!extensionsEnabled(services)) return;

  app.openapi(list, async (c) => {
    const { event } = c.req.valid('param');
    const data = await services.database.run(async (db) =>
      (await allOf(db, (await resolveEvent(db, event)).id)).map(discountOut),
    );
    return c.json({ data }, 200);
  });
}
