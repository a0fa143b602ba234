import type { checkpointSchema } from '@/contract/races';
import { timestampsOut, type Out, type Row } from '@/server/hub/serialize';

export function checkpointOut(c: Row<'checkpoints'>): Out<typeof checkpointSchema> {
  return {
    id: c.id,
    event_id: c.eventId,
    race_id: c.raceId,
    code: c.code,
    name: c.name,
    distance: c.distance,
    sort_order: c.sortOrder,
    ...timestampsOut(c),
  };
}
