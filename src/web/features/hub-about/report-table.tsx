import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TabSection } from '@/web/components/tab-section';

/** A section of the report: its title, what it shows, and a table that scrolls on a phone. */
export function ReportTable({
  title,
  intro,
  columns,
  minWidth,
  children,
}: {
  title: string;
  intro?: string;
  /** Header cells; a number column is right-aligned with `{ label, numeric: true }`. */
  columns: readonly (string | { label: string; numeric: true })[];
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <TabSection title={title}>
      {intro && (
        <Text size="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      )}
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                typeof column === 'string' ? (
                  <Table.Th key={column}>{column}</Table.Th>
                ) : (
                  <Table.Th key={column.label} ta="right">
                    {column.label}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TabSection>
  );
}

/** A cell of plain text, or the dash when there is nothing. */
export function TextCell({ children, none }: { children: ReactNode; none: string }) {
  return (
    <Table.Td>
      <Text size="sm">{children || none}</Text>
    </Table.Td>
  );
}
