import type { batchSchema } from '@/contract/batches';
import { timestampsOut, zoned, type Out, type Row } from '@/server/hub/serialize';

export function batchOut(
  b: Row<'batches'>,
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
    ...timestampsOut(b),
  };
}
