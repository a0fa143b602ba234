import type { checkpointSchema } from '@/contract/races';
import type * as t from '@/server/db/schema';
import { utc, type Out } from '@/server/hub/serialize';

export function checkpointOut(c: typeof t.checkpoints.$inferSelect): Out<typeof checkpointSchema> {
  return {
    id: c.id,
    event_id: c.eventId,
    race_id: c.raceId,
    code: c.code,
    name: c.name,
    distance: c.distance,
    sort_order: c.sortOrder,
    created_at: utc(c.createdAt),
    updated_at: utc(c.updatedAt),
  };
}
