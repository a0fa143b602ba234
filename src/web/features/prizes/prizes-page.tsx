import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { raceQueries } from '@/web/api/races';
import { ReadOnlyNotice } from '@/web/components/item-actions';
import { useI18n } from '@/web/i18n/i18n';
import { PrizeRulesSection } from './prize-rules-section';
import type { PrizesSearch } from './prizes-search';
import { RacePicker } from './race-picker';
import { VacancySection } from './vacancy-section';

interface PrizesPageProps {
  eventCode: string;
  search: PrizesSearch;
  onSearchChange: (next: Partial<PrizesSearch>) => void;
  /** The session says the hub has the extensions: rules can be created, changed, deleted. */
  extensions: boolean;
}

export function PrizesPage({ eventCode, search, onSearchChange, extensions }: PrizesPageProps) {
  const { t } = useI18n();
  const {
    data: { races, fromHub },
  } = useSuspenseQuery(raceQueries.list(eventCode));
  const selected = search.race ?? (fromHub ? races[0]?.code : undefined);
  const race = races.find((r) => r.code === selected || String(r.id) === selected);
  const pick = (next: string) => onSearchChange({ race: next, page: 1 });

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <RacePicker races={races} fromHub={fromHub} selected={selected} onPick={pick} />
          {fromHub && selected && (
            <Button
              variant="light"
              renderRoot={(props) => (
                <Link
                  to="/events/$eventCode/results"
                  params={{ eventCode }}
                  search={{ race: selected }}
                  {...props}
                />
              )}
            >
              {t('results.view')}
            </Button>
          )}
        </Group>
      </Paper>
      {!extensions && (
        <ReadOnlyNotice title={t('prizes.readOnlyTitle')}>{t('prizes.readOnly')}</ReadOnlyNotice>
      )}
      {selected ? (
        <Stack gap="lg" key={selected}>
          <VacancySection eventCode={eventCode} race={selected} startsAt={race?.starts_at} />
          <PrizeRulesSection
            eventCode={eventCode}
            race={selected}
            raceName={race?.name ?? selected}
            modalities={race?.modalities ?? []}
            canChange={extensions}
            search={search}
            onSearchChange={onSearchChange}
          />
        </Stack>
      ) : (
        !fromHub && (
          <Text c="dimmed" size="sm">
            {t('prizes.race.pick')}
          </Text>
        )
      )}
    </Stack>
  );
}
