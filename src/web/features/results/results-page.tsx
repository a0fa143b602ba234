import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { InfoIcon } from '@/web/components/icons';
import { RaceSelect } from '@/web/components/race-select';
import { results } from '@/web/i18n/features/results';
import { useI18n } from '@/web/i18n/i18n';
import { addMessages } from '@/web/i18n/messages';
import { PodiumSection } from './podium-section';
import { raceQueries } from '@/web/api/races';
import { ResultsDownload } from './results-download';
import { filtersOf, type ResultsSearch } from './results-search';
import { ResultsTable } from './results-table';

// The tab's labels come with its code, not with every event tab.
addMessages([results]);

interface ResultsPageProps {
  eventCode: string;
  search: ResultsSearch;
  onSearchChange: (next: Partial<ResultsSearch>) => void;
  /** The session says the hub has the extensions; a spec-only hub returns no results. */
  extensions: boolean;
}

function UnavailableResults() {
  const { t } = useI18n();
  return (
    <Alert variant="light" color="gray" icon={<InfoIcon />} title={t('results.unavailableTitle')}>
      {t('results.unavailableText')}
    </Alert>
  );
}

export function ResultsPage({ extensions, ...props }: ResultsPageProps) {
  return extensions ? <RaceResults {...props} /> : <UnavailableResults />;
}

function RaceResults({ eventCode, search, onSearchChange }: Omit<ResultsPageProps, 'extensions'>) {
  const { t } = useI18n();
  const {
    data: { races, fromHub },
  } = useSuspenseQuery(raceQueries.list(eventCode));
  if (!fromHub) return <UnavailableResults />;
  if (races.length === 0) return <Text c="dimmed">{t('results.race.none')}</Text>;

  const wanted = search.race ?? races[0].code;
  const race = races.find((r) => r.code === wanted || String(r.id) === wanted);
  const code = race?.code ?? wanted;

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <RaceSelect
            label={t('results.race.label')}
            races={races}
            selected={race?.code}
            onPick={(next) =>
              onSearchChange({
                race: next,
                page: 1,
                status: undefined,
                sex: undefined,
                category: undefined,
              })
            }
          />
          <ResultsDownload key={code} eventCode={eventCode} race={code} />
        </Group>
      </Paper>
      <Stack gap="lg" key={code}>
        <ResultsTable
          eventCode={eventCode}
          race={code}
          raceName={race?.name ?? code}
          categories={race?.categories ?? []}
          search={search}
          filters={filtersOf(search)}
          onSearchChange={onSearchChange}
        />
        <PodiumSection
          eventCode={eventCode}
          race={code}
          raceName={race?.name ?? code}
          scoring={race?.scoring_type}
          categories={race?.categories ?? null}
        />
      </Stack>
    </Stack>
  );
}
