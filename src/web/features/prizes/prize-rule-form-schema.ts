import { z } from 'zod/mini';
import { AWARD_KINDS, GENERIC_STATUSES, RANKING_TYPES, SEXES } from '@/contract/enums';
import {
  prizeRuleCreateSchema,
  type PrizeRuleCreate,
  type PrizeRuleUpdate,
} from '@/contract/prize-rules';
import type { PrizeRule } from '@/contract/races';
import { sendableWord } from '@/web/lib/hub-words';

/** "Every" in the filters' selects: the rule does not filter by it (null in the body). */
export const ALL = 'all';

/* What the inputs hold: selects as strings (ALL for no filter), numbers empty as null. */
const formShape = z.object({
  seq: z.nullable(z.number()),
  ranking_type: z.enum(RANKING_TYPES),
  ranking_cut: z.nullable(z.number()),
  tipo_premiacao: z.enum(AWARD_KINDS),
  dupla_prem: z.array(z.enum(AWARD_KINDS)),
  gender_filter: z.enum([ALL, ...SEXES]),
  pne_filter: z.string(),
  modality_id: z.string(),
  eqp_apuracao: z.string(),
  eqp_n_melhores: z.nullable(z.number()),
  eqp_base_ranking: z.string(),
  /** The hub's word as it came; the body sends only a known one (sendableWord). */
  status: z.string(),
});
export type PrizeRuleFormValues = z.input<typeof formShape>;

export function emptyPrizeRuleForm(): PrizeRuleFormValues {
  return {
    seq: null,
    ranking_type: 'overall',
    ranking_cut: 3,
    tipo_premiacao: 'trofeu',
    dupla_prem: [],
    gender_filter: ALL,
    pne_filter: ALL,
    modality_id: ALL,
    eqp_apuracao: '',
    eqp_n_melhores: null,
    eqp_base_ranking: '',
    status: 'active',
  };
}

const known = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** A rule as the form's starting values, to edit it. */
export function prizeRuleToForm(rule: PrizeRule): PrizeRuleFormValues {
  const empty = emptyPrizeRuleForm();
  return {
    seq: rule.seq,
    ranking_type: known(RANKING_TYPES, rule.ranking_type, empty.ranking_type),
    ranking_cut: rule.ranking_cut,
    tipo_premiacao: known(AWARD_KINDS, rule.tipo_premiacao, empty.tipo_premiacao),
    dupla_prem: (rule.dupla_prem ?? []).filter((kind): kind is (typeof AWARD_KINDS)[number] =>
      (AWARD_KINDS as readonly unknown[]).includes(kind),
    ),
    gender_filter: known([ALL, ...SEXES], rule.gender_filter, ALL),
    pne_filter: rule.pne_filter ?? ALL,
    modality_id: rule.modality_id == null ? ALL : String(rule.modality_id),
    eqp_apuracao: rule.eqp_apuracao ?? '',
    eqp_n_melhores: rule.eqp_n_melhores,
    eqp_base_ranking: rule.eqp_base_ranking ?? '',
    status: rule.status,
  };
}

type ParsedForm = z.output<typeof formShape>;
const orNull = (value: string) => (value === ALL || value.trim() === '' ? null : value.trim());

/** The body, every nullable field said (`null` clears it on an edit); team fields only for teams. */
function toBody(values: ParsedForm) {
  const team = values.ranking_type === 'team';
  return {
    seq: values.seq ?? undefined,
    ranking_type: values.ranking_type,
    ranking_cut: values.ranking_cut as number,
    tipo_premiacao: values.tipo_premiacao,
    dupla_prem: values.dupla_prem.length ? values.dupla_prem : null,
    gender_filter: values.gender_filter === ALL ? null : values.gender_filter,
    pne_filter: orNull(values.pne_filter),
    modality_id: values.modality_id === ALL ? null : Number(values.modality_id),
    eqp_apuracao: team ? orNull(values.eqp_apuracao) : null,
    eqp_n_melhores: team ? values.eqp_n_melhores : null,
    eqp_base_ranking: team ? orNull(values.eqp_base_ranking) : null,
    status: sendableWord(GENERIC_STATUSES, values.status),
  };
}

/** The form checks what the contract checks, on the body it will send, on the same fields. */
export function prizeRuleFormSchema(messages: { required: string }) {
  return z.pipe(
    formShape.check(
      z.superRefine((values, ctx) => {
        if (values.ranking_cut === null)
          ctx.addIssue({ code: 'custom', path: ['ranking_cut'], message: messages.required });
        const checked = prizeRuleCreateSchema.safeParse(toBody(values));
        if (checked.success) return;
        for (const issue of checked.error.issues)
          ctx.addIssue({
            code: 'custom',
            path: [String(issue.path[0] ?? 'ranking_type')],
            message: issue.message,
          });
      }),
    ),
    z.transform((values): PrizeRuleCreate & PrizeRuleUpdate =>
      prizeRuleCreateSchema.parse(toBody(values)),
    ),
  );
}
