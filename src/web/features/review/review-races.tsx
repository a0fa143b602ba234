import { Badge, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { RACE_TYPES } from '@/contract/enums';
import type { Race, Vacancy } from '@/contract/races';
import { vacancyGauge } from '@/web/components/vacancy-gauge';
import { useI18n } from '@/web/i18n/i18n';
import type { Source } from './review-data';
import classes from './review.module.css';

interface RaceReviewTableProps {
  races: Race[];
  vacancies: Source<Record<string, Vacancy>>;
  prizeRuleCounts: Source<Record<string, number>>;
}

function VacancyCell({ race, source }: { race: Race; source: RaceReviewTableProps['vacancies'] }) {
  const { t, format } = useI18n();
  if (source.status === 'unavailable') return <Text size="xs">{t('unavailable.title')}</Text>;
  const vacancy = source.status === 'ready' ? source.data[String(race.id)] : undefined;
  if (!vacancy) return <Text size="sm">{t('value.none')}</Text>;
  // A race that started sells no more: "Encerrada", whatever places are left.
  const gauge = vacancyGauge(vacancy, race.starts_at);
  return (
    <Stack gap={4} className={classes.gauge}>
      <Group gap={6} justify="space-between">
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {gauge.limit === null
            ? t('review.races.registered', { count: format.number(gauge.registered) })
            : t('review.races.vacancyOf', {
                count: format.number(gauge.registered),
                limit: format.number(gauge.limit),
              })}
        </Text>
        {gauge.statusLabel && (
          <Badge size="xs" variant="light" color={gauge.color}>
            {t(gauge.statusLabel)}
          </Badge>
        )}
      </Group>
      {gauge.limit !== null && (
        <Progress
          value={gauge.percent}
          color={gauge.color}
          size="sm"
          aria-label={t('review.races.vacancyGauge', { race: race.name })}
        />
      )}
    </Stack>
  );
}

function RulesCell({
  race,
  source,
}: {
  race: Race;
  source: RaceReviewTableProps['prizeRuleCounts'];
}) {
  const { t } = useI18n();
  if (source.status === 'unavailable') return <Text size="xs">{t('unavailable.title')}</Text>;
  const count = source.status === 'ready' ? source.data[String(race.id)] : race.prize_rules?.length;
  if (count === undefined) return <Text size="sm">{t('value.none')}</Text>;
  return (
    <Badge variant="light" color={count > 0 ? 'grape' : 'gray'}>
      {count === 0
        ? t('review.races.noRules')
        : count === 1
          ? t('review.races.oneRule')
          : t('review.races.rules', { count })}
    </Badge>
  );
}

/** A label that only writes the distance (`21,0975 km`, `10K`) gives way to the distance in the
 *  reader's locale; a name of its own (`Meia maratona`) is kept beside it. */
const DISTANCE_ONLY = /^\s*[\d.,]+\s*(km|k|m)?\s*$/i;
function distanceText(race: Race, distance: (km: number) => string): string {
  const label = race.distance_label?.trim();
  if (race.distance == null) return label ?? '';
  if (!label || DISTANCE_ONLY.test(label)) return distance(race.distance);
  return `${label} (${distance(race.distance)})`;
}

/** Every race with its modalities, categories, vacancy and how many prize rules it has. */
export function RaceReviewTable({ races, vacancies, prizeRuleCounts }: RaceReviewTableProps) {
  const { t, format } = useI18n();
  if (races.length === 0) return <Text c="dimmed">{t('overview.noRaces')}</Text>;
  return (
    <Table.ScrollContainer minWidth={880} type="native" tabIndex={0}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('race.col.name')}</Table.Th>
            <Table.Th>{t('race.col.startsAt')}</Table.Th>
            <Table.Th>{t('races.col.modalities')}</Table.Th>
            <Table.Th>{t('races.col.categories')}</Table.Th>
            <Table.Th>{t('review.races.col.vacancy')}</Table.Th>
            <Table.Th>{t('review.races.col.prizes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {races.map((race) => {
            const categories = race.categories ?? [];
            const type =
              race.type && (RACE_TYPES as readonly string[]).includes(race.type)
                ? t(`raceType.${race.type as (typeof RACE_TYPES)[number]}`)
                : race.type;
            return (
              <Table.Tr key={race.id}>
                <Table.Th scope="row" fw={400}>
                  <Text size="sm" fw={600}>
                    {race.name}
                  </Text>
                  <Group gap={4} mt={2}>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {race.code}
                    </Text>
                    {race.distance_label || race.distance != null ? (
                      <Text size="xs" c="dimmed">
                        · {distanceText(race, format.distance)}
                      </Text>
                    ) : null}
                    {type && (
                      <Badge size="xs" variant="light" color="blue">
                        {type}
                      </Badge>
                    )}
                    {race.sem_classificacao && (
                      <Badge size="xs" variant="light" color="gray">
                        {t('review.races.unranked')}
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {format.dateTime(race.starts_at)}
                </Table.Td>
                <Table.Td>
                  {race.modalities?.length ? (
                    <Group gap={4}>
                      {race.modalities.map((modality) => (
                        <Badge
                          key={modality.id}
                          size="sm"
                          variant={modality.is_default ? 'light' : 'outline'}
                          color="indigo"
                        >
                          {modality.name}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    t('value.none')
                  )}
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" fw={500}>
                    {categories.length === 0
                      ? t('review.races.noCategories')
                      : categories.length === 1
                        ? t('review.races.oneCategory')
                        : t('review.races.categories', { count: categories.length })}
                  </Text>
                  {categories.length > 0 && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {categories.map((category) => category.name).join(', ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <VacancyCell race={race} source={vacancies} />
                </Table.Td>
                <Table.Td>
                  <RulesCell race={race} source={prizeRuleCounts} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
