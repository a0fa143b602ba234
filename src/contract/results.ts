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
  INT4_MAX,
  MAX_RESULTS_PER_IMPORT,
  MODALITY_MAX,
  PER_PAGE_DEFAULT,
  PERSON_NAME_MAX,
  RACE_TIME_MAX_MS,
  RESULTS_PER_PAGE_MAX,
  SPLITS_MAX,
  TEAM_MAX,
} from './limits';
import { importItemsSchema, refuseField, type ImportColumn } from './imports';
import { isRaceTimeInRange, msToRaceTime, RACE_TIME_PATTERN } from './time';

const RACE_TIME_MESSAGE = 'Tempo inválido, use HH:MM:SS ou HH:MM:SS.mmm';
const RACE_TIME_MAX_MESSAGE = `Tempo acima do máximo (${msToRaceTime(RACE_TIME_MAX_MS)})`;
const raceTime = z
  .string()
  .trim()
  .regex(RACE_TIME_PATTERN, RACE_TIME_MESSAGE)
  .refine(isRaceTimeInRange, RACE_TIME_MAX_MESSAGE);

/** `-`, `--`, `--:--:--`, `—` or nothing where a split time would be: a mat that missed the runner. */
const SPLIT_GAP = /^(?:|-+|—+|–+|-+:-+(?::-+)?)$/;
export const isSplitGap = (time: string): boolean => SPLIT_GAP.test(time.trim());

/** Checkpoint columns: each one split, named by its header, whose cells are times. */
export const RESULT_SPLITS = { max: SPLITS_MAX, checkpointMax: CHECKPOINT_NAME_MAX } as const;

export const splitSchema = z.object({
  checkpoint: trimmed(RESULT_SPLITS.checkpointMax),
  time: raceTime,
});
const splitOrGap = splitSchema.extend({
  time: z
    .string()
    .trim()
    .refine((v) => isSplitGap(v) || RACE_TIME_PATTERN.test(v), RACE_TIME_MESSAGE)
    .refine((v) => isSplitGap(v) || isRaceTimeInRange(v), RACE_TIME_MAX_MESSAGE),
});

/** A place: int4, from 1. */
const PLACE = { type: 'integer', min: 1, max: INT4_MAX } as const;

/**
 * The columns of a results file, in the order the mapping offers them, and what each holds:
 * the item schema below and the dashboard's spreadsheet checks both read them. Besides these,
 * any number of checkpoint columns (`RESULT_SPLITS`); `modality_id` comes from the request.
 */
export const RESULT_IMPORT_COLUMNS = {
  /** How the hub finds the registration the result belongs to. */
  bib: { type: 'text', max: BIB_MAX, required: true, unique: true },
  /** `finished` when the file says nothing. */
  status: { type: 'enum', values: RESULT_STATUSES },
  /** Chip time, from crossing the start to the finish: required of who finished. */
  net_time: { type: 'time' },
  /** Official time, from the gun. */
  gun_time: { type: 'time' },
  name: { type: 'text', max: PERSON_NAME_MAX },
  category: { type: 'text', max: CATEGORY_MAX },
  modality: { type: 'text', max: MODALITY_MAX },
  overall_position: PLACE,
  /** Extension: place among the same sex. */
  gender_position: PLACE,
  category_position: PLACE,
  /** Extensions: what timing exports carry next to the times. */
  sex: { type: 'enum', values: SEXES },
  age: { type: 'integer', min: 0, max: AGE_MAX },
  team: { type: 'text', max: TEAM_MAX },
} as const satisfies Record<string, ImportColumn>;
export type ResultImportColumn = keyof typeof RESULT_IMPORT_COLUMNS;

const column = RESULT_IMPORT_COLUMNS;
/** Places are int4 and start at 1. */
const position = int4(PLACE.min);
export const resultImportItemSchema = z
  .object({
    bib: trimmed(column.bib.max),
    status: z.enum(column.status.values).default('finished'),
    net_time: raceTime.optional(),
    gun_time: raceTime.optional(),
    name: optionalText(column.name.max).optional(),
    category: optionalText(column.category.max).optional(),
    modality: optionalText(column.modality.max).optional(),
    modality_id: positiveId.optional(),
    overall_position: position.optional(),
    gender_position: position.optional(),
    category_position: position.optional(),
    sex: z.enum(column.sex.values).optional(),
    age: int4(column.age.min).max(column.age.max, `No máximo ${column.age.max}`).optional(),
    team: optionalText(column.team.max).optional(),
    /** Splits whose time is a gap mark are not splits: dropped, the others kept. */
    splits: z
      .array(splitOrGap)
      .max(RESULT_SPLITS.max, `No máximo ${RESULT_SPLITS.max} parciais`)
      .transform((splits) => splits.filter((split) => !isSplitGap(split.time)))
      .optional(),
  } satisfies Record<ResultImportColumn | 'modality_id' | 'splits', z.ZodType>)
  .superRefine((item, ctx) => {
    if (item.status === 'finished' && !item.net_time)
      refuseField(ctx, 'net_time', 'Obrigatório para quem terminou a prova');
  });
export type ResultImportItem = z.infer<typeof resultImportItemSchema>;
export type ResultImportItemInput = z.input<typeof resultImportItemSchema>;

export const resultImportRequestSchema = z.object({
  results: importItemsSchema(MAX_RESULTS_PER_IMPORT, { one: 'um resultado', many: 'resultados' }),
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
