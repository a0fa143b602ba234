import { Paper, Stack, Title } from '@mantine/core';
import { useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import { KnownList } from '@/web/components/known-list';
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
      <Paper withBorder p="lg" component="section" aria-labelledby="races-list-title">
        <Title order={2} size="h4" mb="md" id="races-list-title">
          {t('races.list.title')}
        </Title>
        <KnownList
          data={list}
          count={(data) => data.races.length}
          knownOnly={t('races.list.knownOnly')}
          empty={{ fromHub: t('races.list.empty'), known: t('races.list.knownEmpty') }}
        >
          {(data) => <RacesTable races={data.races} />}
        </KnownList>
      </Paper>

      <Paper withBorder p="lg" component="section" aria-labelledby="race-form-title">
        <Title order={2} size="h4" mb="md" id="race-form-title">
          {t('races.form.title')}
        </Title>
        <RaceForm
          eventCode={eventCode}
          catalogue={catalogue.fromHub ? catalogue.modalities : null}
          relatedKeys={relatedKeys}
        />
      </Paper>
    </Stack>
  );
}
