import type { Db } from '@/server/db/database';
import * as t from '@/server/db/schema';
import type { EventSpec } from '@/server/seed/demo-data';
import type { NewRegistration, RaceRow } from '@/server/seed/demo-rows';
import type { Faker } from '@/testing/fake';

const BATCH_STEP_CENTS = 2000;

interface DemoBatches {
  spec: EventSpec;
  eventId: number;
  raceRows: RaceRow[];
  /** Not inserted yet: an online one sold in a batch gets its `batchId` here. */
  registrations: NewRegistration[];
  /** The race code of each registration, by index. */
  raceCodeOf: (index: number) => string;
  /** A batch's window: from its first day at midnight to a minute before its last. */
  window: (from: number, to: number) => [Date, Date];
}

/**
 * The event's batches and their price grid. An online registration was sold in the batch
 * whose window holds its date and that sells its race, up to the batch's maximum (later ones
 * came from elsewhere); the batch's `quantity_sold` is the number sold, cancelled ones aside.
 */
export async function insertDemoBatches(
  tx: Db,
  faker: Faker,
  { spec, eventId, raceRows, registrations, raceCodeOf, window }: DemoBatches,
) {
  const byDate = [...registrations.keys()].sort(
    (a, b) => registrations[a].createdAt!.getTime() - registrations[b].createdAt!.getTime(),
  );
  const plans = spec.batches.map((b, i) => {
    const [startsAt, endsAt] = window(b.from, b.to);
    const covered = new Set(b.races ?? spec.races.map((r) => r.code));
    const sold: number[] = [];
    const cancelled: number[] = [];
    for (const k of byDate) {
      const reg = registrations[k];
      const at = reg.createdAt!.getTime();
      if (reg.origin !== 'online' || !covered.has(raceCodeOf(k))) continue;
      if (at < startsAt.getTime() || at > endsAt.getTime()) continue;
      if (reg.status === 'cancelled') cancelled.push(k);
      else if (!b.maxQuantity || sold.length < b.maxQuantity) sold.push(k);
    }
    const topPrice = Math.max(...spec.races.map((r) => r.price)) + i * BATCH_STEP_CENTS;
    return {
      covered,
      sold: [...sold, ...cancelled],
      row: {
        eventId,
        name: b.name,
        startsAt,
        endsAt,
        includesKit: true,
        maxQuantity: b.maxQuantity ?? null,
        quantitySold: sold.length,
        quantityReserved: spec.day > 0 && b.from <= 0 && b.to >= 0 ? faker.int(0, 8) : 0,
        installmentsEnabled: topPrice >= 10000,
        maxInstallments: topPrice >= 20000 ? 6 : topPrice >= 10000 ? 3 : 1,
        absorbInstallmentInterest: topPrice >= 20000,
        sortOrder: i + 1,
      },
    };
  });
  if (plans.length === 0) return;
  const rows = await tx
    .insert(t.batches)
    .values(plans.map((p) => p.row))
    .returning({ id: t.batches.id });
  plans.forEach((plan, i) => {
    for (const k of plan.sold) registrations[k].batchId = rows[i].id;
  });
  await tx.insert(t.batchRacePrices).values(
    plans.flatMap((plan, i) =>
      raceRows
        .filter((race) => plan.covered.has(race.spec.code))
        .map((race) => ({
          batchId: rows[i].id,
          raceId: race.id,
          priceCents: spec.free ? 0 : race.spec.price + i * BATCH_STEP_CENTS,
        })),
    ),
  );
}
