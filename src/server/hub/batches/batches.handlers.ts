import { and, eq, inArray } from 'drizzle-orm';
import { ID_MAX } from '@/contract/limits';
import { batchRacePrices, batches, races } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { validationFailed } from '@/server/hub/errors';
import { batchesOf } from '@/server/hub/loaders';
import { nextSortOrder, readEvent, writeEvent } from '@/server/hub/resolve';
import type * as routes from './batches.routes';
import { batchOut } from './batches.serialize';

export const create: HubHandler<typeof routes.create> = async (c) => {
  const { database, settings } = c.var.services;
  const tz = settings.timeZone;
  const { event: eventParam } = c.req.valid('param');
  const body = c.req.valid('json');
  const data = await writeEvent(database, eventParam, async (tx, event) => {
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
          foreign.map((id) => [`race_prices.${id}`, [`A prova ${id} não pertence a este evento`]]),
        ),
        'Há provas que não pertencem ao evento.',
      );
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
        sortOrder: await nextSortOrder(tx, batches, event.id),
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
  });
  return c.json({ data }, 201);
};

export const list: HubHandler<typeof routes.list> = async (c) => {
  const { database, settings } = c.var.services;
  const tz = settings.timeZone;
  const { event } = c.req.valid('param');
  const data = await readEvent(database, event, (db, { id }) => batchesOf(db, [id], tz));
  return c.json({ data }, 200);
};
