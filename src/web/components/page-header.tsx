import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's or a tab's title and what it is for, with its main action on the right. */
export function PageHeader({
  title,
  subtitle,
  level = 2,
  actions,
}: {
  title: string;
  subtitle: string;
  /** 1 for a page of its own, 2 for a tab under the event's title. */
  level?: 1 | 2;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={level} size={level === 1 ? 'h2' : 'h3'}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </div>
      {actions}
    </Group>
  );
}
