import { regexes } from 'zod';
import { hasLoneSurrogate, isYearInRange } from '@/contract/common';
import { cpfDigitsOf, isValidCpf } from '@/contract/cpf';
import { ID_MAX } from '@/contract/limits';
import {
  REGISTRATION_IDENTIFIERS,
  REGISTRATION_IMPORT_COLUMNS,
  type RegistrationImportItem,
} from '@/contract/registrations';
import {
  isSplitGap,
  RESULT_IMPORT_COLUMNS,
  RESULT_SPLITS,
  type ResultImportItem,
} from '@/contract/results';
import { isIsoDate, isRaceTimeInRange, RACE_TIME_PATTERN } from '@/contract/time';

/**
 * The import items zod would take as they are, read without zod: a file's rows are nearly all
 * like that, and the worker spent a tenth of an import in `safeParse`. Each reader below
 * accepts only what the contract's schema of its field accepts for sure and gives what zod
 * gives; anything else is DOUBT, and the whole item goes to zod, which decides and words the
 * errors. The schemas stay the only rules: this is a shortcut for the values they pass.
 */
const DOUBT = Symbol('doubt');
/** An optional field that is absent: zod leaves the key out. */
const OMIT = Symbol('omit');
type Reader = (value: unknown) => unknown;

const optional =
  (read: Reader): Reader =>
  (value) =>
    value === undefined ? OMIT : read(value);

/**
 * The contract's `trimmed` (required) and `optionalText`: well-formed Unicode, trimmed, within
 * `max`. Zod counts code points and `length` counts UTF-16 units, never fewer: a text that
 * fits in units fits, and one that does not is left to zod.
 */
const text =
  (max: number, required = false): Reader =>
  (value) => {
    if (typeof value !== 'string') return DOUBT;
    const trimmed = value.trim();
    if ((required && !trimmed) || trimmed.length > max || hasLoneSurrogate(value)) return DOUBT;
    return trimmed;
  };

/** `z.email()` tests the untrimmed value against zod's default pattern, which is this one. */
const email =
  (max: number): Reader =>
  (value) =>
    typeof value === 'string' && value.length <= max && regexes.email.test(value) ? value : DOUBT;

/** `documentSchema`: a CPF (masked or not) becomes its digits; another document stays text. */
const document =
  (max: number): Reader =>
  (value) => {
    if (typeof value !== 'string' || hasLoneSurrogate(value)) return DOUBT;
    const trimmed = value.trim();
    if (!trimmed) return DOUBT;
    const digits = cpfDigitsOf(trimmed);
    if (digits) return isValidCpf(digits) ? digits : DOUBT;
    return trimmed.length > max ? DOUBT : trimmed;
  };

/** `isoDateSchema`: trimmed, a real `YYYY-MM-DD` in the years the hub accepts. */
const isoDate: Reader = (value) => {
  if (typeof value !== 'string') return DOUBT;
  const trimmed = value.trim();
  return isIsoDate(trimmed) && isYearInRange(trimmed) ? trimmed : DOUBT;
};

/**
 * `isRaceTimeInRange` parses the time once more, a good part of reading a marathon's splits.
 * Times of at most 99 hours are all in range when the longest of them is (the helper says so
 * once, here); a time the pattern took has its first colon at 1 or 2 unless it has 100 hours
 * or more, which the helper still checks.
 */
const twoDigitHoursInRange = isRaceTimeInRange('99:59:59.999');
const inRange = (time: string) =>
  (twoDigitHoursInRange && time.indexOf(':') < 3) || isRaceTimeInRange(time);

/** `raceTime`: trimmed, `HH:MM:SS[.mmm]`, at most RACE_TIME_MAX_MS. */
const raceTime: Reader = (value) => {
  if (typeof value !== 'string') return DOUBT;
  const trimmed = value.trim();
  return RACE_TIME_PATTERN.test(trimmed) && inRange(trimmed) ? trimmed : DOUBT;
};

/** `z.enum`: one of the values exactly (no trimming, no other case). */
const oneOf =
  (values: readonly string[]): Reader =>
  (value) =>
    values.includes(value as string) ? value : DOUBT;

const boolean: Reader = (value) => (typeof value === 'boolean' ? value : DOUBT);

/** `z.int()` with a minimum and a maximum, both well inside the safe integers. */
const integer =
  ({ min, max }: { min: number; max: number }): Reader =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : DOUBT;

