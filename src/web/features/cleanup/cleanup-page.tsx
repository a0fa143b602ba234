import { Skeleton, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { Checkpoint, Race } from '@/contract/races';
import { checkpointQueries, type CheckpointList } from '@/web/api/checkpoints';
import { raceQueries, type RaceList } from '@/web/api/races';
import { cleanup } from '@/web/i18n/features/cleanup';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { CheckpointCleanup } from './checkpoint-cleanup';
import type { CleanupSearch } from './cleanup-search';
import type { BulkDeleteProps, Listed } from './counted-delete';
import { RegistrationsCleanup } from './registrations-cleanup';
import { ResultsCleanup } from './results-cleanup';

// The clean-up's labels travel with the tab: no other page shows them.
addMessages([cleanup]);

/** Only a link from the import history opens it: its code comes then, not with the tab. */
const ImportUndo = lazy(() => import('./import-undo').then((m) => ({ default: m.ImportUndo })));

/** A spec-only hub lists no races: the race is typed by id, nothing is offered. */
const listedRaces = (list: RaceList): Listed<Race> => ({
  items: list.fromHub ? list.races : [],
  fromHub: list.fromHub,
});

const listedCheckpoints = (list: CheckpointList): Listed<Checkpoint> => ({
  items: list.checkpoints,
  fromHub: list.fromHub,
});

export function CleanupPage({ search, ...props }: BulkDeleteProps & { search?: CleanupSearch }) {
  const { t } = useI18n();
  // Both are in the cache from the route's loader, so reading one after the other costs no wait.
  const races = useSuspenseQuery({ ...raceQueries.list(props.eventCode), select: listedRaces });
  const checkpoints = useSuspenseQuery({
    ...checkpointQueries.list(props.eventCode),
    select: listedCheckpoints,
  });
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('cleanup.intro')}
      </Text>
      {search?.undo !== undefined && (
        <Suspense fallback={<Skeleton height={240} />}>
          <ImportUndo
            key={`${search.kind}-${search.undo}`}
            eventCode={props.eventCode}
            kind={search.kind}
            importId={search.undo}
            invalidates={props.invalidates}
          />
        </Suspense>
      )}
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
