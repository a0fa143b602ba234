import { Stack } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { HubEvent } from '@/contract/events';
import { PageHeader } from '@/web/components/page-header';
import { useI18n } from '@/web/i18n/i18n';
import { batchQueries } from '@/web/api/batches';
import { legalDiscountQueries } from '@/web/api/legal-discounts';
import { raceQueries } from '@/web/api/races';
import { lazyForm } from '@/web/components/lazy-form';
import type { PricedEvent } from './legal-discounts-form';

// The tab is its form: the route's loader fetches it with the discounts (`preloadDiscountsForm`).
const LegalDiscountsForm = lazyForm(
  () => import('./legal-discounts-form').then((m) => m.LegalDiscountsForm),
  { rows: 4 },
);
export const preloadDiscountsForm = LegalDiscountsForm.preload;

/**
 * The batches and races whose prices the discounts are checked against: the event's own, or,
 * where the hub does not include them (spec-only), its lists, which on such a hub are the ones
 * created in this browser session.
 */
function usePricedEvent(eventCode: string, event: HubEvent): PricedEvent {
  const listed = event.batches === undefined;
  const batches = useQuery({ ...batchQueries.list(eventCode), enabled: listed });
  const races = useQuery({
    ...raceQueries.list(eventCode),
    enabled: listed && event.races === undefined,
  });
  if (!listed) return { batches: event.batches, races: event.races, pricesFrom: 'hub' };
  return {
    batches: batches.data?.batches ?? [],
    races: event.races ?? races.data?.races ?? [],
    pricesFrom: batches.data?.fromHub ? 'hub' : 'session',
  };
}

export function LegalDiscountsPage({ eventCode, event }: { eventCode: string; event: HubEvent }) {
  const { t } = useI18n();
  const { data: stored } = useSuspenseQuery(legalDiscountQueries.list(eventCode));
  const priced = usePricedEvent(eventCode, event);
  return (
    <Stack gap="lg">
      <PageHeader title={t('legalDiscounts.title')} subtitle={t('legalDiscounts.subtitle')} />
      <LegalDiscountsForm eventCode={eventCode} priced={priced} stored={stored} />
    </Stack>
  );
}
