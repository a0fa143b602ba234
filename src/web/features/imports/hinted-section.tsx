import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A panel of the Imports tab: a landmark named by its title, a line on what it is for, then its content. */
export function HintedSection({
  id,
  title,
  hint,
  children,
}: {
  /** The title's id, which names the landmark. */
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
