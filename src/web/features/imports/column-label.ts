import type { TranslateParams } from '@/web/i18n/i18n';
import type { Language, MessageKey } from '@/web/i18n/messages';
import { IMPORT_COLUMNS_EN, IMPORT_COLUMNS_PT_BR } from '@/spreadsheet/column-names';
import type { MappingIssue } from '@/spreadsheet/mapping';

type Translate = (key: MessageKey, params?: TranslateParams) => string;
const LABELS: Record<Language, Readonly<Record<string, string>>> = {
  'pt-BR': IMPORT_COLUMNS_PT_BR,
  en: IMPORT_COLUMNS_EN,
};

/** An import column's name in the person's language; a field the contract lacks, as it is. */
export const columnLabelOf = (language: Language, field: string): string =>
  LABELS[language][field] ?? field;

/** What keeps a mapping from going on, in the person's language. */
export function mappingIssueText(t: Translate, language: Language, issue: MappingIssue): string {
  const label = (field: string) => columnLabelOf(language, field);
  return t(`imports.mappingIssue.${issue.code}`, {
    field: label(issue.field),
    document: label('document'),
    external: label('external_id'),
  });
}
