import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ErrorView } from '@/web/components/error-view';
import { UnavailableNotice } from '@/web/components/unavailable-notice';
import { useI18n } from '@/web/i18n/i18n';
import type { Source } from './review-data';
import classes from './review.module.css';

export function ReviewSection({
  title,
  hint,
  aside,
  children,
}: {
  title: string;
  hint?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id} className={classes.section}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

/** What a read gives: its data, a skeleton, the hub's error, or "not available on this hub". */
export function SourceView<T>({
  source,
  what,
  children,
}: {
  source: Source<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  switch (source.status) {
    case 'loading':
      return (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={18} />
          <Skeleton height={18} width="80%" />
          <Skeleton height={18} width="60%" />
        </Stack>
      );
    case 'unavailable':
      return <UnavailableNotice />;
    case 'error':
      return (
        <ErrorView
          error={source.error}
          title={t('review.failed', { what })}
          onRetry={source.retry}
        />
      );
    case 'ready':
      return <>{children(source.data)}</>;
  }
}
