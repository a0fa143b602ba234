import { z } from 'zod/mini';
import { batchFields, batchName, batchWindowIssues, maxInstallments } from './batches';
import { categoryCreateSchema, categoryIssues } from './categories';
import { int4, isoDateTime, issuesOn, trimmed } from './common';
import { DISCOUNT_VALUE_TYPES } from './enums';
import { legalDiscountInputSchema } from './legal-discounts';
import { prizeRuleCreateSchema, prizeRuleIssues } from './prize-rules';
import { LEGAL_DISCOUNTS_MIN, MODALITY_MAX, RACE_NAME_MAX } from './limits';
import { raceCode, raceFields, raceScoringIssues } from './races';
import { registrationFieldCreateSchema } from './registration-fields';
import { isoDateSchema } from './registrations';
import { retentionPutSchema } from './retention';

/*
 * An event's configuration as a file (issue 17, "event as code"): what `export` writes and
 * `plan`/`apply` read, for a person, a command-line tool or an agent. The same rules as the API's
 * bodies, with what only one hub knows replaced by what a person reads: races are named by
 * code, a batch's prices are keyed by race code, modalities by name. Ids never appear, so a file
 * exported from one hub applies to another.
 */

export const EVENT_CONFIG_VERSION = 1;

/**
 * A word the spec leaves open (a status, a race's type or scoring): the hub's own, as it came.
 * A file exported from a hub with other words than ours still plans; the hub it is applied to
 * decides whether it takes them (the reference hub's bodies keep to its words).
 */
const hubWord = z.string().check(z.trim(), z.minLength(1, 'Obrigatório'));

const {
  default_modality_id: _defaultModalityId,
  modality_ids: _modalityIds,
  ...raceRest
} = raceFields;
const modalityName = trimmed(MODALITY_MAX);

/** A race as the file holds it: its code is required (the batches' prices name it). */
export const raceConfigSchema = z
  .strictObject({
    code: raceCode.check(z.minLength(1, 'Obrigatório')),
    name: trimmed(RACE_NAME_MAX),
    starts_at: isoDateTime,
    ...raceRest,
    type: z.nullish(hubWord),
    scoring_type: z.optional(hubWord),
    status: z.optional(hubWord),
    /** Modalities by name, as the hub's catalogue names them. */
    modalities: z.optional(z.array(modalityName)),
    default_modality: z.optional(modalityName),
  })
  .check(
    z.superRefine(issuesOn(raceScoringIssues)),
    z.superRefine((race, ctx) => {
      if (
        race.default_modality &&
        race.modalities &&
        !race.modalities.includes(race.default_modality)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['default_modality'],
          message: `A modalidade padrão ${race.default_modality} não está entre as da prova`,
        });
    }),
  );
export type RaceConfig = z.infer<typeof raceConfigSchema>;

/** A batch as the file holds it: `prices` maps a race's code to its price in cents. */
export const batchConfigSchema = z
  .strictObject({
    name: batchName,
    max_installments: maxInstallments,
    ...batchFields,
    prices: z
      .record(
        raceCode.check(z.minLength(1)),
        int4().check(z.minimum(0, 'Preço não pode ser negativo')),
      )
      .check(
        z.refine(
          (prices) => Object.keys(prices).length > 0,
          'Informe o preço de pelo menos uma prova',
        ),
      ),
  })
  .check(z.superRefine(issuesOn(batchWindowIssues)));
export type BatchConfig = z.infer<typeof batchConfigSchema>;

/** A race of the file, by code: what a category or a prize rule belongs to. */
const raceOf = raceCode.check(z.minLength(1, 'Obrigatório'));

const {
  modality_id: _categoryModality,
  status: _categoryStatus,
  ...categoryRest
} = categoryCreateSchema.shape;

/**
 * A category as the file holds it: its race by code, its modality by name. A race's
 * categories are what results and awards stand on: age groups, PCD, teams.
 */
export const categoryConfigSchema = z
  .strictObject({
    race: raceOf,
    ...categoryRest,
    modality: z.optional(modalityName),
    status: z.optional(hubWord),
  })
  .check(z.superRefine(issuesOn(categoryIssues)));
export type CategoryConfig = z.infer<typeof categoryConfigSchema>;

const {
  modality_id: _ruleModality,
  status: _ruleStatus,
  seq: _ruleSeq,
  ...prizeRuleRest
} = prizeRuleCreateSchema.shape;

/** A prize rule as the file holds it: its race by code and its number there, its modality by name. */
export const prizeRuleConfigSchema = z
  .strictObject({
    race: raceOf,
    seq: z.int().check(z.minimum(1, 'No mínimo 1')),
    ...prizeRuleRest,
    modality: z.optional(modalityName),
    status: z.optional(hubWord),
  })
  .check(z.superRefine(issuesOn(prizeRuleIssues)));
export type PrizeRuleConfig = z.infer<typeof prizeRuleConfigSchema>;

const { discount_type: _discountType, ...discountRest } = legalDiscountInputSchema.shape;

