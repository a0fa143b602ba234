import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';

export interface DateRow {
  key: string;
  /** What the date is: "Largada: Corrida 10K", "1º Lote: fim das vendas". */
  label: string;
  before: string;
  after: string;
  /** A last column (what became of the row once written), when `state` names it. */
  state?: ReactNode;
}

/** "Datas antes e depois": each date as it is and as it will be, the new one in bold. */
export function BeforeAfterDates({
  rows,
  headers,
}: {
  rows: readonly DateRow[];
  headers: { before: string; after: string; state?: string };
}) {
  const { t, format } = useI18n();
  if (rows.length === 0) return null;
  return (
    <TabSection title={t('eventConfig.dates')}>
      <Box style={{ overflowX: 'auto' }}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('eventConfig.dates.item')}</Table.Th>
              <Table.Th>{headers.before}</Table.Th>
              <Table.Th>{headers.after}</Table.Th>
              {headers.state && <Table.Th>{headers.state}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td c="dimmed">{format.dateTime(row.before)}</Table.Td>
                <Table.Td fw={600}>{format.dateTime(row.after)}</Table.Td>
                {headers.state && <Table.Td>{row.state}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </TabSection>
  );
}
