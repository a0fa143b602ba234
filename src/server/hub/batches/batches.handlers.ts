import { eq } from 'drizzle-orm';
import { batchWindowIssues } from '@/contract/batches';
import { batchRacePrices, batches } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { counted, HubError, namesNothing, refuseIssues } from '@/server/hub/errors';
import { batchesOf } from '@/server/hub/loaders';
import { nextSortOrder, readEvent, writeEvent } from '@/server/hub/resolve';
import {
  droppedRaceIssues,
  endIssues,
  priceChanges,
  priceRaces,
  resolveBatch,
  salesOf,
  totalOf,
} from './batch-rules';
import type * as routes from './batches.routes';
import { batchOut } from './batches.serialize';

const raceIdsOf = (prices: Record<string, number>) => Object.keys(prices).map(Number);

export const create: HubHandler<typeof routes.create> = async (c) => {
  const { database, settings } = c.var.services;
  const tz = settings.timeZone;
  const { event: eventParam } = c.req.valid('param');
  const body = c.req.valid('json');
  const data = await writeEvent(database, eventParam, async (tx, event) => {
    const raceIds = raceIdsOf(body.race_prices);
    const sold = await priceRaces(tx, event.id, raceIds);
    refuseIssues(endIssues(body.ends_at ? new Date(body.ends_at) : null, sold));
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

/** A date-time of the body when it has the field (null clears it), else the row's. */
const dateOr = (value: string | null | undefined, current: Date | null) =>
  value === undefined ? current : value === null ? null : new Date(value);

export const update: HubHandler<typeof routes.update> = async (c) => {
  const { database, settings } = c.var.services;
  const params = c.req.valid('param');
  const { confirm } = c.req.valid('query');
  const body = c.req.valid('json');
  const data = await writeEvent(database, params.event, async (tx, event) => {
    const batch = await resolveBatch(tx, event, params.batch);
    const before = new Map(
      (
        await tx
          .select({ raceId: batchRacePrices.raceId, cents: batchRacePrices.priceCents })
          .from(batchRacePrices)
          .where(eq(batchRacePrices.batchId, batch.id))
      ).map((p) => [p.raceId, p.cents]),
    );
    const prices =
      body.race_prices ??
      Object.fromEntries([...before].map(([raceId, cents]) => [String(raceId), cents]));
    if (namesNothing(body)) return batchOut(batch, prices, settings.timeZone);
    const sold = await priceRaces(tx, event.id, raceIdsOf(prices));
    const startsAt = dateOr(body.starts_at, batch.startsAt);
    const endsAt = dateOr(body.ends_at, batch.endsAt);
    const issues = batchWindowIssues({
      starts_at: startsAt?.toISOString(),
      ends_at: endsAt?.toISOString(),
    });
    // What the body leaves as it was is not judged again (a form sends every field back):
    // the end against every race when it moves, else against the races the grid gains.
    const endMoved = (endsAt?.getTime() ?? null) !== (batch.endsAt?.getTime() ?? null);
    issues.push(...endIssues(endsAt, endMoved ? sold : sold.filter((r) => !before.has(r.id))));
    const sales = await salesOf(tx, batch.id);
    const total = totalOf(sales);
    if (
      body.max_quantity != null &&
      body.max_quantity !== batch.maxQuantity &&
      body.max_quantity < total
    )
      issues.push([
        'max_quantity',
        `O lote já vendeu ${counted(total, 'inscrição', 'inscrições')}; o máximo não pode ficar abaixo`,
      ]);
    if (body.race_prices) issues.push(...droppedRaceIssues(sales, body.race_prices));
    refuseIssues(issues);

    const affected = await priceChanges(tx, batch.id, sales, before, prices, sold);
    if (affected.length && !confirm) {
      const touched = affected.reduce((sum, race) => sum + race.sales, 0);
      throw new HubError(
        'confirmation_required',
        `A mudança de preço atinge ${counted(touched, 'venda', 'vendas')} deste lote; reenvie com ?confirm=true para aplicá-la.`,
        { sales: touched, affected },
      );
    }
    const [row] = await tx
      .update(batches)
      .set({
        name: body.name,
        maxInstallments: body.max_installments,
        startsAt,
        endsAt,
        maxQuantity: body.max_quantity,
        includesKit: body.includes_kit,
        isActive: body.is_active,
        installmentsEnabled: body.installments_enabled,
        absorbInstallmentInterest: body.absorb_installment_interest,
        updatedAt: new Date(),
      })
      .where(eq(batches.id, batch.id))
      .returning();
    if (body.race_prices) {
      await tx.delete(batchRacePrices).where(eq(batchRacePrices.batchId, batch.id));
      await tx.insert(batchRacePrices).values(
        Object.entries(prices).map(([raceId, priceCents]) => ({
          batchId: batch.id,
          raceId: Number(raceId),
          priceCents,
        })),
      );
    }
    return batchOut(row, prices, settings.timeZone);
  });
  return c.json({ data }, 200);
};

export const remove: HubHandler<typeof routes.remove> = async (c) => {
  const { database } = c.var.services;
  const params = c.req.valid('param');
  await writeEvent(database, params.event, async (tx, event) => {
    const batch = await resolveBatch(tx, event, params.batch);
    const sales = totalOf(await salesOf(tx, batch.id));
    if (sales)
      throw new HubError(
        'in_use',
        `O lote tem ${counted(sales, 'venda', 'vendas')}; não pode ser excluído.`,
        { sales },
      );
    await tx.delete(batches).where(eq(batches.id, batch.id));
  });
  return c.body(null, 204);
};
