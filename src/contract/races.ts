import { z } from 'zod/mini';
import {
  type FieldIssues,
  isoDateTime,
  issuesOn,
  looseBoolean,
  looseInt,
  looseNumber,
  looseString,
  nonNegativeInt,
  optionalText,
  positiveId,
  trimmed,
  hubDateTime,
} from './common';
import { GENERIC_STATUSES, RACE_TYPES, SCORING_TYPES, VACANCY_STATUSES } from './enums';
import { DISTANCE_MAX_KM, RACE_NAME_MAX, RACE_SHORT_TEXT_MAX } from './limits';

export const modalityRefSchema = z.object({ id: looseInt, name: looseString });
export const raceModalitySchema = z.extend(modalityRefSchema, {
  is_default: z._default(z.optional(looseBoolean), false),
});
export type RaceModality = z.infer<typeof raceModalitySchema>;

export const modalitySchema = z.object({
  id: looseInt,
  name: looseString,
  is_default: z._default(z.optional(looseBoolean), false),
});
export type Modality = z.infer<typeof modalitySchema>;

export const categorySchema = z.object({
  id: looseInt,
  race_id: looseInt,
  event_id: z.nullable(looseInt),
  name: looseString,
  type: looseString,
  modality_id: z.nullable(looseInt),
  category_group_id: z.nullable(looseString),
  sex: z.nullable(looseString),
  age_min: z.nullable(looseInt),
  age_max: z.nullable(looseInt),
  award_count: looseInt,
  is_pwd: looseBoolean,
  is_team: looseBoolean,
  sort_order: z.nullable(looseInt),
  status: looseString,
  created_at: hubDateTime,
  updated_at: hubDateTime,
  modality: z.optional(z.nullable(modalityRefSchema)),
});
export type Category = z.infer<typeof categorySchema>;

export const prizeRuleSchema = z.object({
  id: looseInt,
  race_id: looseInt,
  event_id: looseInt,
  seq: looseInt,
  modality_id: z.nullable(looseInt),
  ranking_type: looseString,
  ranking_cut: looseInt,
  gender_filter: z.nullable(looseString),
  pne_filter: z.nullable(looseString),
  dupla_prem: z.nullable(z.array(z.unknown())),
  tipo_premiacao: looseString,
  eqp_apuracao: z.nullable(looseString),
  eqp_n_melhores: z.nullable(looseInt),
  eqp_base_ranking: z.nullable(looseString),
  status: looseString,
  created_at: hubDateTime,
  updated_at: hubDateTime,
  modality: z.optional(z.nullable(modalityRefSchema)),
});
export type PrizeRule = z.infer<typeof prizeRuleSchema>;

export const raceSchema = z.object({
  id: looseInt,
  event_id: looseInt,
  code: looseString,
  name: looseString,
  distance: z.nullable(looseNumber),
  distance_label: z.nullable(looseString),
  sort_order: z.nullable(looseInt),
  starts_at: hubDateTime,
  type: z.nullable(looseString),
  scoring_type: looseString,
  duration_minutes: z.nullable(looseInt),
  lap_count: z.nullable(looseInt),
  lap_distance: z.nullable(looseNumber),
  registration_limit: z.nullable(looseInt),
  sem_classificacao: looseBoolean,
  status: looseString,
  results_status: looseString,
  created_at: hubDateTime,
  updated_at: hubDateTime,
  modalities: z.optional(z.array(raceModalitySchema)),
  categories: z.optional(z.array(categorySchema)),
  prize_rules: z.optional(z.array(prizeRuleSchema)),
  categories_count: z.optional(
    z.nullable(z.pipe(z.union([looseString, z.number()]), z.transform(String))),
  ),
});
export type Race = z.infer<typeof raceSchema>;

const shortText = optionalText(RACE_SHORT_TEXT_MAX);
/** Km: finite (JSON has no Infinity; 1e308 is finite but no race) and at most DISTANCE_MAX_KM. */
const distanceKm = z
  .number()
  .check(z.minimum(0), z.maximum(DISTANCE_MAX_KM, `No máximo ${DISTANCE_MAX_KM} km`));

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

export const raceCode = shortText.check(
  z.regex(/^[A-Za-z0-9_-]*$/, 'Use letras, números, - ou _'),
  z.refine((code) => code === '' || hasLetter(code), RACE_CODE_LETTER_MESSAGE),
);

/** The race body's fields, each with its own rules; the bodies add what is required. */
export const raceFields = {
  default_modality_id: z.nullish(positiveId),
  distance: z.nullish(distanceKm),
  distance_label: z.nullish(shortText),
  sort_order: z.nullish(nonNegativeInt),
  type: z.nullish(z.enum(RACE_TYPES)),
  scoring_type: z.optional(z.enum(SCORING_TYPES)),
  duration_minutes: z.nullish(nonNegativeInt),
  lap_count: z.nullish(nonNegativeInt),
  lap_distance: z.nullish(distanceKm),
  registration_limit: z.nullish(nonNegativeInt),
  sem_classificacao: z.optional(z.boolean()),
  modality_ids: z.optional(z.array(positiveId)),
  status: z.optional(z.enum(GENERIC_STATUSES)),
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
    code: z.optional(raceCode),
    starts_at: isoDateTime,
    ...raceFields,
  })
  .check(z.superRefine(issuesOn(raceScoringIssues)));
export type RaceCreate = z.infer<typeof raceCreateSchema>;

/**
 * `PATCH .../races/{race}` (extension): any field of the create body, with its rules; `null`
 * clears a nullable one. What involves two fields (scoring, dates against the event and its
 * batches) is checked by the hub on the race as it would be after the change.
 */
export const raceUpdateSchema = z.object({
  name: z.optional(trimmed(RACE_NAME_MAX)),
  code: z.optional(raceCode.check(z.minLength(1, 'Obrigatório'))),
  starts_at: z.optional(isoDateTime),
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
  registration_limit: z.nullable(looseInt),
  registrations_count: looseInt,
  vacancy: z.looseObject({
    available: z.optional(z.nullable(looseInt)),
    unlimited: z.optional(looseBoolean),
    percent_filled: z.optional(z.nullable(looseNumber)),
    status: z.optional(looseString),
  }),
});
export type Vacancy = z.infer<typeof vacancySchema>;

export const checkpointSchema = z.looseObject({
  id: looseInt,
  event_id: z.optional(looseInt),
  race_id: z.optional(looseInt),
  code: z.optional(looseString),
  name: z.optional(looseString),
  distance: z.optional(z.nullable(looseNumber)),
  sort_order: z.optional(z.nullable(looseInt)),
  created_at: z.optional(hubDateTime),
  updated_at: z.optional(hubDateTime),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

/** What the reference hub sends for vacancy: the spec documents the counts as strings. */
export const vacancyWireSchema = z.object({
  race_id: z.string(),
  registration_limit: z.nullable(z.string()),
  registrations_count: z.string(),
  vacancy: z.object({
    available: z.nullable(z.int()),
    unlimited: z.boolean(),
    percent_filled: z.nullable(z.number()),
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
