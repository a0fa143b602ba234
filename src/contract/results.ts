import { z } from 'zod/mini';
import {
  int4,
  looseInt,
  looseNumber,
  looseString,
  optionalText,
  paginationQuerySchema,
  positiveId,
  trimmed,
  hubDateTime,
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
  .check(
    z.trim(),
    z.regex(RACE_TIME_PATTERN, RACE_TIME_MESSAGE),
    z.refine(isRaceTimeInRange, RACE_TIME_MAX_MESSAGE),
  );

/** `-`, `--`, `--:--:--`, `—` or nothing where a split time would be: a mat that missed the runner. */
const SPLIT_GAP = /^(?:|-+|—+|–+|-+:-+(?::-+)?)$/;
export const isSplitGap = (time: string): boolean => SPLIT_GAP.test(time.trim());

/** Checkpoint columns: each one split, named by its header, whose cells are times. */
export const RESULT_SPLITS = { max: SPLITS_MAX, checkpointMax: CHECKPOINT_NAME_MAX } as const;

export const splitSchema = z.object({
  checkpoint: trimmed(RESULT_SPLITS.checkpointMax),
  time: raceTime,
});
const splitOrGap = z.extend(splitSchema, {
  time: z.string().check(
    z.trim(),
    z.refine((v) => isSplitGap(v) || RACE_TIME_PATTERN.test(v), RACE_TIME_MESSAGE),
    z.refine((v) => isSplitGap(v) || isRaceTimeInRange(v), RACE_TIME_MAX_MESSAGE),
  ),
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
    status: z._default(z.enum(column.status.values), 'finished'),
    net_time: z.optional(raceTime),
    gun_time: z.optional(raceTime),
    name: z.optional(optionalText(column.name.max)),
    category: z.optional(optionalText(column.category.max)),
    modality: z.optional(optionalText(column.modality.max)),
    modality_id: z.optional(positiveId),
    overall_position: z.optional(position),
    gender_position: z.optional(position),
    category_position: z.optional(position),
    sex: z.optional(z.enum(column.sex.values)),
    age: z.optional(
      int4(column.age.min).check(z.maximum(column.age.max, `No máximo ${column.age.max}`)),
    ),
    team: z.optional(optionalText(column.team.max)),
    /** Splits whose time is a gap mark are not splits: dropped, the others kept. */
    splits: z.optional(
      z.pipe(
        z
          .array(splitOrGap)
          .check(z.maxLength(RESULT_SPLITS.max, `No máximo ${RESULT_SPLITS.max} parciais`)),
        z.transform((splits: z.output<typeof splitOrGap>[]) =>
          splits.filter((split) => !isSplitGap(split.time)),
        ),
      ),
    ),
  } satisfies Record<ResultImportColumn | 'modality_id' | 'splits', z.core.$ZodType>)
  .check(
    z.superRefine((item, ctx) => {
      if (item.status === 'finished' && !item.net_time)
        refuseField(ctx, 'net_time', 'Obrigatório para quem terminou a prova');
    }),
  );
export type ResultImportItem = z.infer<typeof resultImportItemSchema>;
export type ResultImportItemInput = z.input<typeof resultImportItemSchema>;

export const resultImportRequestSchema = z.object({
  results: importItemsSchema(MAX_RESULTS_PER_IMPORT, { one: 'um resultado', many: 'resultados' }),
  modality_id: z.nullish(positiveId),
  modality: z.nullish(optionalText(MODALITY_MAX)),
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
export const resultListQuerySchema = z.extend(paginationQuerySchema, {
  per_page: z._default(
    z.coerce
      .number()
      .check(
        z.int(),
        z.minimum(1),
        z.maximum(RESULTS_PER_PAGE_MAX, `No máximo ${RESULTS_PER_PAGE_MAX}`),
      ),
    PER_PAGE_DEFAULT,
  ),
  status: z.optional(z.enum(RESULT_STATUSES)),
  sex: z.optional(z.enum(SEXES)),
  category: z.optional(trimmed(CATEGORY_MAX)),
});
export type ResultListQuery = z.infer<typeof resultListQuerySchema>;

/** A split as read back: the checkpoint's name and distance (km, null when unknown). */
export const resultSplitSchema = z.object({
  checkpoint_id: looseInt,
  checkpoint: looseString,
  distance: z.nullable(looseNumber),
  time: looseString,
});
export type ResultSplit = z.infer<typeof resultSplitSchema>;

/** A result as read back; times `HH:MM:SS[.mmm]`, places null when there are none. */
export const resultSchema = z.looseObject({
  id: looseInt,
  race_id: looseInt,
  bib: looseString,
  registration_id: z.optional(z.nullable(looseInt)),
  name: z.optional(z.nullable(looseString)),
  status: looseString,
  net_time: z.nullable(looseString),
  gun_time: z.nullable(looseString),
  category: z.optional(z.nullable(looseString)),
  modality_id: z.optional(z.nullable(looseInt)),
  overall_position: z.nullable(looseInt),
  gender_position: z.optional(z.nullable(looseInt)),
  category_position: z.optional(z.nullable(looseInt)),
  sex: z.optional(z.nullable(looseString)),
  age: z.optional(z.nullable(looseInt)),
  team: z.optional(z.nullable(looseString)),
  splits: z.array(resultSplitSchema),
  created_at: z.optional(hubDateTime),
  updated_at: z.optional(hubDateTime),
});
export type Result = z.infer<typeof resultSchema>;

/**
 * `GET /events/{event}/bibs` (extension): every bib given in the event, by race, whatever the
 * registration's status, as the hub matches results to registrations. What a results file is
 * checked against before it is sent.
 */
export const raceBibsSchema = z.object({
  race_id: looseInt,
  race: looseString,
  bibs: z.array(looseString),
});
export type RaceBibs = z.infer<typeof raceBibsSchema>;
