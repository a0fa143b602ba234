import { z } from 'zod';
import {
  ID_MAX,
  ID_OR_CODE_MAX,
  INT4_MAX,
  PAGE_DEFAULT,
  PAGE_MAX,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  YEAR_MAX,
  YEAR_MIN,
} from './limits';

/* ---------- lenient reading of what a real hub may send ---------- */

/** A number the spec declares, also when a hub serialises it as a numeric string. */
export const looseNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
export const looseInt = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
/** Strings the spec leaves open (status codes, dates): shown as they come. */
export const looseString = z.string();
/** A boolean that some hubs send as 0/1. */
export const looseBoolean = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
]);

/* ---------- identifiers ---------- */

export const idOrCode = z.string().min(1).max(ID_OR_CODE_MAX);
export const isNumericId = (value: string): boolean => /^\d+$/.test(value);
/** An id as a JSON key or query text: decimal without leading zeros, within int4 (`"09"` is not). */
export const isCanonicalId = (value: string): boolean =>
  /^[1-9]\d{0,9}$/.test(value) && Number(value) <= ID_MAX;

/* ---------- envelopes ---------- */

export const paginationMetaSchema = z.object({
  page: looseInt,
  per_page: looseInt,
  total: looseInt,
  last_page: looseInt,
});
export const paginationLinksSchema = z.object({
  next: z.string().nullable(),
  prev: z.string().nullable(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: paginationMetaSchema,
    links: paginationLinksSchema,
  });
}
export type Page<T> = {
  data: T[];
  meta: PaginationMeta;
  links: z.infer<typeof paginationLinksSchema>;
};

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX, `No máximo ${PAGE_MAX}`).default(PAGE_DEFAULT),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/* ---------- errors ---------- */

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z
    .union([fieldErrorsSchema, z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{ "path.to.field": ["message"] }` from zod issues: the shape of a 422's details. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    (out[path] ??= []).push(issue.message);
  }
  return out;
}

/** A rule between fields, as `[field, message]` pairs: one check for a body and a merged row. */
export type FieldIssues = [field: string, message: string][];

/** `superRefine` from such a rule: each issue on its field. */
export const issuesOn =
  <T>(check: (value: T) => FieldIssues) =>
  (value: T, ctx: z.core.$RefinementCtx<T>): void => {
    for (const [field, message] of check(value))
      ctx.addIssue({ code: 'custom', path: [field], message });
  };

/* ---------- request primitives shared by several bodies ---------- */

/** A UTF-16 half without its other half: not Unicode, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /\p{Cs}/u;
export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);
export const LONE_SURROGATE_MESSAGE = 'Texto com caractere inválido (metade de um par UTF-16).';
/** Any text of a request body: well-formed Unicode only. */
export const text = () => z.string().refine((v) => !hasLoneSurrogate(v), LONE_SURROGATE_MESSAGE);

/** `2147483647` -> `2.147.483.647`, as limits are written in messages. */
export const groupDigits = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const yearOf = (value: string) => Number(/^\s*(\d{4})-/.exec(value)?.[1] ?? NaN);
export const isYearInRange = (value: string): boolean => {
  const year = yearOf(value);
  return year >= YEAR_MIN && year <= YEAR_MAX;
};
export const YEAR_RANGE_MESSAGE = `Ano fora do intervalo aceito (${YEAR_MIN} a ${YEAR_MAX})`;

export const isoDateTime = z.iso
  .datetime({
    offset: true,
    message: 'Use data e hora ISO 8601 com fuso, ex. 2027-03-14T06:30:00-03:00',
  })
  .refine((v) => Number.isNaN(yearOf(v)) || isYearInRange(v), YEAR_RANGE_MESSAGE);
/** An integer an int4 column holds: 0..2,147,483,647 (`min` when the spec asks for more). */
export const int4 = (min = 0) =>
  z
    .number()
    .int()
    .min(min, `No mínimo ${min}`)
    .max(INT4_MAX, `No máximo ${groupDigits(INT4_MAX)}`);
export const nonNegativeInt = int4();
export const positiveId = z
  .number()
  .int()
  .positive()
  .max(ID_MAX, `Id acima do maior possível (${groupDigits(ID_MAX)})`);
export const trimmed = (max: number) =>
  text().trim().min(1, 'Obrigatório').max(max, `Máximo de ${max} caracteres`);
export const optionalText = (max: number) => text().trim().max(max, `Máximo de ${max} caracteres`);
