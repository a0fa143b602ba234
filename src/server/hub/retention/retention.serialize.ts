import type { retentionPolicySchema } from '@/contract/retention';
import { timestampsOut, type Out, type Row } from '@/server/hub/serialize';

export function retentionOut(
  p: Row<'retentionPolicies'>,
  rules: Row<'retentionRules'>[],
): Out<typeof retentionPolicySchema> {
  return {
    id: p.id,
    hub_id: p.hubId,
    event_id: p.eventId,
    scope: p.scope,
    status: p.status,
    ...timestampsOut(p),
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
