import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { InfoIcon } from './icons';

interface KnownListProps<T extends { fromHub: boolean }> {
  /** A list read from the hub, or (`fromHub: false`) only what this session created. */
  data: T;
  count: (data: T) => number;
  /** Shown above the list when the hub cannot list it. */
  knownOnly: string;
  empty: { fromHub: string; known: string };
  children: (data: T) => ReactNode;
}

/** The "only what this session knows" and empty states around a list of a tab. */
export function KnownList<T extends { fromHub: boolean }>({
  data,
  count,
  knownOnly,
  empty,
  children,
}: KnownListProps<T>) {
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
