import { Stack } from '@mantine/core';
import { useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import { KnownList } from '@/web/components/known-list';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import { BatchForm } from './batch-form';
import { BatchMatrix } from '@/web/components/batch-matrix';
import { batchQueries } from '@/web/api/batches';
import type { GridRace } from './price-grid';

interface BatchesPageProps {
  eventCode: string;
  /** The event's races, from the route (this feature does not read races itself). */
  races: GridRace[];
  racesFromHub: boolean;
  relatedKeys?: readonly QueryKey[];
}

export function BatchesPage({ eventCode, races, racesFromHub, relatedKeys }: BatchesPageProps) {
  const { t } = useI18n();
  const { data: list } = useSuspenseQuery(batchQueries.list(eventCode));

  return (
    <Stack gap="lg">
      <TabSection title={t('batches.matrix.title')}>
        <KnownList
          data={list}
          count={(data) => data.batches.length}
          knownOnly={t('batches.matrix.knownOnly')}
          empty={{ fromHub: t('batches.matrix.empty'), known: t('batches.matrix.knownEmpty') }}
        >
          {(data) => <BatchMatrix batches={data.batches} races={races} />}
        </KnownList>
      </TabSection>

      <TabSection title={t('batches.form.title')}>
        <BatchForm
          eventCode={eventCode}
          races={races}
          racesFromHub={racesFromHub}
          relatedKeys={relatedKeys}
        />
      </TabSection>
    </Stack>
  );
}
