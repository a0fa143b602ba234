import type { resultSchema, resultSplitSchema } from '@/contract/results';
import { msToRaceTime } from '@/contract/time';
import { timestampsOut, type Out, type Row } from '@/server/hub/serialize';

const timeOrNull = (ms: number | null) => (ms === null ? null : msToRaceTime(ms));

export interface SplitRow {
  checkpointId: number;
  checkpoint: string;
  distance: number | null;
  timeMs: number;
}

export const splitOut = (s: SplitRow): Out<typeof resultSplitSchema> => ({
  checkpoint_id: s.checkpointId,
  checkpoint: s.checkpoint,
  distance: s.distance,
  time: msToRaceTime(s.timeMs),
});

export function resultOut(r: Row<'results'>, splits: SplitRow[]): Out<typeof resultSchema> {
  return {
    id: r.id,
    race_id: r.raceId,
    bib: r.bib,
    registration_id: r.registrationId,
    name: r.name,
    status: r.status,
    net_time: timeOrNull(r.netTimeMs),
    gun_time: timeOrNull(r.gunTimeMs),
    category: r.category,
    modality_id: r.modalityId,
    overall_position: r.overallPosition,
    gender_position: r.genderPosition,
    category_position: r.categoryPosition,
    sex: r.sex,
    age: r.age,
    team: r.team,
    splits: splits.map(splitOut),
    ...timestampsOut(r),
  };
}
