import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorView } from '@/web/components/error-view';
import { useI18n } from '@/web/i18n/i18n';
import { importQueries, retryImport } from '@/web/api/imports';
import { ImportStatusBadge, raceOf } from './import-status';
import type { ImportKind } from '@/spreadsheet/types';
import { StatCard } from './stat-card';
import { outcomesOf } from './import-report-download';
import { formatDuration } from './upload-step';

export interface ImportDetailDialogProps {
  opened: boolean;
  eventCode: string;
  kind: ImportKind;
  importId: number | null;
  onClose: () => void;
}

/** One import as the hub keeps it, in a dialog fetched the first time one is opened. */
export function ImportDetailDialog({
  opened,
  eventCode,
  kind,
  importId,
  onClose,
}: ImportDetailDialogProps) {
  const { t } = useI18n();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={importId === null ? '' : t('imports.detail.title', { id: importId })}
      size="xl"
    >
      {opened && importId !== null && (
        <ImportDetail eventCode={eventCode} kind={kind} importId={importId} />
      )}
    </Modal>
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
      <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="sm">
        <StatCard label={t('imports.history.received')} value={status.summary.total_received} />
        <StatCard
          label={t('imports.outcome.created')}
          value={status.summary.created}
          color="teal"
        />
        <StatCard
          label={t('imports.outcome.updated')}
          value={outcomesOf(status.summary).updated}
          color="blue"
        />
        {status.summary.unchanged !== undefined && (
          <StatCard
            label={t('imports.outcome.unchanged')}
            value={status.summary.unchanged}
            color="gray"
          />
        )}
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
