import { EmptyState, Paper } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { ClockIcon } from './icons';

export function ComingSoon({ section }: { section: string }) {
  const { t } = useI18n();
  return (
    <Paper withBorder p="xl">
      <EmptyState
        icon={<ClockIcon size={28} />}
        variant="light"
        title={t('comingSoon.title')}
        description={t('comingSoon.description', { section: section.toLowerCase() })}
      />
    </Paper>
  );
}
