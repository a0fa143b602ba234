import { z } from 'zod/mini';
import {
  issuesOn,
  looseInt,
  nonNegativeInt,
  optionalText,
  positiveId,
  trimmed,
  type FieldIssues,
} from './common';
import { CATEGORY_TYPES, GENERIC_STATUSES, SEXES } from './enums';
import { AGE_MAX, CATEGORY_AWARD_COUNT_MAX, CATEGORY_GROUP_MAX, CATEGORY_MAX } from './limits';

const upTo = (max: number) =>
  z.int().check(z.minimum(0, 'No mínimo 0'), z.maximum(max, `No máximo ${max}`));

/** The category body's fields, each with its own rules (the category's race is the path's). */
const categoryFields = {
  type: z.optional(z.enum(CATEGORY_TYPES)),
  modality_id: z.nullish(positiveId),
  category_group_id: z.nullish(optionalText(CATEGORY_GROUP_MAX)),
  sex: z.nullish(z.enum(SEXES)),
  age_min: z.nullish(upTo(AGE_MAX)),
  age_max: z.nullish(upTo(AGE_MAX)),
  award_count: z.optional(upTo(CATEGORY_AWARD_COUNT_MAX)),
  is_pwd: z.optional(z.boolean()),
  is_team: z.optional(z.boolean()),
  /** The category's place in the race's order; after the last one when absent. */
  sort_order: z.nullish(nonNegativeInt),
  status: z.optional(z.enum(GENERIC_STATUSES)),
};

/** Rules between a category's fields, per field: checked on the body and on a merged category. */
export function categoryIssues(category: {
  age_min?: number | null;
  age_max?: number | null;
}): FieldIssues {
  const { age_min: min, age_max: max } = category;
  return min != null && max != null && max < min
    ? [['age_max', `A idade máxima não pode ser menor que a mínima (${min})`]]
    : [];
}

/** `POST .../races/{race}/categories` (extension). */
export const categoryCreateSchema = z
  .object({ name: trimmed(CATEGORY_MAX), ...categoryFields })
  .check(z.superRefine(issuesOn(categoryIssues)));
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/**
 * `PATCH .../categories/{category}` (extension): any field of the create body; the hub checks
 * the category as it would be after the change (ages, name and range against the race's others).
 */
export const categoryUpdateSchema = z.object({
  name: z.optional(trimmed(CATEGORY_MAX)),
  ...categoryFields,
});
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** The 409 `in_use` of a category's DELETE: registrations, results, the prize rules' numbers. */
export const categoryInUseDetailsSchema = z.object({
  registrations: looseInt,
  results: looseInt,
  prize_rules: z.array(looseInt),
});
