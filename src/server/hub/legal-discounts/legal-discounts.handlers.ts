import { asc, eq, sql } from 'drizzle-orm';
import { discountsVersion } from '@/contract/versions';
import type { Db } from '@/server/db/database';
import { legalDiscounts } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { readEvent, writeEvent } from '@/server/hub/resolve';
import type * as routes from './legal-discounts.routes';
import { legalDiscountOut } from './legal-discounts.serialize';

const allOf = (db: Db, eventId: number) =>
  db
    .select()
    .from(legalDiscounts)
    .where(eq(legalDiscounts.eventId, eventId))
    .orderBy(asc(legalDiscounts.id));

export const put: HubHandler<typeof routes.put> = async (c) => {
  const { database } = c.var.services;
  const { event: eventParam } = c.req.valid('param');
  const { discounts } = c.req.valid('json');
  const { before, data } = await writeEvent(database, eventParam, async (tx, event) => {
    const before = (await allOf(tx, event.id)).map(legalDiscountOut);
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
    return { before, data: (await allOf(tx, event.id)).map(legalDiscountOut) };
  });
  c.set('replaced', { before: discountsVersion(before), after: discountsVersion(data) });
  return c.json({ data }, 200);
};

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { database } = c.var.services;
  const { event } = c.req.valid('param');
  const data = await readEvent(database, event, async (db, { id }) =>
    (await allOf(db, id)).map(legalDiscountOut),
  );
  return c.json({ data }, 200);
};
