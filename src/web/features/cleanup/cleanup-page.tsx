import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Checkpoint, Race } from '@/contract/races';
import { checkpointQueries, type CheckpointList } from '@/web/api/checkpoints';
import { raceQueries, type RaceList } from '@/web/api/races';
import { ErrorView } from '@/web/components/error-view';
import { useI18n } from '@/web/i18n/i18n';
import { CheckpointCleanup } from './checkpoint-cleanup';
import type { BulkDeleteProps, Listed } from './counted-delete';
import { RegistrationsCleanup } from './registrations-cleanup';
import { ResultsCleanup } from './results-cleanup';

/** A spec-only hub lists no races: the race is typed by id, nothing is offered. */
const listedRaces = (list: RaceList): Listed<Race> => ({
  items: list.fromHub ? list.races : [],
  fromHub: list.fromHub,
});

const listedCheckpoints = (list: CheckpointList): Listed<Checkpoint> => ({
  items: list.checkpoints,
  fromHub: list.fromHub,
});

export function CleanupPage(props: BulkDeleteProps) {
  const { t } = useI18n();
  const races = useQuery({ ...raceQueries.list(props.eventCode), select: listedRaces });
  const checkpoints = useQuery({
    ...checkpointQueries.list(props.eventCode),
    select: listedCheckpoints,
  });
  if (races.isPending || checkpoints.isPending)
    return (
      <Stack gap="lg">
        <Skeleton height={220} />
        <Skeleton height={140} />
      </Stack>
    );
  if (races.isError) return <ErrorView error={races.error} onRetry={() => void races.refetch()} />;
  if (checkpoints.isError)
    return <ErrorView error={checkpoints.error} onRetry={() => void checkpoints.refetch()} />;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('cleanup.intro')}
      </Text>
      <RegistrationsCleanup {...props} races={races.data} />
      <ResultsCleanup {...props} />
      <CheckpointCleanup
        eventCode={props.eventCode}
        races={races.data}
        checkpoints={checkpoints.data}
      />
    </Stack>
  );
}
