import { Stack } from '@mantine/core';
import { useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import { KnownList } from '@/web/components/known-list';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import { RaceForm } from './race-form';
import { raceQueries } from '@/web/api/races';
import { RacesTable } from './races-table';

export function RacesPage({
  eventCode,
  relatedKeys,
}: {
  eventCode: string;
  relatedKeys?: readonly QueryKey[];
}) {
  const { t } = useI18n();
  const { data: list } = useSuspenseQuery(raceQueries.list(eventCode));
  const { data: catalogue } = useSuspenseQuery(raceQueries.modalities());

  return (
    <Stack gap="lg">
      <TabSection title={t('races.list.title')}>
        <KnownList
          data={list}
          count={(data) => data.races.length}
          knownOnly={t('races.list.knownOnly')}
          empty={{ fromHub: t('races.list.empty'), known: t('races.list.knownEmpty') }}
        >
          {(data) => <RacesTable races={data.races} />}
        </KnownList>
      </TabSection>

      <TabSection title={t('races.form.title')}>
        <RaceForm
          eventCode={eventCode}
          catalogue={catalogue.fromHub ? catalogue.modalities : null}
          relatedKeys={relatedKeys}
        />
      </TabSection>
    </Stack>
  );
}
