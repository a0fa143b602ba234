import { Button, EmptyState, Group, NativeSelect, Pagination, Text } from '@mantine/core';
import type { PaginationMeta } from '@/contract/common';
import { useI18n } from '@/web/i18n/i18n';
import { AlertIcon } from './icons';

export const PER_PAGE_OPTIONS = [5, 10, 15, 25, 50, 100] as const;

interface ListPaginationProps {
  meta: PaginationMeta;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** The list shows `PastTheEnd` itself, where its rows would be. */
  pastTheEndShown?: boolean;
}

/** A page after the last one (a link kept from a longer list, an edited URL). */
export const isPastTheEnd = (meta: PaginationMeta) =>
  meta.total > 0 && meta.page > Math.max(1, meta.last_page);

/** What a page past the end says instead of rows, with the way to the last page. */
export function PastTheEnd({
  meta,
  onPageChange,
}: Pick<ListPaginationProps, 'meta' | 'onPageChange'>) {
  const { t, format } = useI18n();
  return (
    <EmptyState
      py="xl"
      icon={<AlertIcon size={28} />}
      withIndicatorBackground
      title={t('pagination.pastEnd.title', { page: format.number(meta.page) })}
      description={t('pagination.pastEnd.description', {
        total: format.number(meta.total),
        last: format.number(meta.last_page),
      })}
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={() => onPageChange(Math.max(1, meta.last_page))}>
          {t('pagination.pastEnd.action', { last: format.number(meta.last_page) })}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function ListPagination({
  meta,
  onPageChange,
  onPerPageChange,
  pastTheEndShown = false,
}: ListPaginationProps) {
  const { t, format } = useI18n();
  const pastTheEnd = isPastTheEnd(meta);
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.page * meta.per_page, meta.total);
  const perPageOptions = PER_PAGE_OPTIONS.includes(meta.per_page as never)
    ? PER_PAGE_OPTIONS
    : [...PER_PAGE_OPTIONS, meta.per_page].sort((a, b) => a - b);
  return (
    <>
      {pastTheEnd && !pastTheEndShown && <PastTheEnd meta={meta} onPageChange={onPageChange} />}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <NativeSelect
            size="xs"
            label={t('pagination.perPage')}
            styles={{
              root: { display: 'flex', alignItems: 'center', gap: 8 },
              label: { fontWeight: 400 },
            }}
            value={String(meta.per_page)}
            data={perPageOptions.map(String)}
            onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
          />
          <Text size="sm" c="dimmed">
            {/* Past the end the range would run backwards ("491–8 de 8"): only the total. */}
            {pastTheEnd
              ? t('pagination.totalOnly', { total: format.number(meta.total) })
              : t('pagination.summary', {
                  from: format.number(from),
                  to: format.number(to),
                  total: format.number(meta.total),
                })}
          </Text>
        </Group>
        <nav aria-label={t('pagination.label')}>
          <Pagination
            size="sm"
            total={Math.max(1, meta.last_page)}
            value={Math.min(meta.page, Math.max(1, meta.last_page))}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          />
        </nav>
      </Group>
    </>
  );
}
