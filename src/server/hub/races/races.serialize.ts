import type { categorySchema, prizeRuleSchema, raceSchema } from '@/contract/races';
import type * as t from '@/server/db/schema';
import { utc, zoned, type Out } from '@/server/hub/serialize';

export function categoryOut(
  c: typeof t.categories.$inferSelect,
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
    created_at: utc(c.createdAt),
    updated_at: utc(c.updatedAt),
    modality: modality ?? null,
  };
}

export function prizeRuleOut(
  p: typeof t.prizeRules.$inferSelect,
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
    created_at: utc(p.createdAt),
    updated_at: utc(p.updatedAt),
    modality,
  };
}

export type RaceExtras = Pick<
  Out<typeof raceSchema>,
  'modalities' | 'categories' | 'prize_rules' | 'categories_count'
>;

export function raceOut(
  r: typeof t.races.$inferSelect,
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
    created_at: utc(r.createdAt),
    updated_at: utc(r.updatedAt),
    ...extras,
  };
}
