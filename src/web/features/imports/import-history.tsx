import { Button, Pagination, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isFinalImportWord, type ImportStatus } from '@/contract/imports';
import { ErrorView } from '@/web/components/error-view';
import { lazyDialog } from '@/web/components/lazy-dialog';
import { UnavailableNotice } from '@/web/components/unavailable-notice';
import { useI18n } from '@/web/i18n/i18n';
import { importQueries } from '@/web/api/imports';
import type { ImportsSearch } from './imports-search';
import type { ImportKind } from '@/spreadsheet/types';
import type { ImportDetailDialogProps } from './import-detail';
import { StepPanel } from './step-panel';
import { useReportDownload } from './import-report-download';
import { HistoryCards, HistoryTable, uploadsOf } from './import-history-views';

const ImportDetailDialog = lazyDialog<ImportDetailDialogProps>(
  () => import('./import-detail').then((m) => m.ImportDetailDialog),
  (props) => props.opened,
);

interface ImportHistoryProps {
  eventCode: string;
  search: ImportsSearch;
  onSearchChange: (next: Partial<ImportsSearch>) => void;
}

export function ImportHistory({ eventCode, search, onSearchChange }: ImportHistoryProps) {
  const { t } = useI18n();
  const query = useQuery(importQueries.history(eventCode, search.history, search.page));
  const [open, setOpen] = useState<ImportStatus | null>(null);
  const download = useReportDownload(eventCode, search.history);
  const phone = useMediaQuery('(max-width: 36em)');
  const uploads = query.data ? uploadsOf(query.data.data) : [];
  const actions = (item: ImportStatus) => (
    <Stack gap={2} align="flex-start">
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => setOpen(item)}
        aria-label={t('imports.history.openOne', { id: item.import_id })}
      >
        {t('imports.history.open')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => void download(item)}
        aria-label={t('imports.history.reportOf', { id: item.import_id })}
      >
        {t('imports.history.report')}
      </Button>
      {isFinalImportWord(item.status) && item.summary.created > 0 && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label={t('imports.history.undoOf', { id: item.import_id })}
          renderRoot={(props) => (
            <Link
              to="/events/$eventCode/cleanup"
              params={{ eventCode }}
              search={{ undo: item.import_id, kind: search.history }}
              {...props}
            />
          )}
        >
          {t('imports.history.undo')}
        </Button>
      )}
      {search.history === 'results' && item.race_code && (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={t('results.viewOf', { race: item.race_code })}
          renderRoot={(props) => (
            <Link
              to="/events/$eventCode/results"
              params={{ eventCode }}
              search={{ race: item.race_code }}
              {...props}
            />
          )}
        >
          {t('results.view')}
        </Button>
      )}
    </Stack>
  );

  return (
    <>
      <StepPanel
        title={t('imports.history.title')}
        subtitle={t('imports.history.subtitle')}
        align="flex-end"
        aside={
          <SegmentedControl
            aria-label={t('imports.history.kind')}
            value={search.history}
            onChange={(value) => onSearchChange({ history: value as ImportKind, page: 1 })}
            data={[
              { value: 'registrations', label: t('imports.kind.registrations') },
              { value: 'results', label: t('imports.kind.results') },
            ]}
          />
        }
      >
        {query.isPending ? (
          <Skeleton height={120} />
        ) : query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data === null ? (
          <UnavailableNotice />
        ) : query.data.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('imports.history.empty')}
          </Text>
        ) : (
          <>
            {phone ? (
              <HistoryCards uploads={uploads} actions={actions} />
            ) : (
              <HistoryTable uploads={uploads} actions={actions} />
            )}
            {query.data.meta.last_page > 1 && (
              <Pagination
                total={query.data.meta.last_page}
                value={search.page}
                onChange={(page) => onSearchChange({ page })}
                aria-label={t('pagination.label')}
                size="sm"
              />
            )}
          </>
        )}
      </StepPanel>
      <ImportDetailDialog
        opened={open !== null}
        eventCode={eventCode}
        kind={search.history}
        importId={open?.import_id ?? null}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
