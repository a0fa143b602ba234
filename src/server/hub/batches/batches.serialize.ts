import type { batchSchema } from '@/contract/batches';
import type * as t from '@/server/db/schema';
import { utc, zoned, type Out } from '@/server/hub/serialize';

export function batchOut(
  b: typeof t.batches.$inferSelect,
  prices: Record<string, number>,
  tz: string,
): Out<typeof batchSchema> {
  return {
    id: b.id,
    event_id: b.eventId,
    name: b.name,
    starts_at: zoned(b.startsAt, tz),
    ends_at: zoned(b.endsAt, tz),
    includes_kit: b.includesKit,
    max_quantity: b.maxQuantity,
    quantity_sold: b.quantitySold,
    quantity_reserved: b.quantityReserved,
    is_active: b.isActive,
    installments_enabled: b.installmentsEnabled,
    max_installments: b.maxInstallments,
    absorb_installment_interest: b.absorbInstallmentInterest,
    sort_order: b.sortOrder,
    race_prices: prices,
    created_at: utc(b.createdAt),
    updated_at: utc(b.updatedAt),
  };
}
