import type { legalDiscountSchema } from '@/contract/legal-discounts';
import type * as t from '@/server/db/schema';
import { utc, type Out } from '@/server/hub/serialize';

export function legalDiscountOut(
  d: typeof t.legalDiscounts.$inferSelect,
): Out<typeof legalDiscountSchema> {
  return {
    id: d.id,
    event_id: d.eventId,
    type: d.type,
    discount_type: d.discountType,
    value: d.value,
    requires_proof: d.requiresProof,
    is_active: d.isActive,
    created_at: utc(d.createdAt),
    updated_at: utc(d.updatedAt),
  };
}
