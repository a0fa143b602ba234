import { z } from 'zod/mini';
import {
  groupDigits,
  isYearInRange,
  optionalText,
  text,
  trimmed,
  YEAR_RANGE_MESSAGE,
} from './common';
import { cpfDigitsOf, isValidCpf } from './cpf';
import { REGISTRATION_ORIGINS, REGISTRATION_STATUSES, SEXES } from './enums';
import {
  BIB_MAX,
  CATEGORY_MAX,
  EMAIL_MAX,
  EXTERNAL_ID_MAX,
  ID_MAX,
  KIT_QR_PAYLOAD_MAX,
  MAX_REGISTRATIONS_PER_IMPORT,
  MEDICAL_LINK_MAX,
  MODALITY_MAX,
  OTHER_DOCUMENT_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
} from './limits';
import { importItemsSchema, refuseField, type ImportColumn } from './imports';
import { answersSchema } from './registration-answers';
import { isIsoDate } from './time';

/**
 * A document: a CPF (with or without the mask, check digits verified, stored as digits) or,
 * when it is not 11 digits, another document such as a passport, kept as text.
 */
export const documentSchema = z.pipe(
  text().check(z.trim(), z.minLength(1, 'Obrigatório')),
  z.transform((value: string, ctx) => {
    const digits = cpfDigitsOf(value);
    if (digits) {
      if (!isValidCpf(digits))
        ctx.issues.push({
          code: 'custom',
          message: 'CPF inválido (dígitos verificadores não conferem)',
          input: value,
        });
      return digits;
    }
    if (value.length > OTHER_DOCUMENT_MAX)
      ctx.issues.push({
        code: 'custom',
        message: `Documento com mais de ${OTHER_DOCUMENT_MAX} caracteres`,
        input: value,
      });
    return value;
  }),
);

export const isoDateSchema = z.string().check(
  z.trim(),
  z.refine(isIsoDate, 'Data inválida, use AAAA-MM-DD'),
  z.refine((v) => !isIsoDate(v) || isYearInRange(v), YEAR_RANGE_MESSAGE),
);

/**
 * The columns of a registrations file, in the order the mapping offers them, and what each
 * holds: the item schema below and the dashboard's spreadsheet checks both read them.
 */
export const REGISTRATION_IMPORT_COLUMNS = {
  /** The person's full name. */
  name: { type: 'text', max: PERSON_NAME_MAX, required: true },
  /** The registration's id where it was sold: with `document`, how the hub finds it again. */
  external_id: { type: 'text', max: EXTERNAL_ID_MAX, unique: true },
  /** A CPF (check digits verified) or another document, such as a passport. */
  document: { type: 'document', max: OTHER_DOCUMENT_MAX, unique: true },
  email: { type: 'email', max: EMAIL_MAX },
  phone: { type: 'text', max: PHONE_MAX },
  birth_date: { type: 'date' },
  /** `M`, `F` or `X`; spreadsheets' words (Feminino, Masc, Female...) are read as these. */
  sex: { type: 'enum', values: SEXES },
  bib: { type: 'text', max: BIB_MAX, unique: true },
  category: { type: 'text', max: CATEGORY_MAX },
  /** The race's modality by name (distance, wave). */
  modality: { type: 'text', max: MODALITY_MAX },
  kit_picked_up: { type: 'boolean' },
  /** What the kit's QR code reads. */
  kit_qr_payload: { type: 'text', max: KIT_QR_PAYLOAD_MAX },
  /** Where the medical certificate is. */
  medical_link: { type: 'text', max: MEDICAL_LINK_MAX },
} as const satisfies Record<string, ImportColumn>;
export type RegistrationImportColumn = keyof typeof REGISTRATION_IMPORT_COLUMNS;
/** A registration is found again by one of these: an item carries at least one. */
export const REGISTRATION_IDENTIFIERS = ['external_id', 'document'] as const;

const column = REGISTRATION_IMPORT_COLUMNS;
export const registrationImportItemSchema = z
  .object({
    ...({
      name: trimmed(column.name.max),
      external_id: z.optional(optionalText(column.external_id.max)),
      document: z.optional(documentSchema),
      email: z.optional(z.email('E-mail inválido').check(z.maxLength(column.email.max))),
      phone: z.optional(optionalText(column.phone.max)),
      birth_date: z.optional(isoDateSchema),
      sex: z.optional(z.enum(column.sex.values, 'Use M, F ou X')),
      bib: z.optional(optionalText(column.bib.max)),
      category: z.optional(optionalText(column.category.max)),
      modality: z.optional(optionalText(column.modality.max)),
      kit_picked_up: z.optional(z.boolean()),
      kit_qr_payload: z.optional(optionalText(column.kit_qr_payload.max)),
      medical_link: z.optional(optionalText(column.medical_link.max)),
    } satisfies Record<RegistrationImportColumn, z.core.$ZodType>),
    /** Extension: answers to the event's registration fields, by key (registration-answers.ts). */
    answers: z.optional(answersSchema),
  })
  .check(
    z.superRefine((item, ctx) => {
      if (!REGISTRATION_IDENTIFIERS.some((field) => item[field]))
        refuseField(ctx, 'external_id', 'Informe external_id ou document');
    }),
  );
export type RegistrationImportItem = z.infer<typeof registrationImportItemSchema>;
export type RegistrationImportItemInput = z.input<typeof registrationImportItemSchema>;

/** The request: the count is checked here; each item on its own, so bad items never stop good ones. */
export const registrationImportRequestSchema = z.object({
  registrations: importItemsSchema(MAX_REGISTRATIONS_PER_IMPORT, {
    one: 'uma inscrição',
    many: 'inscrições',
  }),
});

export const importQuerySchema = z.object({
  source: z._default(z.enum(['api', 'csv']), 'api'),
});

export const registrationDeleteQuerySchema = z.object({
  race_id: z.optional(
    z.coerce
      .number()
      .check(
        z.int(),
        z.positive(),
        z.maximum(ID_MAX, `Id acima do maior possível (${groupDigits(ID_MAX)})`),
      ),
  ),
  status: z.optional(z.enum(REGISTRATION_STATUSES)),
  origin: z.optional(z.enum(REGISTRATION_ORIGINS)),
  dry_run: z.optional(z.enum(['0', '1', 'true', 'false'])),
});
export type RegistrationDeleteQuery = z.infer<typeof registrationDeleteQuerySchema>;

export const deleteResultSchema = z.object({
  deleted: z.int(),
  would_delete: z.optional(z.int()),
  protected_online: z.optional(z.int()),
});
export type DeleteResult = z.infer<typeof deleteResultSchema>;
export const dryRunQuerySchema = z.object({
  dry_run: z.optional(z.enum(['0', '1', 'true', 'false'])),
});
export const isDryRun = (value: string | undefined): boolean => value === '1' || value === 'true';
