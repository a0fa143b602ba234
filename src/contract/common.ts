import { z } from 'zod/mini';
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
import { readHubDateTime } from './hub-time';
import { isIsoDate } from './time';
import { hubReadingZone } from './time-zone';

/* ---------- lenient reading of what a real hub may send ---------- */

/** A number the spec declares, also when a hub serialises it as a numeric string. */
export const looseNumber = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);
/** An integer, also as a numeric string, `"12.00"` (a decimal column) included. */
export const looseInt = z.union([
  z.int(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.0+)?$/)), z.transform(Number)),
]);
/**
 * Text the spec types as a string (codes, names, status words): shown as it comes, and an
 * integer a hub sends in its place read as the text it writes (`12` -> `"12"`).
 */
export const looseString = z.union([
  z.string(),
  z.pipe(
    z.number(),
    z.transform((n) => String(n)),
  ),
]);
/** A boolean that some hubs send as 0/1, or as the text `"true"`, `"false"`, `"1"`, `"0"`. */
export const looseBoolean = z.union([
  z.boolean(),
  z.pipe(
    z.union([z.literal(0), z.literal('0'), z.literal('false')]),
    z.transform(() => false),
  ),
  z.pipe(
    z.union([z.literal(1), z.literal('1'), z.literal('true')]),
    z.transform(() => true),
  ),
]);

/* ---------- date-times and dates as any hub writes them (hub-time.ts) ---------- */

/**
 * A response field that holds a date-time: read in the hub's zone (`setHubReadingZone`) into
 * the one form above; a value that is no date-time is kept as it came, shown as text.
 */
export const hubDateTime = z.pipe(
  z.string(),
  z.transform((value) => readHubDateTime(value, hubReadingZone()) ?? value),
);

/**
 * A response field that holds a date (`YYYY-MM-DD`): a hub that writes it as a date-time
 * (`2027-05-26 00:00:00`, `2027-05-26T03:00:00Z`) gives the day in the hub's zone.
 */
export const hubDate = z.pipe(
  z.string(),
  z.transform((value) =>
    isIsoDate(value) ? value : (readHubDateTime(value, hubReadingZone())?.slice(0, 10) ?? value),
  ),
);

/* ---------- identifiers ---------- */

export const idOrCode = z.string().check(z.minLength(1), z.maxLength(ID_OR_CODE_MAX));

/* ---------- envelopes ---------- */

export const paginationMetaSchema = z.object({
  page: looseInt,
  per_page: looseInt,
  total: looseInt,
  last_page: looseInt,
});
export const paginationLinksSchema = z.object({
  next: z.nullable(z.string()),
  prev: z.nullable(z.string()),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** Any zod 4 schema fits, the server's classic ones too. */
export function dataEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: item });
}
export function pageEnvelope<T extends z.core.$ZodType>(item: T) {
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
  page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_MAX, `No máximo ${PAGE_MAX}`)),
    PAGE_DEFAULT,
  ),
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PER_PAGE_MAX)),
    PER_PAGE_DEFAULT,
  ),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/* ---------- errors ---------- */

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.optional(z.nullable(z.union([fieldErrorsSchema, z.record(z.string(), z.unknown())]))),
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

/**
 * A required value that is absent says "Obrigatório", as the contract's own checks of a blank
 * one do, not zod's "esperado string, recebido undefined". Each program sets it once:
 * `z.config({ customError: requiredWhenMissing })` (a schema's or a form's own message wins).
 */
export const requiredWhenMissing = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'Obrigatório' : undefined;
/** Any text of a request body: well-formed Unicode only. */
export const text = () =>
  z.string().check(z.refine((v) => !hasLoneSurrogate(v), LONE_SURROGATE_MESSAGE));

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
  .check(z.refine((v) => Number.isNaN(yearOf(v)) || isYearInRange(v), YEAR_RANGE_MESSAGE));
/** An integer an int4 column holds: 0..2,147,483,647 (`min` when the spec asks for more). */
export const int4 = (min = 0) =>
  z
    .int()
    .check(
      z.minimum(min, `No mínimo ${min}`),
      z.maximum(INT4_MAX, `No máximo ${groupDigits(INT4_MAX)}`),
    );
export const nonNegativeInt = int4();
export const positiveId = z
  .int()
  .check(z.positive(), z.maximum(ID_MAX, `Id acima do maior possível (${groupDigits(ID_MAX)})`));
export const trimmed = (max: number) =>
  text().check(
    z.trim(),
    z.minLength(1, 'Obrigatório'),
    z.maxLength(max, `Máximo de ${max} caracteres`),
  );
export const optionalText = (max: number) =>
  text().check(z.trim(), z.maxLength(max, `Máximo de ${max} caracteres`));