/** A plain object, as JSON gives; any other kind of object is rare enough to leave to zod. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * `splitOrGap` items, at most RESULT_SPLITS.max of them counting the gaps; then, as the
 * schema's transform does, the gaps are dropped and each split keeps only its two keys.
 */
const checkpoint = text(RESULT_SPLITS.checkpointMax, true);
const splits: Reader = (value) => {
  if (!Array.isArray(value) || value.length > RESULT_SPLITS.max) return DOUBT;
  const kept: { checkpoint: string; time: string }[] = [];
  for (let i = 0; i < value.length; i++) {
    const split: unknown = value[i];
    if (!isPlainObject(split)) return DOUBT;
    const name = checkpoint(split.checkpoint);
    if (name === DOUBT || typeof split.time !== 'string') return DOUBT;
    const time = split.time.trim();
    if (isSplitGap(time)) continue;
    if (raceTime(time) === DOUBT) return DOUBT;
    kept.push({ checkpoint: name as string, time });
  }
  return kept;
};

type Readers<Item> = Record<keyof Item & string, Reader>;

/** The item's fields read in the schema's order; null when any one is in doubt. */
function readItem(raw: unknown, readers: [string, Reader][]): Record<string, unknown> | null {
  if (!isPlainObject(raw)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, read] of readers) {
    const value = raw[key];
    // A key present with `undefined` (never in JSON) is kept by zod: not worth mirroring.
    if (value === undefined && key in raw) return null;
    const parsed = read(value);
    if (parsed === DOUBT) return null;
    if (parsed !== OMIT) out[key] = parsed;
  }
  return out;
}

const registration = REGISTRATION_IMPORT_COLUMNS;
const registrationReaders = Object.entries({
  name: text(registration.name.max, true),
  external_id: optional(text(registration.external_id.max)),
  document: optional(document(registration.document.max)),
  email: optional(email(registration.email.max)),
  phone: optional(text(registration.phone.max)),
  birth_date: optional(isoDate),
  sex: optional(oneOf(registration.sex.values)),
  bib: optional(text(registration.bib.max)),
  category: optional(text(registration.category.max)),
  modality: optional(text(registration.modality.max)),
  kit_picked_up: optional(boolean),
  kit_qr_payload: optional(text(registration.kit_qr_payload.max)),
  medical_link: optional(text(registration.medical_link.max)),
  // Answers to the event's fields come in few files: zod reads those items.
  answers: optional(() => DOUBT),
} satisfies Readers<RegistrationImportItem>);

/** `registrationImportItemSchema.safeParse(raw).data` when sure that is what it gives, else null. */
export function canonicalRegistrationItem(raw: unknown): RegistrationImportItem | null {
  const item = readItem(raw, registrationReaders);
  // The schema's last rule: an identifier that is not empty.
  if (!item || !REGISTRATION_IDENTIFIERS.some((field) => item[field])) return null;
  return item as RegistrationImportItem;
}

const result = RESULT_IMPORT_COLUMNS;
const resultStatus = oneOf(result.status.values);
const resultReaders = Object.entries({
  bib: text(result.bib.max, true),
  // `z._default`: no status reads as finished.
  status: (value) => (value === undefined ? 'finished' : resultStatus(value)),
  net_time: optional(raceTime),
  gun_time: optional(raceTime),
  name: optional(text(result.name.max)),
  category: optional(text(result.category.max)),
  modality: optional(text(result.modality.max)),
  // `positiveId`.
  modality_id: optional(integer({ min: 1, max: ID_MAX })),
  overall_position: optional(integer(result.overall_position)),
  gender_position: optional(integer(result.gender_position)),
  category_position: optional(integer(result.category_position)),
  sex: optional(oneOf(result.sex.values)),
  age: optional(integer(result.age)),
  team: optional(text(result.team.max)),
  splits: optional(splits),
} satisfies Readers<ResultImportItem>);

/** `resultImportItemSchema.safeParse(raw).data` when sure that is what it gives, else null. */
export function canonicalResultItem(raw: unknown): ResultImportItem | null {
  const item = readItem(raw, resultReaders);
  // The schema's last rule: who finished has a net time.
  if (!item || (item.status === 'finished' && !item.net_time)) return null;
  return item as ResultImportItem;
}
