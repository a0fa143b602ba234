import { z } from 'zod';
import {
  int4,
  looseInt,
  looseNumber,
  optionalText,
  paginationQuerySchema,
  positiveId,
  trimmed,
} from './common';
import { RESULT_STATUSES, SEXES } from './enums';
import {
  AGE_MAX,
  BIB_MAX,
  CATEGORY_MAX,
  CHECKPOINT_NAME_MAX,
  MAX_RESULTS_PER_IMPORT,
  MODALITY_MAX,
  PER_PAGE_DEFAULT,
  PERSON_NAME_MAX,
  RACE_TIME_MAX_MS,
  RESULTS_PER_PAGE_MAX,
  SPLITS_MAX,
  TEAM_MAX,
} from './limits';
import { isRaceTimeInRange, msToRaceTime, RACE_TIME_PATTERN } from './time';

const RACE_TIME_MESSAGE = 'Tempo inválido, use HH:MM:SS ou HH:MM:SS.mmm';
const RACE_TIME_MAX_MESSAGE = `Tempo acima do máximo (${msToRaceTime(RACE_TIME_MAX_MS)})`;
const raceTime = z
  .string()
  .trim()
  .regex(RACE_TIME_PATTERN, RACE_TIME_MESSAGE)
  .refine(isRaceTimeInRange, RACE_TIME_MAX_MESSAGE);
/** Places are int4 and start at 1. */
const position = int4(1);

/** `-`, `--`, `--:--:--`, `—` or nothing where a split time would be: a mat that missed the runner. */
const SPLIT_GAP = /^(?:|-+|—+|–+|-+:-+(?::-+)?)$/;
export const isSplitGap = (time: string): boolean => SPLIT_GAP.test(time.trim());

export const splitSchema = z.object({
  checkpoint: trimmed(CHECKPOINT_NAME_MAX),
  time: raceTime,
});
const splitOrGap = splitSchema.extend({
  time: z
    .string()
    .trim()
    .refine((v) => isSplitGap(v) || RACE_TIME_PATTERN.test(v), RACE_TIME_MESSAGE)
    .refine((v) => isSplitGap(v) || isRaceTimeInRange(v), RACE_TIME_MAX_MESSAGE),
});

export const resultImportItemSchema = z
  .object({
    bib: trimmed(BIB_MAX),
    status: z.enum(RESULT_STATUSES).default('finished'),
    net_time: raceTime.optional(),
    gun_time: raceTime.optional(),
    name: optionalText(PERSON_NAME_MAX).optional(),
    category: optionalText(CATEGORY_MAX).optional(),
    modality: optionalText(MODALITY_MAX).optional(),
    modality_id: positiveId.optional(),
    overall_position: position.optional(),
    /** Extension: place among the same sex. */
    gender_position: position.optional(),
    category_position: position.optional(),
    /** Extensions: what timing exports carry next to the times. */
    sex: z.enum(SEXES).optional(),
    age: int4(0).max(AGE_MAX, `No máximo ${AGE_MAX}`).optional(),
    team: optionalText(TEAM_MAX).optional(),
    /** Splits whose time is a gap mark are not splits: dropped, the others kept. */
    splits: z
      .array(splitOrGap)
      .max(SPLITS_MAX, `No máximo ${SPLITS_MAX} parciais`)
      .transform((splits) => splits.filter((split) => !isSplitGap(split.time)))
      .optional(),
  })
  .superRefine((item, ctx) => {
    if (item.status === 'finished' && !item.net_time)
      ctx.addIssue({
        code: 'custom',
        path: ['net_time'],
        message: 'Obrigatório para quem terminou a prova',
      });
  });
export type ResultImportItem = z.infer<typeof resultImportItemSchema>;
export type ResultImportItemInput = z.input<typeof resultImportItemSchema>;

export const resultImportRequestSchema = z.object({
  results: z
    .array(z.unknown(), 'Envie uma lista de resultados')
    .min(1, 'Envie pelo menos um resultado')
    .max(MAX_RESULTS_PER_IMPORT, `No máximo ${MAX_RESULTS_PER_IMPORT} resultados por requisição`),
  modality_id: positiveId.nullish(),
  modality: optionalText(MODALITY_MAX).nullish(),
});

const HALF_MARATHON_KM = 21.0975;
const MARATHON_KM = 42.195;
const MILE_KM = 1.609344;

/**
 * The distance a checkpoint's name gives, in km: `5K`, `10 km`, `Km 5`, `KM21`, `15,5 km`,
 * `Half`/`Meia` (21.0975), `Marathon`/`Maratona` (42.195), `10 mi`; null for `Split 3`.
 */
export function checkpointDistanceKm(name: string): number | null {
  const s = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  if (/^(half|meia)(\s*(marathon|maratona))?$/.test(s)) return HALF_MARATHON_KM;
  if (/^(marathon|maratona|full)$/.test(s)) return MARATHON_KM;
  const m = /^(\d+(?:[.,]\d+)?)\s*(k|km|mi)$/.exec(s) ?? /^(km)\s*(\d+(?:[.,]\d+)?)$/.exec(s);
  if (!m) return null;
  const [number, unit] = m[1] === 'km' ? [m[2], 'km'] : [m[1], m[2]];
  const value = Number(number.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  return unit === 'mi' ? Math.round(value * MILE_KM * 1000) / 1000 : value;
}

/* ---------- read back (extension) ---------- */

/** `GET .../races/{race}/results`: pages of up to 1000, filters by status, sex and category. */
export const resultListQuerySchema = paginationQuerySchema.extend({
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(RESULTS_PER_PAGE_MAX, `No máximo ${RESULTS_PER_PAGE_MAX}`)
    .default(PER_PAGE_DEFAULT),
  status: z.enum(RESULT_STATUSES).optional(),
  sex: z.enum(SEXES).optional(),
  category: trimmed(CATEGORY_MAX).optional(),
});
export type ResultListQuery = z.infer<typeof resultListQuerySchema>;

/** A split as read back: the checkpoint's name and distance (km, null when unknown). */
export const resultSplitSchema = z.object({
  checkpoint_id: looseInt,
  checkpoint: z.string(),
  distance: looseNumber.nullable(),
  time: z.string(),
});
export type ResultSplit = z.infer<typeof resultSplitSchema>;

/** A result as read back; times `HH:MM:SS[.mmm]`, places null when there are none. */
export const resultSchema = z.looseObject({
  id: looseInt,
  race_id: looseInt,
  bib: z.string(),
  registration_id: looseInt.nullable().optional(),
  name: z.string().nullable().optional(),
  status: z.string(),
  net_time: z.string().nullable(),
  gun_time: z.string().nullable(),
  category: z.string().nullable().optional(),
  modality_id: looseInt.nullable().optional(),
  overall_position: looseInt.nullable(),
  gender_position: looseInt.nullable().optional(),
  category_position: looseInt.nullable().optional(),
  sex: z.string().nullable().optional(),
  age: looseInt.nullable().optional(),
  team: z.string().nullable().optional(),
  splits: z.array(resultSplitSchema),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Result = z.infer<typeof resultSchema>;

/**
 * `GET /events/{event}/bibs` (extension): every bib given in the event, by race, whatever the
 * registration's status, as the hub matches results to registrations. What a results file is
 * checked against before it is sent.
 */
export const raceBibsSchema = z.object({
  race_id: looseInt,
  race: z.string(),
  bibs: z.array(z.string()),
});
export type RaceBibs = z.infer<typeof raceBibsSchema>;
