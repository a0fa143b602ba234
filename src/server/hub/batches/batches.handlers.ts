import { and, eq, inArray, max } from 'drizzle-orm';
import { ID_MAX } from '@/contract/limits';
import { batchRacePrices, batches, races } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { validationFailed } from '@/server/hub/errors';
import { batchesOf } from '@/server/hub/loaders';
import { resolveEvent, resolveEventForWrite } from '@/server/hub/resolve';
import type * as routes from './batches.routes';
import { batchOut } from './batches.serialize';

export const create: HubHandler<typeof routes.create> = async (c) => {
  const { database, settings } = c.var.services;
  const tz = settings.timeZone;
  const { event: eventParam } = c.req.valid('param');
  const body = c.req.valid('json');
  const data = await database.run((db) =>
    db.transaction(async (tx) => {
      const event = await resolveEventForWrite(tx, eventParam);
      const raceIds = Object.keys(body.race_prices).map(Number);
      const own = await tx
        .select({ id: races.id })
        .from(races)
        .where(
          and(
            eq(races.eventId, event.id),
            inArray(
              races.id,
              raceIds.filter((id) => id <= ID_MAX),
            ),
          ),
        );
      const ownIds = new Set(own.map((r) => r.id));
      const foreign = raceIds.filter((id) => !ownIds.has(id));
      if (foreign.length)
        throw validationFailed(
          Object.fromEntries(
            foreign.map((id) => [
              `race_prices.${id}`,
              [`A prova ${id} não pertence a este evento`],
            ]),
          ),
          'Há provas que não pertencem ao evento.',
        );
      const [{ last }] = await tx
        .select({ last: max(batches.sortOrder) })
        .from(batches)
        .where(eq(batches.eventId, event.id));
      const [batch] = await tx
        .insert(batches)
        .values({
          eventId: event.id,
          name: body.name,
          maxInstallments: body.max_installments,
          startsAt: body.starts_at ? new Date(body.starts_at) : null,
          endsAt: body.ends_at ? new Date(body.ends_at) : null,
          maxQuantity: body.max_quantity ?? null,
          includesKit: body.includes_kit ?? false,
          isActive: body.is_active ?? true,
          installmentsEnabled: body.installments_enabled ?? body.max_installments > 1,
          absorbInstallmentInterest: body.absorb_installment_interest ?? false,
          sortOrder: (last ?? -1) + 1,
        })
        .returning();
      await tx.insert(batchRacePrices).values(
        raceIds.map((raceId) => ({
          batchId: batch.id,
          raceId,
          priceCents: body.race_prices[String(raceId)],
        })),
      );
      const prices = Object.fromEntries(
        raceIds.map((id) => [String(id), body.race_prices[String(id)]]),
      );
      return batchOut(batch, prices, tz);
    }),
  );
  return c.json({ data }, 201);
};

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { database, settings } = c.var.services;
  const tz = settings.timeZone;
  const { event } = c.req.valid('param');
  const data = await database.run(async (db) =>
    batchesOf(db, [(await resolveEvent(db, event)).id], tz),
  );
  return c.json({ data }, 200);
};
