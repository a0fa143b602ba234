import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { ErrorView } from '@/web/components/error-view';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { RaceForm } from './race-form';
import { raceQueries } from './race-queries';
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
        {list.isPending ? (
          <Stack gap="xs">
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : list.isError ? (
          <ErrorView error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Stack gap="md">
            {!list.data.fromHub && (
              <Alert variant="light" color="gray" icon={<InfoIcon />}>
                {t('races.list.knownOnly')}
              </Alert>
            )}
            {list.data.races.length > 0 ? (
              <RacesTable races={list.data.races} />
            ) : (
              <Text c="dimmed" size="sm">
                {list.data.fromHub ? t('races.list.empty') : t('races.list.knownEmpty')}
              </Text>
            )}
          </Stack>
        )}
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
