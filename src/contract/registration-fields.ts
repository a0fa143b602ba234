import { z } from 'zod/mini';
import {
  looseBoolean,
  looseInt,
  looseString,
  nonNegativeInt,
  optionalText,
  text,
  trimmed,
  hubDateTime,
} from './common';
import { FIELD_TYPES } from './enums';
import {
  FIELD_HELP_TEXT_MAX,
  FIELD_KEY_MAX,
  FIELD_LABEL_MAX,
  FIELD_OPTION_TEXT_MAX,
} from './limits';

export const fieldOptionSchema = z.object({
  value: trimmed(FIELD_OPTION_TEXT_MAX),
  label: trimmed(FIELD_OPTION_TEXT_MAX),
});
export type FieldOption = z.infer<typeof fieldOptionSchema>;

export const registrationFieldSchema = z.object({
  id: looseInt,
  event_id: looseInt,
  key: looseString,
  label: looseString,
  type: looseString,
  options: z._default(
    z.nullable(z.array(z.object({ value: looseString, label: looseString }))),
    [],
  ),
  validation_rules: z._default(z.nullable(z.array(looseString)), []),
  help_text: z._default(z.nullable(looseString), ''),
  is_required: looseBoolean,
  show_only_with_kit: looseBoolean,
  is_active: looseBoolean,
  sort_order: looseInt,
  created_at: hubDateTime,
  updated_at: hubDateTime,
});
export type RegistrationField = z.infer<typeof registrationFieldSchema>;

/** What a registrant sees of a field beyond its label and type; optional in drafts. */
export type FieldDisplay = Partial<
  Pick<
    RegistrationField,
    | 'options'
    | 'validation_rules'
    | 'help_text'
    | 'is_required'
    | 'show_only_with_kit'
    | 'is_active'
  >
>;

export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/** The decided rule set: `email`, `numeric`, `cpf`, `phone`, `date`, `min:N`, `max:N`,
 *  `regex:PATTERN`, and for files `mimes:ext,ext`, `max_kb:N`. */
export const SIMPLE_RULES = ['email', 'numeric', 'cpf', 'phone', 'date'] as const;
export const PARAM_RULES = ['min', 'max', 'regex', 'mimes', 'max_kb'] as const;
export const FILE_ONLY_RULES = ['mimes', 'max_kb'] as const;

/** Why a validation rule is not accepted, or null when it is. */
export function validationRuleProblem(rule: string, type: string): string | null {
  if ((SIMPLE_RULES as readonly string[]).includes(rule)) return null;
  const colon = rule.indexOf(':');
  const name = colon < 0 ? rule : rule.slice(0, colon);
  const param = colon < 0 ? '' : rule.slice(colon + 1);
  switch (name) {
    case 'min':
    case 'max':
    case 'max_kb':
      if (!/^\d+$/.test(param)) return `A regra ${name} precisa de um número inteiro`;
      break;
    case 'regex':
      if (!param) return 'A regra regex precisa de um padrão';
      try {
        new RegExp(param);
      } catch {
        return 'Padrão de regex inválido';
      }
      break;
    case 'mimes':
      if (!/^[a-z0-9]+(,[a-z0-9]+)*$/i.test(param))
        return 'Liste extensões separadas por vírgula, ex. mimes:pdf,jpg';
      break;
    default:
      return `Regra desconhecida: ${rule}`;
  }
  if ((FILE_ONLY_RULES as readonly string[]).includes(name) && type !== 'file')
    return `A regra ${name} vale só para arquivos`;
  return null;
}

export const registrationFieldBaseSchema = z.object({
  label: trimmed(FIELD_LABEL_MAX),
  key: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Obrigatório'),
      z.maxLength(FIELD_KEY_MAX, `Máximo de ${FIELD_KEY_MAX} caracteres`),
      z.regex(FIELD_KEY_PATTERN, 'Use letras minúsculas, números e _ (começando por letra)'),
    ),
  type: z.enum(FIELD_TYPES),
  validation_rules: z.optional(z.array(text().check(z.trim(), z.minLength(1)))),
  help_text: z.nullish(optionalText(FIELD_HELP_TEXT_MAX)),
  is_required: z.optional(z.boolean()),
  show_only_with_kit: z.optional(z.boolean()),
  is_active: z.optional(z.boolean()),
  options: z.nullish(z.array(fieldOptionSchema)),
});

type FieldShape = {
  type: string;
  options?: FieldOption[] | null;
  validation_rules?: string[] | null;
};

/** Rules across fields, shared by creation and by the merged result of a PATCH. */
export function checkRegistrationField(field: FieldShape, ctx: z.core.$RefinementCtx): void {
  const needsOptions = field.type === 'select' || field.type === 'multiselect';
  const options = field.options ?? [];
  if (needsOptions && options.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      message: 'Campos de seleção precisam de pelo menos uma opção',
    });
  if (!needsOptions && options.length > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      message: 'Opções valem só para seleção e seleção múltipla',
    });
  const seen = new Set<string>();
  options.forEach((option, i) => {
    if (seen.has(option.value))
      ctx.addIssue({
        code: 'custom',
        path: ['options', i, 'value'],
        message: `Valor repetido: ${option.value}`,
      });
    seen.add(option.value);
  });
  const rules = field.validation_rules ?? [];
  const repeats = repeatedRules(rules);
  rules.forEach((rule, i) => {
    const problem =
      validationRuleProblem(rule, field.type) ??
      (repeats[i] >= 0 ? `Regra repetida: ${splitRule(rule).name}` : null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['validation_rules', i], message: problem });
  });
}

/**
 * For each rule, the earlier rule it repeats (index), or -1. A rule counts by its name (`min:3`
 * after `min:5` contradicts it), but for `regex`, where two patterns can both hold.
 */
export function repeatedRules(rules: readonly string[]): number[] {
  const identity = (rule: string) => {
    const { name } = splitRule(rule.trim());
    return name === 'regex' ? rule.trim() : name;
  };
  return rules.map((rule, i) => rules.slice(0, i).findIndex((r) => identity(r) === identity(rule)));
}

export const registrationFieldCreateSchema = registrationFieldBaseSchema.check(
  z.superRefine(checkRegistrationField),
);
export type RegistrationFieldCreate = z.infer<typeof registrationFieldCreateSchema>;

export const registrationFieldPatchSchema = z.extend(z.partial(registrationFieldBaseSchema), {
  sort_order: z.optional(nonNegativeInt),
});
export type RegistrationFieldPatch = z.infer<typeof registrationFieldPatchSchema>;

/** A field value from a label: `Tamanho da camiseta` -> `tamanho_da_camiseta`. */
export function slugifyKey(label: string, max = FIELD_KEY_MAX): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, 'f_$1');
  return slug.slice(0, max).replace(/_+$/, '');
}

export interface RuleParts {
  name: string;
  param: string;
}

/** `max:80` -> name `max`, param `80`; a rule without a colon has an empty param. */
export function splitRule(rule: string): RuleParts {
  const colon = rule.indexOf(':');
  return colon < 0
    ? { name: rule, param: '' }
    : { name: rule.slice(0, colon), param: rule.slice(colon + 1) };
}
