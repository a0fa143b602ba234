import type { TranslateParams } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import {
  columnLabelKey,
  IMPORT_COLUMNS_PT_BR,
  type ImportColumnName,
} from '@/web/i18n/features/imports-columns';
import type { MappingIssue } from './pipeline/mapping';

type Translate = (key: MessageKey, params?: TranslateParams) => string;
const COLUMNS: Readonly<Record<string, string>> = IMPORT_COLUMNS_PT_BR;

/** An import column's name in the person's language; a field the contract lacks, as it is. */
export function columnLabelOf(t: Translate, field: string): string {
  return field in COLUMNS ? t(columnLabelKey(field as ImportColumnName)) : field;
}

/** What keeps a mapping from going on, in the person's language. */
export const mappingIssueText = (t: Translate, { code, field }: MappingIssue): string =>
  t(`imports.mappingIssue.${code}`, {
    field: columnLabelOf(t, field),
    document: columnLabelOf(t, 'document'),
    external: columnLabelOf(t, 'external_id'),
  });
