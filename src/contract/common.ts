import { z } from 'zod';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from './limits';

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

export const idOrCode = z.string().min(1).max(100);
export const isNumericId = (value: string): boolean => /^\d+$/.test(value);

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
  page: z.coerce.number().int().min(1).default(PAGE_DEFAULT),
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

/* ---------- request primitives shared by several bodies ---------- */

export const isoDateTime = z.iso.datetime({
  offset: true,
  message: 'Use data e hora ISO 8601 com fuso, ex. 2027-03-14T06:30:00-03:00',
});
export const nonNegativeInt = z.number().int().min(0);
export const positiveId = z.number().int().positive();
export const trimmed = (max: number) =>
  z.string().trim().min(1, 'Obrigatório').max(max, `Máximo de ${max} caracteres`);
export const optionalText = (max: number) =>
  z.string().trim().max(max, `Máximo de ${max} caracteres`);
