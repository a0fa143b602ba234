import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorView } from './error-view';
import { InfoIcon } from './icons';

interface KnownListProps<T extends { fromHub: boolean }> {
  /** A list read from the hub, or (`fromHub: false`) only what this session created. */
  query: UseQueryResult<T>;
  /** Something else the list needs is still loading. */
  waiting?: boolean;
  count: (data: T) => number;
  /** Shown above the list when the hub cannot list it. */
  knownOnly: string;
  empty: { fromHub: string; known: string };
  children: (data: T) => ReactNode;
}

/** Loading, error, "only what this session knows" and empty states around a list of a tab. */
export function KnownList<T extends { fromHub: boolean }>({
  query,
  waiting,
  count,
  knownOnly,
  empty,
  children,
}: KnownListProps<T>) {
  if (query.isPending || waiting)
    return (
      <Stack gap="xs">
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const { data } = query;
  return (
    <Stack gap="md">
      {!data.fromHub && (
        <Alert variant="light" color="gray" icon={<InfoIcon />}>
          {knownOnly}
        </Alert>
      )}
      {count(data) > 0 ? (
        children(data)
      ) : (
        <Text c="dimmed" size="sm">
          {data.fromHub ? empty.fromHub : empty.known}
        </Text>
      )}
    </Stack>
  );
}
