import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import type { PaginationMeta } from '@/contract/common';
import { useI18n } from '@/web/i18n/i18n';

export const PER_PAGE_OPTIONS = [5, 10, 15, 25, 50, 100] as const;

interface ListPaginationProps {
  meta: PaginationMeta;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

export function ListPagination({ meta, onPageChange, onPerPageChange }: ListPaginationProps) {
  const { t, format } = useI18n();
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.page * meta.per_page, meta.total);
  const perPageOptions = PER_PAGE_OPTIONS.includes(meta.per_page as never)
    ? PER_PAGE_OPTIONS
    : [...PER_PAGE_OPTIONS, meta.per_page].sort((a, b) => a - b);
  return (
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
          {t('pagination.summary', {
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
  );
}
