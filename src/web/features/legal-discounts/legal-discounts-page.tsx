import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { HubEvent } from '@/contract/events';
import { PageHeader } from '@/web/components/page-header';
import { useI18n } from '@/web/i18n/i18n';
import { legalDiscountQueries } from '@/web/api/legal-discounts';
import { LegalDiscountsForm } from './legal-discounts-form';

export function LegalDiscountsPage({ eventCode, event }: { eventCode: string; event: HubEvent }) {
  const { t } = useI18n();
  const { data: stored } = useSuspenseQuery(legalDiscountQueries.list(eventCode));
  return (
    <Stack gap="lg">
      <PageHeader title={t('legalDiscounts.title')} subtitle={t('legalDiscounts.subtitle')} />
      <LegalDiscountsForm eventCode={eventCode} event={event} stored={stored} />
    </Stack>
  );
}
