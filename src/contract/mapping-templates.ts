import { z } from 'zod/mini';
import { hasLoneSurrogate, looseInt } from './common';

/**
 * Team mapping templates (issue 18): a spreadsheet layout's column mapping, kept by the
 * dashboard's server for everyone who uses the same hub. Not part of Management API v1.
 */
/** Team mapping templates: a spreadsheet layout's column mapping, shared by the hub's team. */
export const MAPPING_TEMPLATE_NAME_MAX = 80;
export const MAPPING_TEMPLATE_COLUMNS_MAX = 500;
export const MAPPING_TEMPLATES_MAX = 500;

/** Text PostgreSQL can keep: no U+0000, no half of a UTF-16 pair. */
const storable = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((v) => !v.includes('\0') && !hasLoneSurrogate(v), 'Texto com caractere inválido'),
  );

const templateName = storable(1000).check(
  z.trim(),
  z.minLength(1, 'Dê um nome ao modelo'),
  z.maxLength(MAPPING_TEMPLATE_NAME_MAX, `No máximo ${MAPPING_TEMPLATE_NAME_MAX} caracteres`),
);

export const mappingTemplateSchema = z.object({
  id: looseInt,
  kind: z.enum(['registrations', 'results']),
  name: z.string(),
  signature: z.string(),
  headers: z.array(z.string()),
  columns: z.array(z.nullable(z.string())),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MappingTemplate = z.infer<typeof mappingTemplateSchema>;

export const mappingTemplateCreateSchema = z
  .object({
    kind: z.enum(['registrations', 'results']),
    name: templateName,
    signature: storable(100).check(z.minLength(1)),
    headers: z
      .array(storable(500))
      .check(z.minLength(1), z.maxLength(MAPPING_TEMPLATE_COLUMNS_MAX)),
    columns: z.array(z.nullable(storable(100))).check(z.maxLength(MAPPING_TEMPLATE_COLUMNS_MAX)),
  })
  .check(
    z.refine((t) => t.headers.length === t.columns.length, {
      path: ['columns'],
      message: 'Uma coluna de destino para cada cabeçalho',
    }),
  );
export type MappingTemplateCreate = z.infer<typeof mappingTemplateCreateSchema>;

export const mappingTemplateRenameSchema = z.object({ name: templateName });
