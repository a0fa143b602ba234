import { Alert, Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ImportKind } from '@/contract/imports';
import { historyQueries } from '@/web/api/history';
import { deleteImportRows, importRowQueries } from '@/web/api/import-rows';
import { importQueries } from '@/web/api/imports';
import { registrationQueries } from '@/web/api/registrations';
import { resultQueries } from '@/web/api/results';
import { ErrorView } from '@/web/components/error-view';
import { AlertIcon, InfoIcon } from '@/web/components/icons';
import { cleanupUndo } from '@/web/i18n/features/cleanup-undo';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { ImportUndoRows } from './import-undo-rows';
import { Done, PageSection } from './page-section';
import { TypedConfirmModal } from './typed-confirm-modal';

// Its labels come with it: Limpeza opened without an import to undo does not carry them.
addMessages([cleanupUndo]);

interface ImportUndoProps {
  eventCode: string;
  kind: ImportKind;
  importId: number;
  invalidates: readonly QueryKey[];
}

/**
 * Undo one import: who it created, a page of 50 at a time, then delete exactly those once the
 * event code is typed. Only where the hub lists them: a hub that cannot is told so, and nothing
 * broader is offered in their place.
 */
export function ImportUndo({ eventCode, kind, importId, invalidates }: ImportUndoProps) {
  const { t, format } = useI18n();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const status = useQuery(importQueries.detail(eventCode, kind, importId));
  const rows = useQuery(importRowQueries.page(eventCode, kind, importId, page));
  const remove = useMutation({
    mutationFn: () => deleteImportRows(eventCode, kind, importId),
    meta: {
      silentError: true,
      invalidates: [
        ...invalidates,
        importQueries.all(),
        importRowQueries.all(),
        registrationQueries.all(),
        resultQueries.all(),
        historyQueries.all(),
      ],
    },
    onSuccess: () => {
      setConfirming(false);
      setPage(1);
    },
  });
  const total = rows.data?.meta.total ?? 0;
  const count = format.number(total);

  const body = () => {
    if (rows.isPending) return <Skeleton height={160} />;
    if (rows.isError) return <ErrorView error={rows.error} onRetry={() => void rows.refetch()} />;
    if (rows.data === null)
      return (
        <Alert
          color="orange"
          variant="light"
          icon={<AlertIcon />}
          title={t('cleanup.undo.cannotTitle')}
        >
          {t(`cleanup.undo.${kind}.cannot`)}
        </Alert>
      );
    if (total === 0)
      return remove.isSuccess ? null : (
        <Alert color="gray" variant="light" icon={<InfoIcon />} role="status">
          {t(`cleanup.undo.${kind}.nothing`)}
        </Alert>
      );
    return (
      <>
        <Text fw={600} size="lg">
          {t(`cleanup.undo.${kind}.wouldDelete`, { count })}
        </Text>
        <ImportUndoRows kind={kind} rows={rows.data.data} />
        {rows.data.meta.last_page > 1 && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('cleanup.undo.pageOf', {
                page: format.number(rows.data.meta.page),
                pages: format.number(rows.data.meta.last_page),
              })}
            </Text>
            <Pagination
              total={rows.data.meta.last_page}
              value={page}
              onChange={setPage}
              aria-label={t('pagination.label')}
              size="sm"
            />
          </Group>
        )}
        <Group>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t(`cleanup.undo.${kind}.delete`, { count })}
          </Button>
        </Group>
      </>
    );
  };

  return (
    <PageSection
      title={t('cleanup.undo.title', { id: importId })}
      description={t(`cleanup.undo.${kind}.description`)}
    >
      <Stack gap="md">
        {status.data && (
          <Text size="sm">
            {t('cleanup.undo.which', {
              race: status.data.race ?? status.data.race_code ?? '—',
              when: format.dateTime(status.data.started_at),
              created: format.number(status.data.summary.created),
            })}
          </Text>
        )}
        {remove.isSuccess && (
          <Done>
            {t(`cleanup.undo.${kind}.deleted`, { count: format.number(remove.data.deleted) })}
          </Done>
        )}
        {body()}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            renderRoot={(props) => (
              <Link
                to="/events/$eventCode/imports"
                params={{ eventCode }}
                search={{ history: kind }}
                {...props}
              />
            )}
          >
            {t('cleanup.undo.back')}
          </Button>
        </Group>
      </Stack>
      <TypedConfirmModal
        opened={confirming}
        title={t('cleanup.undo.confirmTitle', { id: importId })}
        eventCode={eventCode}
        confirmLabel={t(`cleanup.undo.${kind}.delete`, { count })}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate()}
      >
        <Text fw={600}>{t(`cleanup.undo.${kind}.wouldDelete`, { count })}</Text>
        {remove.isPending && (
          <Text size="sm" role="status">
            {t('cleanup.undo.deleting')}
          </Text>
        )}
      </TypedConfirmModal>
    </PageSection>
  );
}
