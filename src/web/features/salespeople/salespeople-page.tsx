import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Salesperson } from '@/contract/salespeople';
import { formatDocument } from '@/web/components/display-format';
import { UsersIcon } from '@/web/components/icons';
import { PageHeader } from '@/web/components/page-header';
import { PagedTable } from '@/web/components/paged-table';
import { salespeople } from '@/web/i18n/features/salespeople';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { salespersonQueries } from '@/web/api/salespeople';
import type { SalespeopleSearch } from './salespeople-search';

addMessages([salespeople]);

const COLUMNS = 5;

const documentOf = (person: Salesperson) =>
  person.document ? formatDocument(person.document) : null;

export function SalespeoplePage({
  search,
  onSearchChange,
}: {
  search: SalespeopleSearch;
  onSearchChange: (next: Partial<SalespeopleSearch>) => void;
}) {
  const { t } = useI18n();
  const query = useQuery(salespersonQueries.list(search));
  const none = t('value.none');

  return (
    <Stack gap="lg">
      <PageHeader level={1} title={t('salespeople.title')} subtitle={t('salespeople.subtitle')} />
      <PagedTable
        query={query}
        errorTitle={t('salespeople.error.title')}
        minWidth={760}
        skeleton={{ columns: COLUMNS, rows: 5 }}
        head={
          <Table.Tr>
            <Table.Th>{t('salespeople.col.name')}</Table.Th>
            <Table.Th>{t('salespeople.col.document')}</Table.Th>
            <Table.Th>{t('salespeople.col.email')}</Table.Th>
            <Table.Th>{t('salespeople.col.phone')}</Table.Th>
            <Table.Th>{t('salespeople.col.status')}</Table.Th>
          </Table.Tr>
        }
        row={(person) => (
          <Table.Tr key={person.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {person.name}
              </Text>
              {person.legal_name && person.legal_name !== person.name && (
                <Text size="xs" c="dimmed">
                  {person.legal_name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{documentOf(person) ?? none}</Text>
            </Table.Td>
            <Table.Td>
              {person.email ? (
                <Anchor href={`mailto:${person.email}`} size="sm">
                  {person.email}
                </Anchor>
              ) : (
                none
              )}
            </Table.Td>
            <Table.Td>
              {person.mobile || person.phone ? (
                <Stack gap={0}>
                  {[person.mobile, person.phone].filter(Boolean).map((phone) => (
                    <Text size="sm" key={phone} style={{ whiteSpace: 'nowrap' }}>
                      {phone}
                    </Text>
                  ))}
                </Stack>
              ) : (
                none
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {person.commercial_status ? person.commercial_status.replace(/_/g, ' ') : none}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        empty={{
          icon: <UsersIcon size={28} />,
          title: t('salespeople.empty.title'),
          description: t('salespeople.empty.description'),
        }}
        onPageChange={(page) => onSearchChange({ page })}
        onPerPageChange={(per_page) => onSearchChange({ per_page, page: 1 })}
      />
    </Stack>
  );
}
