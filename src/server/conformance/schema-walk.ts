import type { z } from 'zod/mini';
import { batchSchema } from '@/contract/batches';
import {
  hubDate,
  hubDateTime,
  looseBoolean,
  looseInt,
  looseNumber,
  looseString,
  paginationLinksSchema,
  paginationMetaSchema,
} from '@/contract/common';
import {
  AWARD_KINDS,
  DISCOUNT_VALUE_TYPES,
  FIELD_TYPES,
  GENERIC_STATUSES,
  IMPORT_STATUSES,
  LEGAL_DISCOUNT_TYPES,
  RACE_TYPES,
  RANKING_TYPES,
  REGISTRATION_ORIGINS,
  REGISTRATION_STATUSES,
  RESULT_STATUSES,
  RESULTS_STATUSES,
  SALES_MODES,
  SCORING_TYPES,
  SERVICE_FEE_MODES,
  SEXES,
  VACANCY_STATUSES,
} from '@/contract/enums';
import { eventSchema } from '@/contract/events';
import { dateTimeFormOf } from '@/contract/hub-time';
import { importItemReportSchema, importStatusSchema } from '@/contract/imports';
import { legalDiscountSchema } from '@/contract/legal-discounts';
import { meSchema } from '@/contract/me';
import {
  categorySchema,
  checkpointSchema,
  modalityRefSchema,
  modalitySchema,
  prizeRuleSchema,
  raceModalitySchema,
  raceSchema,
  vacancySchema,
} from '@/contract/races';
import { registrationFieldSchema } from '@/contract/registration-fields';
import { registrationListItemSchema } from '@/contract/registration-list';
import { raceBibsSchema, resultSchema, resultSplitSchema } from '@/contract/results';
import { retentionPolicySchema, retentionRuleSchema } from '@/contract/retention';
import { salespersonSchema } from '@/contract/salespeople';
import type { Findings, Observations } from './observations';

/*
 * A hub's raw JSON walked beside the contract's lenient schema: the schema says what each field
 * is (by the contract's own readers, `looseInt`, `hubDateTime`...), the walk says how the hub
 * wrote it. What the schema reads but the spec does not say is "read leniently"; words and
 * dates no reader understands are "shown as text". What the schema refuses is not found here:
 * `safeParse` says it (read-answer.ts).
 */

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  innerType?: Schema;
  valueType?: Schema;
  options?: Schema[];
  in?: Schema;
}
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Resources by their schema: a field is named `race.starts_at` wherever a race appears. */
const NAMES = new Map<Schema, string>([
  [eventSchema, 'event'],
  [raceSchema, 'race'],
  [categorySchema, 'category'],
  [prizeRuleSchema, 'prize_rule'],
  [batchSchema, 'batch'],
  [registrationFieldSchema, 'registration_field'],
  [legalDiscountSchema, 'legal_discount'],
  [retentionPolicySchema, 'retention'],
  [retentionRuleSchema, 'retention_rule'],
  [salespersonSchema, 'salesperson'],
  [importStatusSchema, 'import'],
  [importItemReportSchema, 'import_item'],
  [vacancySchema, 'vacancy'],
  [checkpointSchema, 'checkpoint'],
  [modalitySchema, 'modality'],
  [raceModalitySchema, 'modality'],
  [modalityRefSchema, 'modality'],
  [meSchema, 'me'],
  [resultSchema, 'result'],
  [resultSplitSchema, 'split'],
  [raceBibsSchema, 'bibs'],
  [registrationListItemSchema, 'registration'],
  [paginationMetaSchema, 'meta'],
  [paginationLinksSchema, 'links'],
]);

/** Known words of each kind (decisions.md "Enumerations"; the import's are decided there too). */
const WORDS: Record<string, readonly string[]> = {
  'event.status': GENERIC_STATUSES,
  'event.sales_mode': SALES_MODES,
  'event.service_fee_mode': SERVICE_FEE_MODES,
  'race.status': GENERIC_STATUSES,
  'race.results_status': RESULTS_STATUSES,
  'race.type': RACE_TYPES,
  'race.scoring_type': SCORING_TYPES,
  'category.status': GENERIC_STATUSES,
  'category.sex': SEXES,
  'prize_rule.status': GENERIC_STATUSES,
  'prize_rule.ranking_type': RANKING_TYPES,
  'prize_rule.tipo_premiacao': AWARD_KINDS,
  'retention.status': GENERIC_STATUSES,
  'salesperson.status': GENERIC_STATUSES,
  'registration_field.type': FIELD_TYPES,
  'legal_discount.type': LEGAL_DISCOUNT_TYPES,
  'legal_discount.discount_type': DISCOUNT_VALUE_TYPES,
  'import.status': IMPORT_STATUSES,
  'registration.status': REGISTRATION_STATUSES,
  'registration.origin': REGISTRATION_ORIGINS,
  'registration.sex': SEXES,
  'result.status': RESULT_STATUSES,
  'result.sex': SEXES,
  'vacancy.vacancy.status': VACANCY_STATUSES,
};

/** Counts the spec types as strings although the contract reads them as numbers. */
const SPEC_TEXT_NUMBERS = new Set([
  'vacancy.race_id',
  'vacancy.registration_limit',
  'vacancy.registrations_count',
]);

