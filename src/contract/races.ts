import { z } from 'zod';
import {
  issuesOn,
  type FieldIssues,
  looseBoolean,
  looseInt,
  looseNumber,
  isoDateTime,
  nonNegativeInt,
  positiveId,
  optionalText,
  trimmed,
} from './common';
import { GENERIC_STATUSES, RACE_TYPES, SCORING_TYPES, VACANCY_STATUSES } from './enums';
import { DISTANCE_MAX_KM, RACE_NAME_MAX, RACE_SHORT_TEXT_MAX } from './limits';

export const modalityRefSchema = z.object({ id: looseInt, name: z.string() });
export const raceModalitySchema = modalityRefSchema.extend({
  is_default: looseBoolean.optional().default(false),
});
export type RaceModality = z.infer<typeof raceModalitySchema>;

export const modalitySchema = z.object({
  id: looseInt,
  name: z.string(),
  is_default: looseBoolean.optional().default(false),
});
export type Modality = z.infer<typeof modalitySchema>;

export const categorySchema = z.object({
  id: looseInt,
  race_id: looseInt,
  event_id: looseInt.nullable(),
  name: z.string(),
  type: z.string(),
  modality_id: looseInt.nullable(),
  category_group_id: z.string().nullable(),
  sex: z.string().nullable(),
  age_min: looseInt.nullable(),
  age_max: looseInt.nullable(),
  award_count: looseInt,
  is_pwd: looseBoolean,
  is_team: looseBoolean,
  sort_order: looseInt.nullable(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  modality: modalityRefSchema.nullable().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const prizeRuleSchema = z.object({
  id: looseInt,
  race_id: looseInt,
  event_id: looseInt,
  seq: looseInt,
  modality_id: looseInt.nullable(),
  ranking_type: z.string(),
  ranking_cut: looseInt,
  gender_filter: z.string().nullable(),
  pne_filter: z.string().nullable(),
  dupla_prem: z.array(z.unknown()).nullable(),
  tipo_premiacao: z.string(),
  eqp_apuracao: z.string().nullable(),
  eqp_n_melhores: looseInt.nullable(),
  eqp_base_ranking: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  modality: modalityRefSchema.nullable().optional(),
});
export type PrizeRule = z.infer<typeof prizeRuleSchema>;

export const raceSchema = z.object({
  id: looseInt,
  event_id: looseInt,
  code: z.string(),
  name: z.string(),
  distance: looseNumber.nullable(),
  distance_label: z.string().nullable(),
  sort_order: looseInt.nullable(),
  starts_at: z.string(),
  type: z.string().nullable(),
  scoring_type: z.string(),
  duration_minutes: looseInt.nullable(),
  lap_count: looseInt.nullable(),
  lap_distance: looseNumber.nullable(),
  registration_limit: looseInt.nullable(),
  sem_classificacao: looseBoolean,
  status: z.string(),
  results_status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  modalities: z.array(raceModalitySchema).optional(),
  categories: z.array(categorySchema).optional(),
  prize_rules: z.array(prizeRuleSchema).optional(),
  categories_count: z.union([z.string(), z.number()]).transform(String).nullable().optional(),
});
export type Race = z.infer<typeof raceSchema>;

const shortText = optionalText(RACE_SHORT_TEXT_MAX);
/** Km: finite (JSON has no Infinity; 1e308 is finite but no race) and at most DISTANCE_MAX_KM. */
const distanceKm = z.number().min(0).max(DISTANCE_MAX_KM, `No máximo ${DISTANCE_MAX_KM} km`);

/**
 * `{race}` all digits is an id (decisions), so a code always holds a letter: one that did
 * not would name another race, the one with that id.
 */
export const hasLetter = (code: string): boolean => /[A-Za-z]/.test(code);
export const RACE_CODE_LETTER_MESSAGE =
  'O código precisa de pelo menos uma letra (só números é lido como id)';

/**
 * The code a race gets when none is sent: `10` km -> `10K`, `21.0975` -> `21_0975K`; without
 * a distance, the name's letters and digits (`Meia Maratona` -> `MEIA-MARATONA`), with an `R`
 * in front when they are digits only (`2027` -> `R2027`). The caller makes it unique.
 */
export function raceCodeBase(distance: number | null | undefined, name: string): string {
  // Rounded so a tiny distance never prints as `1e-7`; up to 1000 km no exponent appears.
  const km = distance != null && Number.isFinite(distance) ? Number(distance.toFixed(4)) : 0;
  if (km > 0 && km <= DISTANCE_MAX_KM) return `${String(km).replace('.', '_')}K`;
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 14) || 'PROVA';
  return hasLetter(base) ? base : `R${base}`;
}

export const raceCode = shortText
  .regex(/^[A-Za-z0-9_-]*$/, 'Use letras, números, - ou _')
  .refine((code) => code === '' || hasLetter(code), RACE_CODE_LETTER_MESSAGE);

/** The race body's fields, each with its own rules; the bodies add what is required. */
export const raceFields = {
  default_modality_id: positiveId.nullish(),
  distance: distanceKm.nullish(),
  distance_label: shortText.nullish(),
  sort_order: nonNegativeInt.nullish(),
  type: z.enum(RACE_TYPES).nullish(),
  scoring_type: z.enum(SCORING_TYPES).optional(),
  duration_minutes: nonNegativeInt.nullish(),
  lap_count: nonNegativeInt.nullish(),
  lap_distance: distanceKm.nullish(),
  registration_limit: nonNegativeInt.nullish(),
  sem_classificacao: z.boolean().optional(),
  modality_ids: z.array(positiveId).optional(),
  status: z.enum(GENERIC_STATUSES).optional(),
};

type RaceScoring = Partial<
  Record<'lap_count' | 'lap_distance' | 'duration_minutes', number | null | undefined>
> & { scoring_type?: string | null };

/** What a scoring type needs (laps: count and distance; fixed time: minutes), per field. */
export function raceScoringIssues(race: RaceScoring): FieldIssues {
  const issues: FieldIssues = [];
  if (race.scoring_type === 'laps') {
    if (race.lap_count == null) issues.push(['lap_count', 'Obrigatório para prova por voltas']);
    if (race.lap_distance == null)
      issues.push(['lap_distance', 'Obrigatório para prova por voltas']);
  }
  if (race.scoring_type === 'fixed_time' && race.duration_minutes == null)
    issues.push(['duration_minutes', 'Obrigatório para prova por tempo fixo']);
  return issues;
}

export const raceCreateSchema = z
  .object({
    name: trimmed(RACE_NAME_MAX),
    code: raceCode.optional(),
    starts_at: isoDateTime,
    ...raceFields,
  })
  .superRefine(issuesOn(raceScoringIssues));
export type RaceCreate = z.infer<typeof raceCreateSchema>;

/**
 * `PATCH .../races/{race}` (extension): any field of the create body, with its rules; `null`
 * clears a nullable one. What involves two fields (scoring, dates against the event and its
 * batches) is checked by the hub on the race as it would be after the change.
 */
export const raceUpdateSchema = z.object({
  name: trimmed(RACE_NAME_MAX).optional(),
  code: raceCode.min(1, 'Obrigatório').optional(),
  starts_at: isoDateTime.optional(),
  ...raceFields,
});
export type RaceUpdate = z.infer<typeof raceUpdateSchema>;

/** The 409 `in_use` of a race's DELETE: what keeps it. */
export const raceInUseDetailsSchema = z.object({ registrations: looseInt, results: looseInt });

/** `10` -> `10 km`, `21.0975` -> `21,1 km`, `0.5` -> `500 m`: the label a race is known by. */
export function suggestDistanceLabel(km: number | null | undefined): string {
  if (km == null || !Number.isFinite(km) || km <= 0) return '';
  if (km < 1) return `${Math.round(km * 1000)} m`;
  const rounded = Math.round(km * 10) / 10;
  return `${String(rounded).replace('.', ',')} km`;
}

/** Vacancy: the spec sends the first three as strings; coerced here. */
export const vacancySchema = z.object({
  race_id: looseInt,
  registration_limit: looseInt.nullable(),
  registrations_count: looseInt,
  vacancy: z.looseObject({
    available: looseInt.nullable().optional(),
    unlimited: looseBoolean.optional(),
    percent_filled: looseNumber.nullable().optional(),
    status: z.string().optional(),
  }),
});
export type Vacancy = z.infer<typeof vacancySchema>;

export const checkpointSchema = z.looseObject({
  id: looseInt,
  event_id: looseInt.optional(),
  race_id: looseInt.optional(),
  code: z.string().optional(),
  name: z.string().optional(),
  distance: looseNumber.nullable().optional(),
  sort_order: looseInt.nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

/** What the reference hub sends for vacancy: the spec documents the counts as strings. */
export const vacancyWireSchema = z.object({
  race_id: z.string(),
  registration_limit: z.string().nullable(),
  registrations_count: z.string(),
  vacancy: z.object({
    available: z.number().int().nullable(),
    unlimited: z.boolean(),
    percent_filled: z.number().nullable(),
    status: z.enum(VACANCY_STATUSES),
  }),
});

/** Vacancy status from counts: `low` when under 10 % of the limit is left. */
export function vacancyOf(limit: number | null, registered: number) {
  if (limit === null)
    return { available: null, unlimited: true, percent_filled: null, status: 'unlimited' as const };
  const available = Math.max(0, limit - registered);
  const percent = limit === 0 ? 100 : Math.round((registered / limit) * 1000) / 10;
  const status =
    available === 0
      ? ('full' as const)
      : available < limit * 0.1
        ? ('low' as const)
        : ('open' as const);
  return { available, unlimited: false, percent_filled: percent, status };
}
