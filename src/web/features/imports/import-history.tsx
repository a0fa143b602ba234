import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ImportStatus } from '@/contract/imports';
import { ErrorView } from '@/web/components/error-view';
import { UnavailableNotice } from '@/web/components/unavailable-notice';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
import { importQueries, retryImport } from '@/web/api/imports';
import type { ImportsSearch } from './imports-search';
import type { ImportKind } from './pipeline/types';
import { StatCard } from './stat-card';
import { StepPanel } from './step-panel';
import { formatDuration } from './upload-step';

const STATUS: Record<string, { label: MessageKey; color: string }> = {
  queued: { label: 'imports.status.queued', color: 'gray' },
  processing: { label: 'imports.status.processing', color: 'blue' },
  completed: { label: 'imports.status.completed', color: 'teal' },
  failed: { label: 'imports.status.failed', color: 'red' },
};

/** Keys of this console's chunks: `{file hash}-{kind}-{chunk}-{digest}-{upload id}`. */
const CHUNK_KEY = /^([0-9a-f]{32})-(?:registrations|results)-(\d+)-[0-9a-f]{8}-([0-9a-z]+)$/;

/** The race of an import, whatever its kind (the spec names it for results only). */
const raceOf = (item: ImportStatus): string => item.race ?? item.race_code ?? '—';
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

export function ImportStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const known = STATUS[status];
  if (!known) return <Text size="sm">{status}</Text>;
  return (
    <Badge color={known.color} variant="light">
      {t(known.label)}
    </Badge>
  );
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
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('imports.history.id')}</Table.Th>
                    <Table.Th>{t('imports.history.race')}</Table.Th>
                    <Table.Th>{t('imports.history.status')}</Table.Th>
                    <Table.Th ta="right">{t('imports.history.received')}</Table.Th>
                    <Table.Th ta="right">{t('imports.outcome.created')}</Table.Th>
                    <Table.Th ta="right">{t('imports.outcome.updated')}</Table.Th>
                    <Table.Th ta="right">{t('imports.history.problems')}</Table.Th>
                    <Table.Th>{t('imports.history.started')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {uploadsOf(query.data.data).map(({ key, items }) => [
                    items.length > 1 && (
                      <Table.Tr key={key} bg="var(--mantine-color-default-hover)">
                        <Table.Td colSpan={9}>
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
                        <Table.Td ta="right">{format.number(item.summary.updated)}</Table.Td>
                        <Table.Td ta="right">
                          {format.number(item.summary.conflicts + item.summary.errors)}
                        </Table.Td>
                        <Table.Td>{format.dateTime(item.started_at)}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              onClick={() => setOpen(item)}
                              aria-label={t('imports.history.openOne', { id: item.import_id })}
                            >
                              {t('imports.history.open')}
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
                          </Group>
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
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('imports.detail.title', { id: open.import_id }) : ''}
        size="xl"
      >
        {open && (
          <ImportDetail eventCode={eventCode} kind={search.history} importId={open.import_id} />
        )}
      </Modal>
    </>
  );
}

function ImportDetail({
  eventCode,
  kind,
  importId,
}: {
  eventCode: string;
  kind: ImportKind;
  importId: number;
}) {
  const { t, format } = useI18n();
  const queryClient = useQueryClient();
  const query = useQuery(importQueries.detail(eventCode, kind, importId));
  const retry = useMutation({
    mutationFn: () => retryImport(eventCode, kind, importId),
    onSuccess: (queued) => {
      queryClient.setQueryData(importQueries.detail(eventCode, kind, importId).queryKey, queued);
      return queryClient.invalidateQueries({ queryKey: importQueries.all() });
    },
  });
  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const status = query.data;
  const items = status.items ?? [];
  return (
    <Stack gap="md">
      {status.failure && (
        <Alert
          color={status.status === 'failed' ? 'red' : 'yellow'}
          title={t(
            status.status === 'failed' ? 'imports.detail.failed' : 'imports.detail.retrying',
          )}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{status.failure}</Text>
            {status.status === 'failed' && (
              <Button size="xs" loading={retry.isPending} onClick={() => retry.mutate()}>
                {t('imports.detail.retry')}
              </Button>
            )}
            {retry.isError && <ErrorView error={retry.error} />}
          </Stack>
        </Alert>
      )}
      <Group gap="sm">
        <ImportStatusBadge status={status.status} />
        <Text size="sm" c="dimmed">
          {t('imports.detail.meta', {
            race: raceOf(status),
            source: status.source,
            started: format.dateTime(status.started_at),
            duration: formatDuration(status.summary.duration_ms),
          })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <StatCard label={t('imports.history.received')} value={status.summary.total_received} />
        <StatCard
          label={t('imports.outcome.created')}
          value={status.summary.created}
          color="teal"
        />
        <StatCard
          label={t('imports.outcome.updated')}
          value={status.summary.updated}
          color="blue"
        />
        <StatCard
          label={t('imports.outcome.conflict')}
          value={status.summary.conflicts}
          color="orange"
        />
        <StatCard label={t('imports.outcome.error')} value={status.summary.errors} color="red" />
      </SimpleGrid>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('imports.detail.noItems')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600} maxHeight={360}>
          <Table striped verticalSpacing={4} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('imports.detail.item')}</Table.Th>
                <Table.Th>{t('imports.report.outcome')}</Table.Th>
                <Table.Th>{t('imports.detail.field')}</Table.Th>
                <Table.Th>{t('imports.report.messages')}</Table.Th>
                <Table.Th>{t('imports.detail.ids')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={`${item.index}-${item.field ?? ''}`}>
                  <Table.Td>{item.index + 1}</Table.Td>
                  <Table.Td>
                    <Badge color={item.outcome === 'conflict' ? 'orange' : 'red'} variant="light">
                      {item.outcome === 'conflict'
                        ? t('imports.outcome.conflict')
                        : t('imports.outcome.error')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{item.field ?? '—'}</Table.Td>
                  <Table.Td>{item.message}</Table.Td>
                  <Table.Td>
                    {[item.external_id, item.bib].filter(Boolean).join(' · ') || '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
