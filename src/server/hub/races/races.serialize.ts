import type { prizeRuleSchema, raceSchema } from '@/contract/races';
import { timestampsOut, zoned, type Out, type Row } from '@/server/hub/serialize';

export function prizeRuleOut(
  p: Row<'prizeRules'>,
  modality: { id: number; name: string } | null,
): Out<typeof prizeRuleSchema> {
  return {
    id: p.id,
    race_id: p.raceId,
    event_id: p.eventId,
    seq: p.seq,
    modality_id: p.modalityId,
    ranking_type: p.rankingType,
    ranking_cut: p.rankingCut,
    gender_filter: p.genderFilter,
    pne_filter: p.pneFilter,
    dupla_prem: p.duplaPrem ?? null,
    tipo_premiacao: p.tipoPremiacao,
    eqp_apuracao: p.eqpApuracao,
    eqp_n_melhores: p.eqpNMelhores,
    eqp_base_ranking: p.eqpBaseRanking,
    status: p.status,
    ...timestampsOut(p),
    modality,
  };
}

export type RaceExtras = Pick<
  Out<typeof raceSchema>,
  'modalities' | 'categories' | 'prize_rules' | 'categories_count'
>;

export function raceOut(
  r: Row<'races'>,
  tz: string,
  extras: RaceExtras = {},
): Out<typeof raceSchema> {
  return {
    id: r.id,
    event_id: r.eventId,
    code: r.code,
    name: r.name,
    distance: r.distance,
    distance_label: r.distanceLabel,
    sort_order: r.sortOrder,
    starts_at: zoned(r.startsAt, tz)!,
    type: r.type,
    scoring_type: r.scoringType,
    duration_minutes: r.durationMinutes,
    lap_count: r.lapCount,
    lap_distance: r.lapDistance,
    registration_limit: r.registrationLimit,
    sem_classificacao: r.semClassificacao,
    status: r.status,
    results_status: r.resultsStatus,
    ...timestampsOut(r),
    ...extras,
  };
}
