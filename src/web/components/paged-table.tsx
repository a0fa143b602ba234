import { EmptyState, Paper, Skeleton, Table, type TableProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PaginationMeta } from '@/contract/common';
import { ErrorView } from './error-view';
import { isPastTheEnd, ListPagination, PastTheEnd } from './list-pagination';
import classes from './paged-table.module.css';

interface PagedTableProps<T> {
  query: UseQueryResult<{ data: T[]; meta: PaginationMeta }>;
  errorTitle: string;
  /** The table scrolls sideways under this width. */
  minWidth: number;
  /** Column and row count of the loading skeleton. */
  skeleton: { columns: number; rows: number };
  /** The header row (`<Table.Tr>` of `<Table.Th>`). */
  head: ReactNode;
  row: (item: T) => ReactNode;
  empty: { icon: ReactNode; title: string; description: string };
  tableProps?: TableProps;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/**
 * A hub list as a page of a table: skeleton rows while loading, the error with a retry when
 * nothing was ever loaded, an empty state, and the pagination below.
 */
export function PagedTable<T>({
  query,
  errorTitle,
  minWidth,
  skeleton,
  head,
  row,
  empty,
  tableProps,
  onPageChange,
  onPerPageChange,
}: PagedTableProps<T>) {
  if (query.isError && !query.data)
    return (
      <ErrorView error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
    );
  return (
    <>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
          <Table
            verticalSpacing="sm"
            horizontalSpacing="md"
            {...tableProps}
            className={classes.table}
            // Another page or filter is loading: the rows shown are the previous ones.
            data-stale={query.isPlaceholderData || undefined}
          >
            <Table.Thead>{head}</Table.Thead>
            <Table.Tbody>
              {query.isPending &&
                Array.from({ length: skeleton.rows }, (_, r) => (
                  <Table.Tr key={r}>
                    {Array.from({ length: skeleton.columns }, (_, c) => (
                      <Table.Td key={c}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              {query.data?.data.map(row)}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {query.data && isPastTheEnd(query.data.meta) && query.data.data.length === 0 && (
          <PastTheEnd meta={query.data.meta} onPageChange={onPageChange} />
        )}
        {query.data && query.data.meta.total === 0 && query.data.data.length === 0 && (
          <EmptyState
            py="xl"
            icon={empty.icon}
            withIndicatorBackground
            title={empty.title}
            description={empty.description}
          />
        )}
      </Paper>
      {query.data && (
        <ListPagination
          meta={query.data.meta}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
          pastTheEndShown
        />
      )}
    </>
  );
}
