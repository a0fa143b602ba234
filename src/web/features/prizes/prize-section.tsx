import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled panel of the Prizes tab, with optional actions on the right of its title. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
