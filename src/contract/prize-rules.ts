import { z } from 'zod/mini';
import { issuesOn, optionalText, positiveId, type FieldIssues } from './common';
import { AWARD_KINDS, GENERIC_STATUSES, RANKING_TYPES, SEXES } from './enums';
import {
  PRIZE_RANKING_CUT_MAX,
  PRIZE_SEQ_MAX,
  PRIZE_SHORT_TEXT_MAX,
  PRIZE_TEAM_BEST_MAX,
} from './limits';

const between = (min: number, max: number) =>
  z.int().check(z.minimum(min, `No mínimo ${min}`), z.maximum(max, `No máximo ${max}`));
const shortCode = z.nullish(optionalText(PRIZE_SHORT_TEXT_MAX));

/** The prize rule body's fields, each with its own rules (the rule's race is the path's). */
const prizeRuleFields = {
  /** The rule's number in the race (its order); the next free one when absent. */
  seq: z.optional(between(1, PRIZE_SEQ_MAX)),
  modality_id: z.nullish(positiveId),
  ranking_cut: between(1, PRIZE_RANKING_CUT_MAX),
  gender_filter: z.nullish(z.enum(SEXES)),
  pne_filter: shortCode,
  /** What the same places get on top of `tipo_premiacao`. */
  dupla_prem: z.nullish(
    z.array(z.enum(AWARD_KINDS)).check(
      z.maxLength(AWARD_KINDS.length),
      z.refine((kinds) => new Set(kinds).size === kinds.length, 'Prêmio repetido'),
    ),
  ),
  eqp_apuracao: shortCode,
  eqp_n_melhores: z.nullish(between(1, PRIZE_TEAM_BEST_MAX)),
  eqp_base_ranking: shortCode,
  status: z.optional(z.enum(GENERIC_STATUSES)),
};

type PrizeRuleShape = {
  ranking_type?: string | null;
  tipo_premiacao?: string | null;
  dupla_prem?: readonly string[] | null;
  eqp_apuracao?: string | null;
  eqp_n_melhores?: number | null;
  eqp_base_ranking?: string | null;
};

/** Rules between a prize rule's fields, per field: checked on the body and on a merged rule. */
export function prizeRuleIssues(rule: PrizeRuleShape): FieldIssues {
  const issues: FieldIssues = [];
  if (rule.tipo_premiacao && rule.dupla_prem?.includes(rule.tipo_premiacao))
    issues.push(['dupla_prem', 'O prêmio principal não se repete como prêmio extra']);
  if (rule.ranking_type && rule.ranking_type !== 'team')
    for (const field of ['eqp_apuracao', 'eqp_n_melhores', 'eqp_base_ranking'] as const)
      if (rule[field] != null && rule[field] !== '')
        issues.push([field, 'Só para premiação por equipe']);
  return issues;
}

/** `POST .../races/{race}/prize-rules` (extension). */
export const prizeRuleCreateSchema = z
  .object({
    ranking_type: z.enum(RANKING_TYPES),
    tipo_premiacao: z.enum(AWARD_KINDS),
    ...prizeRuleFields,
  })
  .check(z.superRefine(issuesOn(prizeRuleIssues)));
export type PrizeRuleCreate = z.infer<typeof prizeRuleCreateSchema>;

/**
 * `PATCH .../prize-rules/{rule}` (extension): any field of the create body; the hub checks the
 * rule as it would be after the change (and that no other rule of the race repeats it).
 */
export const prizeRuleUpdateSchema = z.object({
  ranking_type: z.optional(z.enum(RANKING_TYPES)),
  tipo_premiacao: z.optional(z.enum(AWARD_KINDS)),
  ...prizeRuleFields,
  ranking_cut: z.optional(prizeRuleFields.ranking_cut),
});
export type PrizeRuleUpdate = z.infer<typeof prizeRuleUpdateSchema>;