/** Items of a list walked at most: enough to see how a hub writes each field. */
const ITEMS_WALKED = 200;

interface Walk {
  findings: Findings;
  seen: Observations;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WRAPPERS = new Set(['nullable', 'optional', 'default', 'prefault', 'nonoptional']);

/** A pipe from a string or a number to text: a field the spec types as a string of digits. */
const isTextNumber = (def: Def): boolean =>
  def.type === 'pipe' &&
  def.in !== undefined &&
  defOf(def.in).type === 'union' &&
  (defOf(def.in).options ?? []).some((option) => defOf(option).type === 'number');

/** The name of what `schema` holds at `field`: its resource's, or the path to it. */
export const nameAt = (schema: Schema, field: string): string => NAMES.get(schema) ?? field;

/** The schema a wrapper (nullable, optional, default) holds. */
export function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let def = defOf(current); WRAPPERS.has(def.type) && def.innerType; def = defOf(current))
    current = def.innerType;
  return current;
}

/** The schema and name one step down a path (an object's key, an array's item). */
export function stepInto(
  schema: Schema,
  field: string,
  key: string | number,
): { schema: Schema; field: string } | null {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const name = nameAt(inner, field);
  if (def.type === 'object' && typeof key === 'string' && def.shape?.[key])
    return { schema: def.shape[key], field: `${name}.${key}` };
  if (def.type === 'array' && def.element) return { schema: def.element, field: `${name}[]` };
  if (def.type === 'record' && def.valueType) return { schema: def.valueType, field: `${name}.*` };
  return null;
}

function numeric(value: unknown, field: string, walk: Walk): void {
  // The spec's own string counts (vacancy) are its typing, not a difference.
  const specText = SPEC_TEXT_NUMBERS.has(field);
  if (typeof value === 'number') {
    if (!specText) walk.seen.numbers += 1;
    else {
      walk.seen.numbersInTextFields.add(field);
      walk.findings.add(field, 'number_in_text_field', 'lenient', value);
    }
  } else if (typeof value === 'string' && !specText) {
    walk.seen.numericStrings += 1;
    walk.seen.numericStringFields.add(field);
    walk.findings.add(field, 'number_as_string', 'lenient', value);
  }
}

function text(value: unknown, field: string, walk: Walk): void {
  if (typeof value === 'number') {
    walk.seen.numbersInTextFields.add(field);
    walk.findings.add(field, 'number_in_text_field', 'lenient', value);
    return;
  }
  const known = WORDS[field];
  if (typeof value !== 'string' || !known) return;
  const isKnown = known.includes(value);
  walk.seen.word(field, value, isKnown);
  if (!isKnown) walk.findings.add(field, 'unknown_word', 'text', value);
}

function dateTime(value: unknown, field: string, walk: Walk): void {
  if (typeof value !== 'string') return;
  const form = dateTimeFormOf(value);
  if (form === null) return walk.findings.add(field, 'unreadable_date', 'text', value);
  walk.seen.form(form, field, value);
  if (form === 'local') walk.findings.add(field, 'date_time_local', 'lenient', value);
  if (form === 'date') walk.findings.add(field, 'date_time_date_only', 'lenient', value);
}

function date(value: unknown, field: string, walk: Walk): void {
  if (typeof value !== 'string' || /^\d{4}-\d{2}-\d{2}$/.test(value)) return;
  if (dateTimeFormOf(value) === null) walk.findings.add(field, 'unreadable_date', 'text', value);
  else walk.findings.add(field, 'date_as_date_time', 'lenient', value);
}

/** Walks `value` as `schema` reads it, naming fields from `field`; records what it sees. */
export function walkValue(value: unknown, schema: Schema, field: string, walk: Walk): void {
  if (value === null || value === undefined) return;
  const inner = unwrap(schema);
  if (inner === looseInt || inner === looseNumber) return numeric(value, field, walk);
  if (inner === looseString) return text(value, field, walk);
  if (inner === hubDateTime) return dateTime(value, field, walk);
  if (inner === hubDate) return date(value, field, walk);
  if (inner === looseBoolean) {
    if (typeof value !== 'boolean')
      walk.findings.add(field, 'boolean_as_number_or_text', 'lenient', value);
    return;
  }
  const def = defOf(inner);
  if (isTextNumber(def)) {
    if (typeof value === 'number') text(value, field, walk);
    return;
  }
  const name = nameAt(inner, field);
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    for (const item of value.slice(0, ITEMS_WALKED))
      walkValue(item, def.element, `${name}[]`, walk);
  } else if (def.type === 'record' && def.valueType && isObject(value)) {
    for (const item of Object.values(value)) walkValue(item, def.valueType, `${name}.*`, walk);
  } else if (def.type === 'object' && def.shape && isObject(value)) {
    // A loose object (a checkpoint, a result) takes any other field by the contract's word.
    const loose = def.catchall !== undefined && defOf(def.catchall).type === 'unknown';
    for (const [key, item] of Object.entries(value)) {
      const fieldSchema = def.shape[key];
      if (fieldSchema) walkValue(item, fieldSchema, `${name}.${key}`, walk);
      else if (!loose) walk.findings.add(`${name}.${key}`, 'extra_field', 'lenient', item);
    }
  }
}
