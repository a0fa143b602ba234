import type { legalDiscountSchema } from '@/contract/legal-discounts';
import { timestampsOut, type Out, type Row } from '@/server/hub/serialize';

export function legalDiscountOut(d: Row<'legalDiscounts'>): Out<typeof legalDiscountSchema> {
  return {
    id: d.id,
    event_id: d.eventId,
    type: d.type,
    discount_type: d.discountType,
    value: d.value,
    requires_proof: d.requiresProof,
    is_active: d.isActive,
    ...timestampsOut(d),
  };
}
