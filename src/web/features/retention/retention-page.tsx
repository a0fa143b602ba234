import { Alert, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { withdrawableUntilDay } from '@/contract/consumer-law';
import type { HubEvent } from '@/contract/events';
import { PageHeader } from '@/web/components/page-header';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { retentionQueries } from '@/web/api/retention';
import { lazyForm } from '@/web/components/lazy-form';

// The tab is its form: the route's loader fetches it with the rules (`preloadRetentionForm`).
const RetentionForm = lazyForm(() => import('./retention-form').then((m) => m.RetentionForm), {
  rows: 4,
});
export const preloadRetentionForm = RetentionForm.preload;

interface RetentionPageProps {
  eventCode: string;
  event: HubEvent;
  /** False on a spec-only hub: a 404 then means "cannot read", not "no rules". */
  extensions: boolean;
}

export function RetentionPage({ eventCode, event, extensions }: RetentionPageProps) {
  const { t, format } = useI18n();
  const { data: policy } = useSuspenseQuery(retentionQueries.detail(eventCode));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('retention.title')}
        subtitle={t('retention.subtitle', { date: format.date(event.date) })}
      />
      {policy === null && (
        <Alert
          variant="light"
          color="gray"
          icon={<InfoIcon />}
          title={extensions ? t('retention.noOverrideTitle') : t('retention.unavailableTitle')}
        >
          {extensions ? t('retention.noOverride') : t('retention.unavailableText')}
        </Alert>
      )}
      <RetentionForm
        eventCode={eventCode}
        eventDate={event.date}
        policy={policy}
        withdrawal={withdrawableUntilDay(event.date, event.batches ?? [])}
      />
    </Stack>
  );
}
