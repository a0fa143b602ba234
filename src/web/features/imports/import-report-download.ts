import { useQueryClient } from '@tanstack/react-query';
import type { ImportStatus, ImportSummary } from '@/contract/imports';
import { importQueries } from '@/web/api/imports';
import { useI18n } from '@/web/i18n/i18n';
import { downloadText } from '@/web/lib/download';
import { csvCell } from '@/spreadsheet/csv';
import type { ImportKind } from '@/spreadsheet/types';
import { loadUploadReports, reportOfImport } from './report-store';

/** The hub's `updated` counts the unchanged too: told apart, as the report tells them. */
export const outcomesOf = (summary: ImportSummary) => ({
  created: summary.created,
  updated: summary.updated - (summary.unchanged ?? 0),
  unchanged: summary.unchanged ?? 0,
});

/**
 * The report of an import from the history: the whole upload's, as the wizard wrote it (rows the
 * browser refused included), where this browser kept it; else what the hub keeps of that import.
 */
export function useReportDownload(eventCode: string, kind: ImportKind) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return async (item: ImportStatus) => {
    const kept = reportOfImport(loadUploadReports(eventCode), kind, item.import_id);
    if (kept) {
      downloadText(kept.csv, `${kept.fileName.replace(/\.[^.]+$/, '')}-relatorio.csv`);
      return;
    }
    const status = await queryClient.fetchQuery(
      importQueries.detail(eventCode, kind, item.import_id),
    );
    const head = [
      t('imports.detail.item'),
      t('imports.report.outcome'),
      t('imports.detail.field'),
      t('imports.report.messages'),
      t('imports.detail.ids'),
    ];
    const lines = (status.items ?? []).map((i) => [
      i.index + 1,
      t(i.outcome === 'conflict' ? 'imports.rowOutcome.conflict' : 'imports.rowOutcome.error'),
      i.field ?? '',
      i.message,
      [i.external_id, i.bib].filter(Boolean).join(' · '),
    ]);
    const csv = [head, ...lines].map((cells) => cells.map(csvCell).join(';')).join('\r\n');
    downloadText(`\ufeff${csv}\r\n`, `importacao-${item.import_id}-relatorio.csv`);
  };
}
