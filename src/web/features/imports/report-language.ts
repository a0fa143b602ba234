import type { ReportLanguage, RowOutcome } from '@/spreadsheet/report';
import type { Language } from '@/web/i18n/messages';
import { hubText } from '@/web/i18n/messages';
import type { useI18n } from '@/web/i18n/i18n';

/** Named here, not read from report.ts: that would bring the pipeline into the tab. */
const ROW_OUTCOMES = [
  'created',
  'updated',
  'unchanged',
  'imported',
  'conflict',
  'error',
  'blank',
  'skipped',
] as const satisfies readonly RowOutcome[];

/** The report file in the reader's language; pt-BR is how the worker writes it already. */
export function reportLanguageOf(
  language: Language,
  t: ReturnType<typeof useI18n>['t'],
): ReportLanguage | undefined {
  if (language === 'pt-BR') return undefined;
  return {
    language,
    table: hubText[language],
    labels: {
      row: t('imports.preview.row'),
      outcome: t('imports.report.outcome'),
      problem: t('imports.preview.problems'),
      sheet: t('imports.report.sheet'),
    },
    outcomes: Object.fromEntries(
      ROW_OUTCOMES.map((outcome) => [outcome, t(`imports.rowOutcome.${outcome}`)]),
    ),
  };
}
