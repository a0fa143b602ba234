import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CHANGE_KINDS } from '@/contract/history';
import { discountsAfterPut, discountsVersion, retentionVersion } from '@/contract/versions';
import { fetchAllChanges, historyQueries, type HistoryFilters } from '@/web/api/history';
import { legalDiscountQueries, putLegalDiscounts } from '@/web/api/legal-discounts';
import { putRetention, retentionQueries } from '@/web/api/retention';
import { useConfirmedReplace } from '@/web/components/confirmed-replace';
import { AlertIcon } from '@/web/components/icons';
import { PageHeader } from '@/web/components/page-header';
import { history } from '@/web/i18n/features/history';
import { historyWords } from '@/web/i18n/features/history-words';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/keys';
import { addMessages } from '@/web/i18n/messages';
import { downloadText } from '@/web/lib/download';
import { hubErrorText } from '@/web/lib/hub-error';
import { ChangeItem, type Restore } from './change-item';
import { describeChange, sentenceText } from './describe-change';
import { historyCsv } from './history-csv';

addMessages([history, historyWords]);

/** The event's change history: a timeline to filter, versions to compare and restore, a CSV. */
export function HistoryPage({ eventCode }: { eventCode: string }) {
  const { t, format } = useI18n();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<HistoryFilters>({});
  const pages = useInfiniteQuery({
    ...historyQueries.pages(eventCode, filters),
    placeholderData: (previous) => previous,
  });
  const entries = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const actors = pages.data?.pages[0]?.actors ?? [];

  const restore = useMutation({
    mutationFn: async (r: Restore): Promise<void> => {
      if (r.kind === 'retention') await putRetention(eventCode, r.version);
      else await putLegalDiscounts(eventCode, r.version as Parameters<typeof putLegalDiscounts>[1]);
    },
    meta: {
      invalidates: [historyQueries.all(), retentionQueries.details(), legalDiscountQueries.lists()],
      successMessage: t('history.restored'),
    },
  });
  const confirmed = useConfirmedReplace<Restore>({
    readPair: async (r) => {
      if (r.kind === 'retention') {
        const now = await queryClient.fetchQuery({
          ...retentionQueries.detail(eventCode),
          staleTime: 0,
        });
        return { kind: 'retention', before: retentionVersion(now), after: r.version };
      }
      const now = await queryClient.fetchQuery({
        ...legalDiscountQueries.list(eventCode),
        staleTime: 0,
      });
      const before = now ? discountsVersion(now) : null;
      return { kind: 'legal-discounts', before, after: discountsAfterPut(before, r.version) };
    },
    save: (r, done) => restore.mutate(r, { onSettled: done }),
    pending: restore.isPending,
  });

  const download = useMutation({
    mutationFn: () => fetchAllChanges(eventCode, filters),
    onSuccess: (all) =>
      downloadText(
        historyCsv(
          all,
          (c) => t(`history.col.${c}`),
          (iso) => format.dateTime(iso),
          (entry) => sentenceText(describeChange(entry, { t, format })),
        ),
        t('history.csvFile', { event: eventCode }),
      ),
  });

  const filtered = Boolean(filters.kind || filters.key);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('history.title')}
        subtitle={t('history.subtitle')}
        actions={
          <Button
            variant="default"
            onClick={() => download.mutate()}
            loading={download.isPending}
            disabled={!entries.length}
          >
            {t('history.csv')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end">
        {/* Native selects: a filter needs no popover (and so no floating-ui on this tab). */}
        <NativeSelect
          label={t('history.filter.kind')}
          data={[
            { value: '', label: t('history.filter.kindAll') },
            ...CHANGE_KINDS.map((kind) => ({
              value: kind,
              label: t(`history.kind.${kind}` as MessageKey),
            })),
          ]}
          value={filters.kind ?? ''}
          onChange={(event) => {
            const kind = event.currentTarget.value;
            setFilters((f) => ({ ...f, kind: kind || undefined }));
          }}
          w={220}
        />
        <NativeSelect
          label={t('history.filter.person')}
          data={[
            { value: '', label: t('history.filter.personAll') },
            ...actors.map((a) => ({
              value: a.key_fingerprint,
              label: `${a.actor ?? t('history.key', { fingerprint: a.key_fingerprint })}`,
            })),
          ]}
          value={filters.key ?? ''}
          onChange={(event) => {
            const key = event.currentTarget.value;
            setFilters((f) => ({ ...f, key: key || undefined }));
          }}
          w={260}
        />
        {pages.isFetching && <Loader size="xs" aria-label={t('diff.loading')} />}
      </Group>
      {(pages.error || download.error) && (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {hubErrorText(pages.error ?? download.error)}
        </Alert>
      )}
      {pages.isSuccess && !entries.length && (
        <Text c="dimmed" role="status">
          {filtered ? t('history.emptyFiltered') : t('history.empty')}
        </Text>
      )}
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <ChangeItem key={entry.id} entry={entry} onRestore={confirmed.ask} />
        ))}
      </Stack>
      {pages.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void pages.fetchNextPage()}
            loading={pages.isFetchingNextPage}
          >
            {t('history.loadMore')}
          </Button>
        </Group>
      )}
      {confirmed.dialog}
    </Stack>
  );
}
