import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { RACE_TYPES, RESULTS_STATUSES, SCORING_TYPES } from '@/contract/enums';
import type { Race } from '@/contract/races';
import { StatusBadge } from '@/web/components/status-badge';
import { useI18n } from '@/web/i18n/i18n';

const known = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const RESULTS_COLORS: Record<(typeof RESULTS_STATUSES)[number], string> = {
  pending: 'gray',
  provisional: 'yellow',
  official: 'teal',
};

export function RacesTable({
  races,
  actions,
}: {
  races: Race[];
  /** The row's buttons (edit, duplicate, delete), where the hub can change races. */
  actions?: (race: Race) => ReactNode;
}) {
  const { t, format } = useI18n();
  const none = t('value.none');
  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('race.col.name')}</Table.Th>
            <Table.Th>{t('race.col.distance')}</Table.Th>
            <Table.Th>{t('race.col.startsAt')}</Table.Th>
            <Table.Th>{t('race.col.scoring')}</Table.Th>
            <Table.Th ta="right">{t('race.col.limit')}</Table.Th>
            <Table.Th>{t('races.col.modalities')}</Table.Th>
            <Table.Th ta="right">{t('races.col.categories')}</Table.Th>
            <Table.Th>{t('race.col.status')}</Table.Th>
            {actions && (
              <Table.Th>
                <VisuallyHidden>{t('races.col.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {races.map((race) => (
            <Table.Tr key={race.id} data-item-id={race.id}>
              <Table.Td miw={120}>
                <Text size="sm" fw={500}>
                  {race.name}
                </Text>
                <Text size="xs" c="dimmed">
                  <Text span inherit ff="monospace">
                    {race.code}
                  </Text>
                  {' · '}
                  {known(RACE_TYPES, race.type) ? t(`raceType.${race.type}`) : (race.type ?? none)}
                </Text>
              </Table.Td>
              <Table.Td>
                {race.distance_label ||
                  (race.distance != null ? `${format.number(race.distance)} km` : none)}
              </Table.Td>
              <Table.Td miw={90}>{format.dateTime(race.starts_at)}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  {known(SCORING_TYPES, race.scoring_type)
                    ? t(`scoring.${race.scoring_type}`)
                    : race.scoring_type}
                </Text>
                {race.scoring_type === 'laps' && race.lap_count != null && (
                  <Text size="xs" c="dimmed">
                    {race.lap_count} × {format.number(race.lap_distance)} km
                  </Text>
                )}
                {race.scoring_type === 'fixed_time' && race.duration_minutes != null && (
                  <Text size="xs" c="dimmed">
                    {race.duration_minutes} min
                  </Text>
                )}
                {race.sem_classificacao && (
                  <Text size="xs" c="dimmed">
                    {t('races.field.semClassificacao')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {race.registration_limit != null
                  ? format.number(race.registration_limit)
                  : t('value.unlimited')}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {(race.modalities ?? []).map((modality) => (
                    <Badge
                      key={modality.id}
                      size="sm"
                      variant={modality.is_default ? 'light' : 'outline'}
                      color={modality.is_default ? 'indigo' : 'gray'}
                      title={modality.is_default ? t('races.defaultModality') : undefined}
                    >
                      {modality.name}
                      {modality.is_default && ` · ${t('races.defaultModality')}`}
                    </Badge>
                  ))}
                  {!race.modalities?.length && none}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {race.categories_count != null
                  ? format.number(race.categories_count)
                  : race.categories
                    ? format.number(race.categories.length)
                    : none}
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <StatusBadge status={race.status} />
                  {known(RESULTS_STATUSES, race.results_status) ? (
                    <Badge variant="light" color={RESULTS_COLORS[race.results_status]}>
                      {t('races.col.results')}: {t(`resultsStatus.${race.results_status}`)}
                    </Badge>
                  ) : (
                    <Text size="sm">{race.results_status}</Text>
                  )}
                </Stack>
              </Table.Td>
              {actions && <Table.Td>{actions(race)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
