import type { retentionPolicySchema } from '@/contract/retention';
import type * as t from '@/server/db/schema';
import { utc, type Out } from '@/server/hub/serialize';

export function retentionOut(
  p: typeof t.retentionPolicies.$inferSelect,
  rules: (typeof t.retentionRules.$inferSelect)[],
): Out<typeof retentionPolicySchema> {
  return {
    id: p.id,
    hub_id: p.hubId,
    event_id: p.eventId,
    scope: p.scope,
    status: p.status,
    created_at: utc(p.createdAt),
    updated_at: utc(p.updatedAt),
    rules: [...rules]
      .sort((a, b) => a.offsetDays - b.offsetDays)
      .map((r) => ({
        id: r.id,
        percent: r.percentHundredths / 100,
        anchor: r.anchor,
        offset_days: r.offsetDays,
      })),
  };
}
