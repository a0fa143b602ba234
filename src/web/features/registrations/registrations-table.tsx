import { Badge, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@/contract/common';
import type { RegistrationListItem } from '@/contract/registration-list';
import { UsersIcon } from '@/web/components/icons';
import { PagedTable } from '@/web/components/paged-table';
import { useI18n } from '@/web/i18n/i18n';
import { labelOf } from './registration-labels';
import type { RegistrationsSearch } from './registrations-search';

const STATUS_COLORS: Record<string, string> = {
  confirmed: 'teal',
  pending: 'yellow',
  cancelled: 'gray',
};
const COLUMNS = 8;

interface RegistrationsTableProps {
  query: UseQueryResult<Page<RegistrationListItem>>;
  perPage: number;
  onSearchChange: (next: Partial<RegistrationsSearch>) => void;
}

/** A page of the event's registrations, in the hub's order (by name), documents masked. */
export function RegistrationsTable({ query, perPage, onSearchChange }: RegistrationsTableProps) {
  const { t, format } = useI18n();
  const none = t('value.none');
  return (
    <PagedTable
      query={query}
      errorTitle={t('registrations.error.list')}
      minWidth={940}
      skeleton={{ columns: COLUMNS, rows: Math.min(perPage, 8) }}
      tableProps={{ highlightOnHover: true, 'aria-label': t('registrations.table.label') }}
      head={
        <Table.Tr>
          <Table.Th scope="col" miw={200}>
            {t('registrations.col.name')}
          </Table.Th>
          <Table.Th scope="col">{t('registrations.col.document')}</Table.Th>
          <Table.Th scope="col">{t('registrations.col.bib')}</Table.Th>
          <Table.Th scope="col">{t('registrations.col.race')}</Table.Th>
          <Table.Th scope="col">{t('registrations.col.sex')}</Table.Th>
          <Table.Th scope="col">{t('registrations.col.birthDate')}</Table.Th>
          <Table.Th scope="col">{t('registrations.col.status')}</Table.Th>
          <Table.Th scope="col">{t('registrations.col.origin')}</Table.Th>
        </Table.Tr>
      }
      row={(r) => (
        <Table.Tr key={r.id}>
          <Table.Td fw={500}>{r.name}</Table.Td>
          <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {r.document ?? none}
          </Table.Td>
          <Table.Td ff="monospace">{r.bib ?? none}</Table.Td>
          <Table.Td>
            <Text size="sm" span title={r.race.code}>
              {r.race.name}
            </Text>
          </Table.Td>
          <Table.Td>{labelOf(t, 'sex', r.sex) || none}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(r.birth_date)}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={STATUS_COLORS[r.status] ?? 'gray'}>
              {labelOf(t, 'status', r.status)}
            </Badge>
          </Table.Td>
          <Table.Td>{labelOf(t, 'origin', r.origin)}</Table.Td>
        </Table.Tr>
      )}
      empty={{
        icon: <UsersIcon size={28} />,
        title: t('registrations.noMatch.title'),
        description: t('registrations.noMatch.description'),
      }}
      onPageChange={(page) => onSearchChange({ page })}
      onPerPageChange={(per_page) => onSearchChange({ per_page, page: 1 })}
    />
  );
}
