import { z } from 'zod/mini';
import {
  idOrCode,
  looseInt,
  looseString,
  paginationQuerySchema,
  positiveId,
  hubDate,
  hubDateTime,
} from './common';
import { hideCpf } from './cpf';
import { REGISTRATION_ORIGINS, REGISTRATION_STATUSES } from './enums';
import { CPF_LENGTH, REGISTRATION_SEARCH_MAX } from './limits';

/* `GET /events/{event}/registrations` (extension): who is registered, a page at a time. */

/** `?race=` from an HTML form arrives empty when nothing is picked: empty is no filter. */
const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
/** Optional outside as well: without it zod/mini types the key as required in the input. */
const optionalFilter = <S extends z.core.$ZodType>(schema: S) =>
  z.optional(z.pipe(z.transform(blankIsAbsent), z.optional(schema)));

export const registrationListQuerySchema = z.extend(paginationQuerySchema, {
  /** A name (accents and case ignored), a CPF (with or without the mask) or a bib. */
  search: optionalFilter(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(REGISTRATION_SEARCH_MAX, `No máximo ${REGISTRATION_SEARCH_MAX} caracteres`),
      ),
  ),
  /** The race, by id or code, within the event. */
  race: optionalFilter(idOrCode),
  /** The race by id, as `DELETE /events/{event}/registrations` names it. */
  race_id: optionalFilter(z.pipe(z.coerce.number(), positiveId)),
  status: optionalFilter(z.enum(REGISTRATION_STATUSES)),
  origin: optionalFilter(z.enum(REGISTRATION_ORIGINS)),
});
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;

/** A registration as the list shows it: never the whole document. */
export const registrationListItemSchema = z.looseObject({
  id: looseInt,
  name: looseString,
  /** A CPF as `***.456.789-**`; another document hidden but for its last characters. */
  document: z.nullable(looseString),
  bib: z.nullable(looseString),
  race: z.object({ id: looseInt, code: looseString, name: looseString }),
  sex: z.optional(z.nullable(looseString)),
  birth_date: z.optional(z.nullable(hubDate)),
  status: looseString,
  origin: looseString,
  created_at: z.optional(hubDateTime),
  /** Extension: answers to the event's registration fields, by key. */
  answers: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
export type RegistrationListItem = z.infer<typeof registrationListItemSchema>;

/** Characters of another document (a passport) left visible, at most. */
const SHOWN_TAIL = 3;

/**
 * A document as a list may show it: a CPF (11 digits) as `***.456.789-**`, anything else
 * as `*` but for its last 3 characters (fewer for a short one, so half stays hidden).
 */
export function maskDocument(document: string): string {
  const value = document.trim();
  if (/^\d+$/.test(value) && value.length === CPF_LENGTH) return hideCpf(value);
  const shown = Math.min(SHOWN_TAIL, Math.floor(value.length / 2));
  return '*'.repeat(value.length - shown) + value.slice(value.length - shown);
}
