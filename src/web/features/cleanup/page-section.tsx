import { Alert, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { InfoIcon } from '@/web/components/icons';

/** One clean-up action: a landmark named by its title, so each can be found by role. */
export function PageSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}

export function Done({ children }: { children: ReactNode }) {
  return (
    <Alert color="teal" variant="light" role="status" icon={<InfoIcon />}>
      {children}
    </Alert>
  );
}
