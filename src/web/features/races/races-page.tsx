import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { ErrorView } from '@/web/components/error-view';
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
  const list = useQuery(raceQueries.list(eventCode));
  const catalogue = useQuery(raceQueries.modalities());

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" component="section" aria-labelledby="races-list-title">
        <Title order={2} size="h4" mb="md" id="races-list-title">
          {t('races.list.title')}
        </Title>
        <KnownList
          query={list}
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
        {catalogue.isPending ? (
          <Skeleton height={240} />
        ) : catalogue.isError ? (
          <ErrorView error={catalogue.error} onRetry={() => void catalogue.refetch()} />
        ) : (
          <RaceForm
            eventCode={eventCode}
            catalogue={catalogue.data.fromHub ? catalogue.data.modalities : null}
            relatedKeys={relatedKeys}
          />
        )}
      </Paper>
    </Stack>
  );
}
