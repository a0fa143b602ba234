import type { Batch } from './batches';
import type {
  BatchConfig,
  CategoryConfig,
  EventConfig,
  PrizeRuleConfig,
  RaceConfig,
} from './event-config';
import type { LegalDiscount } from './legal-discounts';
import type { Category, PrizeRule, Race } from './races';
import type { RegistrationField } from './registration-fields';
import type { RetentionPolicy } from './retention';

/*
 * The hub's objects as an event configuration file holds them (issue 17): ids replaced by what
 * a person reads (race codes, modality names), empty values left out. `export` is these.
 */

/** Keys whose value says nothing (null, empty) are left out of the file. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  ) as T;
}

export function raceToConfig(race: Race): RaceConfig {
  const modalities = race.modalities ?? [];
  return compact({
    code: race.code,
    name: race.name,
    starts_at: race.starts_at,
    distance: race.distance,
    distance_label: race.distance_label,
    sort_order: race.sort_order,
    type: race.type,
    scoring_type: race.scoring_type,
    duration_minutes: race.duration_minutes,
    lap_count: race.lap_count,
    lap_distance: race.lap_distance,
    registration_limit: race.registration_limit,
    sem_classificacao: race.sem_classificacao,
    status: race.status,
    modalities: modalities.map((m) => m.name),
    default_modality: modalities.find((m) => m.is_default)?.name,
  });
}

export function batchToConfig(batch: Batch, codeOfRace: Map<number, string>): BatchConfig {
  return compact({
    name: batch.name,
    max_installments: batch.max_installments,
    starts_at: batch.starts_at,
    ends_at: batch.ends_at,
    max_quantity: batch.max_quantity,
    includes_kit: batch.includes_kit,
    is_active: batch.is_active,
    installments_enabled: batch.installments_enabled,
    absorb_installment_interest: batch.absorb_installment_interest,
    prices: Object.fromEntries(
      Object.entries(batch.race_prices).map(([id, cents]) => [
        codeOfRace.get(Number(id)) ?? `#${id}`,
        cents,
      ]),
    ),
  });
}

export function fieldToConfig(
  field: RegistrationField,
): EventConfig['registration_fields'][number] {
  return compact({
    label: field.label,
    key: field.key,
    type: field.type as EventConfig['registration_fields'][number]['type'],
    validation_rules: field.validation_rules ?? [],
    help_text: field.help_text,
    is_required: field.is_required,
    show_only_with_kit: field.show_only_with_kit,
    is_active: field.is_active,
    options: field.options ?? [],
  });
}

export const discountToConfig = (d: LegalDiscount) => ({
  type: d.type as NonNullable<EventConfig['legal_discounts']>[number]['type'],
  discount_type: d.discount_type,
  enabled: d.is_active,
  value: d.value,
  requires_proof: d.requires_proof,
});

export const retentionToConfig = (policy: RetentionPolicy | null) =>
  (policy?.rules ?? [])
    .map((r) => ({ percent: r.percent, offset_days: r.offset_days }))
    .sort((a, b) => a.offset_days - b.offset_days);

/** A modality's name by id, from the race's own list (where the hub names them). */
const modalityNameOf = (race: Race, id: number | null, named?: { name: string } | null) =>
  id === null ? undefined : (named?.name ?? race.modalities?.find((m) => m.id === id)?.name);

export function categoryToConfig(category: Category, race: Race): CategoryConfig {
  return compact({
    race: race.code,
    name: category.name,
    type: category.type as CategoryConfig['type'],
    modality: modalityNameOf(race, category.modality_id, category.modality),
    category_group_id: category.category_group_id,
    sex: category.sex as CategoryConfig['sex'],
    age_min: category.age_min,
    age_max: category.age_max,
    award_count: category.award_count,
    is_pwd: category.is_pwd,
    is_team: category.is_team,
    sort_order: category.sort_order,
    status: category.status,
  });
}

export function prizeRuleToConfig(rule: PrizeRule, race: Race): PrizeRuleConfig {
  return compact({
    race: race.code,
    seq: rule.seq,
    ranking_type: rule.ranking_type as PrizeRuleConfig['ranking_type'],
    tipo_premiacao: rule.tipo_premiacao as PrizeRuleConfig['tipo_premiacao'],
    modality: modalityNameOf(race, rule.modality_id, rule.modality),
    ranking_cut: rule.ranking_cut,
    gender_filter: rule.gender_filter as PrizeRuleConfig['gender_filter'],
    pne_filter: rule.pne_filter,
    dupla_prem: (rule.dupla_prem ?? []) as PrizeRuleConfig['dupla_prem'],
    eqp_apuracao: rule.eqp_apuracao,
    eqp_n_melhores: rule.eqp_n_melhores,
    eqp_base_ranking: rule.eqp_base_ranking,
    status: rule.status,
  });
}