/**
 * A legal discount as the file holds it: its `discount_type` is open (the spec names no
 * values); one of ours keeps our rules (a percent up to 100).
 */
const discountConfigSchema = z.object({ ...discountRest, discount_type: hubWord }).check(
  z.superRefine((discount, ctx) => {
    if (!(DISCOUNT_VALUE_TYPES as readonly string[]).includes(discount.discount_type)) return;
    for (const issue of legalDiscountInputSchema.safeParse(discount).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }),
);

/** Where two items of one list share what identifies them: the later one's index. */
function repeatedAt<T>(items: readonly T[], identity: (item: T) => string): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, i) => {
    const id = identity(item);
    if (seen.has(id)) return [i];
    seen.add(id);
    return [];
  });
}

/** What tells a race's categories apart: the race (case aside) and the name (case aside). */
export const categoryIdentity = (category: { race: string; name: string }) =>
  `${category.race.toUpperCase()}\u0000${category.name.toLocaleLowerCase('pt-BR')}`;
/** What tells a race's prize rules apart: the race (case aside) and the rule's number. */
export const prizeRuleIdentity = (rule: { race: string; seq: number }) =>
  `${rule.race.toUpperCase()}\u0000${rule.seq}`;

export const eventConfigSchema = z
  .strictObject({
    /** The JSON Schema the file follows, for editors (`event-config.schema.json`). */
    $schema: z.optional(z.string()),
    version: z.literal(EVENT_CONFIG_VERSION),
    /** The event it was exported from; its date is what `--shift-dates` counts from. */
    event: z.strictObject({ code: z.string(), name: z.string(), date: isoDateSchema }),
    races: z.array(raceConfigSchema),
    batches: z.array(batchConfigSchema),
    registration_fields: z.array(registrationFieldCreateSchema),
    /** Absent: the file leaves the event's legal discounts as they are. */
    legal_discounts: z.optional(
      z
        .array(discountConfigSchema)
        .check(z.minLength(LEGAL_DISCOUNTS_MIN, 'Informe pelo menos um desconto')),
    ),
    /** Absent: the file leaves the event's retention rules as they are. */
    retention: z.optional(retentionPutSchema.shape.rules),
    /** Absent: the file leaves the races' categories as they are. */
    categories: z.optional(z.array(categoryConfigSchema)),
    /** Absent: the file leaves the races' prize rules as they are. */
    prize_rules: z.optional(z.array(prizeRuleConfigSchema)),
  })
  .check(
    z.superRefine((config, ctx) => {
      for (const i of repeatedAt(config.races, (race) => race.code.toUpperCase()))
        ctx.addIssue({
          code: 'custom',
          path: ['races', i, 'code'],
          message: `Código repetido: ${config.races[i].code}`,
        });
      for (const i of repeatedAt(config.batches, (batch) => batch.name))
        ctx.addIssue({
          code: 'custom',
          path: ['batches', i, 'name'],
          message: `Lote repetido: ${config.batches[i].name}`,
        });
      for (const i of repeatedAt(config.legal_discounts ?? [], (discount) => discount.type))
        ctx.addIssue({
          code: 'custom',
          path: ['legal_discounts', i, 'type'],
          message: `Tipo repetido: ${config.legal_discounts![i].type}`,
        });
      for (const i of repeatedAt(config.registration_fields, (field) => field.key))
        ctx.addIssue({
          code: 'custom',
          path: ['registration_fields', i, 'key'],
          message: `Chave repetida: ${config.registration_fields[i].key}`,
        });
      const categories = config.categories ?? [];
      for (const i of repeatedAt(categories, categoryIdentity))
        ctx.addIssue({
          code: 'custom',
          path: ['categories', i, 'name'],
          message: `Categoria repetida na prova ${categories[i].race}: ${categories[i].name}`,
        });
      const rules = config.prize_rules ?? [];
      for (const i of repeatedAt(rules, prizeRuleIdentity))
        ctx.addIssue({
          code: 'custom',
          path: ['prize_rules', i, 'seq'],
          message: `Regra nº ${rules[i].seq} repetida na prova ${rules[i].race}`,
        });
      const codes = new Set(config.races.map((race) => race.code.toUpperCase()));
      for (const [list, items] of [
        ['categories', categories],
        ['prize_rules', rules],
      ] as const)
        items.forEach((item, i) => {
          if (!codes.has(item.race.toUpperCase()))
            ctx.addIssue({
              code: 'custom',
              path: [list, i, 'race'],
              message: `Nenhuma prova do arquivo tem o código ${item.race}`,
            });
        });
      config.batches.forEach((batch, i) => {
        for (const code of Object.keys(batch.prices))
          if (!codes.has(code.toUpperCase()))
            ctx.addIssue({
              code: 'custom',
              path: ['batches', i, 'prices', code],
              message: `Nenhuma prova do arquivo tem o código ${code}`,
            });
      });
    }),
  );
export type EventConfig = z.infer<typeof eventConfigSchema>;

/** The file's JSON Schema, for editors and agents: generated from the rules above. */
export function eventConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(eventConfigSchema, { io: 'input', unrepresentable: 'any' });
}
