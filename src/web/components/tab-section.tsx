import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled panel of a tab, a landmark named by its title, with actions right of the title. */
export function TabSection({
  title,
  actions,
  children,
  align = 'center',
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  /** `flex-end` when the actions are labelled inputs (filters), so their boxes line up. */
  align?: 'center' | 'flex-end';
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align={align} mb="md" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
