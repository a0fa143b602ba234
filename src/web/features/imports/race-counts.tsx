import { Alert, Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Race } from '@/contract/races';
import { vacancyQueries } from '@/web/api/vacancy';
import { useI18n } from '@/web/i18n/i18n';

interface RaceCountsProps {
  eventCode: string;
  /** Valid rows by the race their cell names ('' for rows without one). */
  byRace: Record<string, number>;
  races: Race[] | null | undefined;
  /** The race picked for the file: where rows without a race go. */
  defaultRace: string;
  sendAll: Record<string, boolean>;
  onSendAll: (race: string, all: boolean) => void;
  /** Rows of each race that the vacancy holds back, as the choice stands (0 when none). */
  onHeld?: (race: string, rows: number) => void;
  /**
   * Whether each race's places count: they do for registrations; a results file sends everyone
   * who ran, whatever the places.
   */
  withVacancy: boolean;
}

/**
 * How many rows go to each race and, for registrations, each race's vacancy and the choice when
 * they exceed it.
 */
export function RaceCounts(props: RaceCountsProps) {
  const { t } = useI18n();
  const totals = new Map<string, number>();
  let unrouted = 0;
  for (const [cell, rows] of Object.entries(props.byRace)) {
    const code = cell || props.defaultRace;
    if (code) totals.set(code, (totals.get(code) ?? 0) + rows);
    else unrouted += rows;
  }
  if (totals.size === 0 && unrouted === 0) return null;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={props.withVacancy ? 520 : 320}>
        <Table verticalSpacing={6} aria-label={t('imports.races.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.races.race')}</Table.Th>
              <Table.Th ta="right">{t('imports.races.rows')}</Table.Th>
              {props.withVacancy && <Table.Th>{t('imports.races.vacancy')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...totals].map(([code, rows]) => (
              <RaceRow
                key={code}
                {...props}
                code={code}
                rows={rows}
                name={props.races?.find((r) => r.code === code)?.name ?? null}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {unrouted > 0 && (
        <Alert color="red" variant="light">
          {t('imports.races.unrouted', { n: unrouted })}
        </Alert>
      )}
    </Stack>
  );
}

function RaceRow(props: RaceCountsProps & { code: string; rows: number; name: string | null }) {
  const { t, format } = useI18n();
  const { code, rows } = props;
  // A hub that cannot say (404, or a race code typed wrong) leaves the vacancy unknown.
  const vacancy = useQuery({
    ...vacancyQueries.detail(props.eventCode, code),
    retry: false,
    enabled: props.withVacancy,
  });
  const v = vacancy.data ?? null;
  // A race already past its limit has no place left, whatever sign the hub gives it.
  const available = v?.vacancy.available == null ? null : Math.max(0, v.vacancy.available);
  const over = available !== null && rows > available;
  const held = over && !props.sendAll[code] ? rows - available : 0;
  const { onHeld } = props;
  useEffect(() => onHeld?.(code, held), [onHeld, code, held]);
  const label = props.name ? `${code} · ${props.name}` : code;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {code === props.defaultRace && (
            <Badge size="xs" variant="light" color="gray">
              {t('imports.races.default')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right">{format.number(rows)}</Table.Td>
      {props.withVacancy && (
        <Table.Td>
          {!v ? (
            <Text size="sm" c="dimmed">
              {vacancy.isPending ? t('imports.races.loading') : t('imports.races.unknown')}
            </Text>
          ) : available === null ? (
            <Text size="sm">{t('imports.races.unlimited')}</Text>
          ) : !over ? (
            <Text size="sm">
              {t('imports.races.free', {
                available: format.number(available),
                count: format.number(v.registrations_count),
                limit: format.number(v.registration_limit ?? 0),
              })}
            </Text>
          ) : (
            <Stack gap={6} align="flex-start">
              <Text size="sm" fw={700}>
                {t('imports.capacity.over', {
                  rows: format.number(rows),
                  available: format.number(available),
                  count: format.number(v.registrations_count),
                  limit: format.number(v.registration_limit ?? 0),
                })}
              </Text>
              <SegmentedControl
                size="xs"
                aria-label={t('imports.capacity.choice', { race: code })}
                value={props.sendAll[code] ? 'all' : 'vacancy'}
                onChange={(value) => props.onSendAll(code, value === 'all')}
                data={[
                  {
                    value: 'vacancy',
                    label: t('imports.capacity.vacancy', { n: format.number(available) }),
                  },
                  { value: 'all', label: t('imports.capacity.all', { n: format.number(rows) }) },
                ]}
              />
              <Text size="xs" c="dimmed">
                {props.sendAll[code]
                  ? t('imports.capacity.allNote')
                  : t('imports.capacity.vacancyNote', { n: format.number(rows - available) })}
              </Text>
            </Stack>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
