import { Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ErrorView } from '@/web/components/error-view';
import { UnavailableNotice } from '@/web/components/unavailable-notice';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';
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

/* ---------- what the hub could not say ---------- */

export function UnavailableReads({ reads }: { reads: MessageKey[] }) {
  const { t } = useI18n();
  return (
    <List size="sm" spacing={4} icon={<InfoIcon size={16} />} center>
      {reads.map((key) => (
        <List.Item key={key}>{t(key)}</List.Item>
      ))}
    </List>
  );
}
