import { z } from 'zod';
import {
  groupDigits,
  isYearInRange,
  optionalText,
  text,
  trimmed,
  YEAR_RANGE_MESSAGE,
} from './common';
import { cpfDigitsOf, isValidCpf } from './cpf';
import { DELETABLE_ORIGINS, REGISTRATION_ORIGINS, REGISTRATION_STATUSES } from './enums';
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
import { isIsoDate } from './time';

/**
 * A document: a CPF (with or without the mask, check digits verified, stored as digits) or,
 * when it is not 11 digits, another document such as a passport, kept as text.
 */
export const documentSchema = text()
  .trim()
  .min(1, 'Obrigatório')
  .transform((value, ctx) => {
    const digits = cpfDigitsOf(value);
    if (digits) {
      if (!isValidCpf(digits))
        ctx.addIssue({
          code: 'custom',
          message: 'CPF inválido (dígitos verificadores não conferem)',
        });
      return digits;
    }
    if (value.length > OTHER_DOCUMENT_MAX)
      ctx.addIssue({
        code: 'custom',
        message: `Documento com mais de ${OTHER_DOCUMENT_MAX} caracteres`,
      });
    return value;
  });

export const isoDateSchema = z
  .string()
  .trim()
  .refine(isIsoDate, 'Data inválida, use AAAA-MM-DD')
  .refine((v) => !isIsoDate(v) || isYearInRange(v), YEAR_RANGE_MESSAGE);

export const registrationImportItemSchema = z
  .object({
    name: trimmed(PERSON_NAME_MAX),
    external_id: optionalText(EXTERNAL_ID_MAX).optional(),
    document: documentSchema.optional(),
    email: z.email('E-mail inválido').max(EMAIL_MAX).optional(),
    phone: optionalText(PHONE_MAX).optional(),
    birth_date: isoDateSchema.optional(),
    bib: optionalText(BIB_MAX).optional(),
    category: optionalText(CATEGORY_MAX).optional(),
    modality: optionalText(MODALITY_MAX).optional(),
    kit_picked_up: z.boolean().optional(),
    kit_qr_payload: optionalText(KIT_QR_PAYLOAD_MAX).optional(),
    medical_link: optionalText(MEDICAL_LINK_MAX).optional(),
  })
  .superRefine((item, ctx) => {
    if (!item.external_id && !item.document)
      ctx.addIssue({
        code: 'custom',
        path: ['external_id'],
        message: 'Informe external_id ou document',
      });
  });
export type RegistrationImportItem = z.infer<typeof registrationImportItemSchema>;
export type RegistrationImportItemInput = z.input<typeof registrationImportItemSchema>;

/** The request: the count is checked here; each item on its own, so bad items never stop good ones. */
export const registrationImportRequestSchema = z.object({
  registrations: z
    .array(z.unknown(), 'Envie uma lista de inscrições')
    .min(1, 'Envie pelo menos uma inscrição')
    .max(
      MAX_REGISTRATIONS_PER_IMPORT,
      `No máximo ${MAX_REGISTRATIONS_PER_IMPORT} inscrições por requisição`,
    ),
});

export const importQuerySchema = z.object({
  source: z.enum(['api', 'csv']).default('api'),
});

export const registrationDeleteQuerySchema = z.object({
  race_id: z.coerce
    .number()
    .int()
    .positive()
    .max(ID_MAX, `Id acima do maior possível (${groupDigits(ID_MAX)})`)
    .optional(),
  status: z.enum(REGISTRATION_STATUSES).optional(),
  origin: z.enum(REGISTRATION_ORIGINS).optional(),
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type RegistrationDeleteQuery = z.infer<typeof registrationDeleteQuerySchema>;
export const deletableOriginSchema = z.enum(DELETABLE_ORIGINS);

export const deleteResultSchema = z.object({
  deleted: z.number().int(),
  would_delete: z.number().int().optional(),
  protected_online: z.number().int().optional(),
});
export type DeleteResult = z.infer<typeof deleteResultSchema>;
export const dryRunQuerySchema = z.object({
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
});
export const isDryRun = (value: string | undefined): boolean => value === '1' || value === 'true';
