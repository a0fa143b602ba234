import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StepPanelProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Right of the title: a count, a switch, the step's buttons. */
  aside?: ReactNode;
  align?: 'flex-start' | 'flex-end' | 'center';
  children: ReactNode;
}

/** One panel of the Imports tab: a step of the wizard or the history, titled alike. */
export function StepPanel({ title, subtitle, aside, align, children }: StepPanelProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align={align}>
          <div>
            <Title order={3} size="h4">
              {title}
            </Title>
            {subtitle !== undefined && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </div>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
