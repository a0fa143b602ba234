import { Button, Pagination, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ImportStatus } from '@/contract/imports';
import { ErrorView } from '@/web/components/error-view';
import { lazyDialog } from '@/web/components/lazy-dialog';
import { UnavailableNotice } from '@/web/components/unavailable-notice';
import { useI18n } from '@/web/i18n/i18n';
import { importQueries } from '@/web/api/imports';
import type { ImportsSearch } from './imports-search';
import type { ImportKind } from '@/spreadsheet/types';
import type { ImportDetailDialogProps } from './import-detail';
import { ImportStatusBadge, raceOf } from './import-status';
import { StepPanel } from './step-panel';
import { outcomesOf, useReportDownload } from './import-report-download';

const ImportDetailDialog = lazyDialog<ImportDetailDialogProps>(
  () => import('./import-detail').then((m) => m.ImportDetailDialog),
  (props) => props.opened,
);

const COLUMNS = 11;

/** Keys of this console's chunks: `{file hash}-{kind}-{chunk}-{digest}-{upload id}`. */
const CHUNK_KEY = /^([0-9a-f]{32})-(?:registrations|results)-(\d+)-[0-9a-f]{8}-([0-9a-z]+)$/;

const chunkOf = (item: ImportStatus): number | null => {
  const m = CHUNK_KEY.exec(item.idempotency_key ?? '');
  return m ? Number(m[2]) : null;
};

/** Consecutive imports sent by one upload, together; any other import stands alone. */
export function uploadsOf(items: readonly ImportStatus[]) {
  const groups: { key: string; items: ImportStatus[] }[] = [];
  for (const item of items) {
    const m = CHUNK_KEY.exec(item.idempotency_key ?? '');
    const key = m ? `${m[1]}-${m[3]}` : `import-${item.import_id}`;
    const last = groups.at(-1);
    if (m && last?.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}

interface ImportHistoryProps {
  eventCode: string;
  search: ImportsSearch;
  onSearchChange: (next: Partial<ImportsSearch>) => void;
}

export function ImportHistory({ eventCode, search, onSearchChange }: ImportHistoryProps) {
  const { t, format } = useI18n();
  const query = useQuery(importQueries.history(eventCode, search.history, search.page));
  const [open, setOpen] = useState<ImportStatus | null>(null);
  const download = useReportDownload(eventCode, search.history);

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
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('imports.history.id')}</Table.Th>
                    <Table.Th>{t('imports.history.race')}</Table.Th>
                    <Table.Th>{t('imports.history.status')}</Table.Th>
                    <Table.Th ta="right">{t('imports.history.received')}</Table.Th>
                    <Table.Th ta="right">{t('imports.outcome.created')}</Table.Th>
                    <Table.Th ta="right">{t('imports.outcome.updated')}</Table.Th>
                    <Table.Th ta="right">{t('imports.outcome.unchanged')}</Table.Th>
                    <Table.Th ta="right">{t('imports.outcome.conflict')}</Table.Th>
                    <Table.Th ta="right">{t('imports.outcome.error')}</Table.Th>
                    <Table.Th>{t('imports.history.started')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {uploadsOf(query.data.data).map(({ key, items }) => [
                    items.length > 1 && (
                      <Table.Tr key={key} bg="var(--mantine-color-default-hover)">
                        <Table.Td colSpan={COLUMNS}>
                          <Text size="sm" fw={600}>
                            {t('imports.history.upload', {
                              n: items.length,
                              races: [...new Set(items.map(raceOf))].join(', '),
                            })}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ),
                    ...items.map((item) => (
                      <Table.Tr key={item.import_id}>
                        <Table.Td ff="monospace">
                          #{item.import_id}
                          {items.length > 1 && chunkOf(item) !== null && (
                            <Text span size="xs" c="dimmed" ff="text">
                              {' · '}
                              {t('imports.history.chunk', { n: chunkOf(item) ?? 0 })}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{raceOf(item)}</Table.Td>
                        <Table.Td>
                          <ImportStatusBadge status={item.status} />
                        </Table.Td>
                        <Table.Td ta="right">{format.number(item.summary.total_received)}</Table.Td>
                        <Table.Td ta="right">{format.number(item.summary.created)}</Table.Td>
                        <Table.Td ta="right">
                          {format.number(outcomesOf(item.summary).updated)}
                        </Table.Td>
                        <Table.Td ta="right">
                          {item.summary.unchanged === undefined
                            ? '—'
                            : format.number(item.summary.unchanged)}
                        </Table.Td>
                        <Table.Td ta="right">{format.number(item.summary.conflicts)}</Table.Td>
                        <Table.Td ta="right">{format.number(item.summary.errors)}</Table.Td>
                        <Table.Td>{format.dateTime(item.started_at)}</Table.Td>
                        <Table.Td>
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
                        </Table.Td>
                      </Table.Tr>
                    )),
                  ])}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
