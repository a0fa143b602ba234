import type { categorySchema } from '@/contract/races';
import { timestampsOut, type Out, type Row } from '@/server/hub/serialize';

export function categoryOut(
  c: Row<'categories'>,
  modality?: { id: number; name: string } | null,
): Out<typeof categorySchema> {
  return {
    id: c.id,
    race_id: c.raceId,
    event_id: c.eventId,
    name: c.name,
    type: c.type,
    modality_id: c.modalityId,
    category_group_id: c.categoryGroupId,
    sex: c.sex,
    age_min: c.ageMin,
    age_max: c.ageMax,
    award_count: c.awardCount,
    is_pwd: c.isPwd,
    is_team: c.isTeam,
    sort_order: c.sortOrder,
    status: c.status,
    ...timestampsOut(c),
    modality: modality ?? null,
  };
}
