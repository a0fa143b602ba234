import {
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { prizeRuleQueries } from '@/web/api/prize-rules';
import { raceQueries } from '@/web/api/races';
import { ErrorView } from '@/web/components/error-view';
import { TabSection } from '@/web/components/tab-section';
import { InfoIcon } from '@/web/components/icons';
import { ListPagination } from '@/web/components/list-pagination';
import { StatusBadge } from '@/web/components/status-badge';
import { useI18n } from '@/web/i18n/i18n';
import { prizeRuleView } from './prize-format';
import type { PrizesSearch } from './prizes-search';
import { RacePicker } from './race-picker';
import { VacancySection } from './vacancy-section';

interface PrizesPageProps {
  eventCode: string;
  search: PrizesSearch;
  onSearchChange: (next: Partial<PrizesSearch>) => void;
}

function PrizeRulesSection({
  eventCode,
  race,
  raceName,
  search,
  onSearchChange,
}: {
  eventCode: string;
  race: string;
  raceName: string;
  search: PrizesSearch;
  onSearchChange: (next: Partial<PrizesSearch>) => void;
}) {
  const { t, format } = useI18n();
  const title = t('prizes.rules.title');
  const query = useQuery(
    prizeRuleQueries.page(eventCode, race, { page: search.page, per_page: search.per_page }),
  );
  if (query.isPending)
    return (
      <TabSection title={title}>
        <Skeleton height={180} />
      </TabSection>
    );
  if (query.isError)
    return (
      <TabSection title={title}>
        <ErrorView
          error={query.error}
          title={t('prizes.error.rules')}
          onRetry={() => void query.refetch()}
        />
      </TabSection>
    );
  const { data: rules, meta } = query.data;
  return (
    <TabSection title={title}>
      {meta.total === 0 ? (
        <EmptyState
          icon={<InfoIcon size={26} />}
          variant="light"
          title={t('prizes.rules.emptyTitle')}
          description={t('prizes.rules.empty', { race: raceName })}
        />
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" striped highlightOnHover aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="right">{t('prizes.col.seq')}</Table.Th>
                  <Table.Th>{t('prizes.col.ranking')}</Table.Th>
                  <Table.Th>{t('prizes.col.cut')}</Table.Th>
                  <Table.Th>{t('prizes.col.gender')}</Table.Th>
                  <Table.Th>{t('prizes.col.pwd')}</Table.Th>
                  <Table.Th>{t('prizes.col.award')}</Table.Th>
                  <Table.Th>{t('prizes.col.team')}</Table.Th>
                  <Table.Th>{t('prizes.col.modality')}</Table.Th>
                  <Table.Th>{t('prizes.col.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rules.map((rule) => {
                  const view = prizeRuleView(rule, t);
                  return (
                    <Table.Tr key={rule.id}>
                      <Table.Td ta="right" fw={600}>
                        {format.number(view.seq)}
                      </Table.Td>
                      <Table.Td fw={500}>{view.ranking}</Table.Td>
                      <Table.Td>{view.cut}</Table.Td>
                      <Table.Td>{view.gender}</Table.Td>
                      <Table.Td>{view.pwd}</Table.Td>
                      <Table.Td>
                        <Stack gap={2} align="flex-start">
                          {view.award.color ? (
                            <Badge color={view.award.color} variant="light">
                              {view.award.label}
                            </Badge>
                          ) : (
                            <Text size="sm">{view.award.label}</Text>
                          )}
                          {view.alsoAwarded && (
                            <Text size="xs" c="dimmed">
                              {view.alsoAwarded}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={view.team ? undefined : 'dimmed'}>
                          {view.team ?? t('value.none')}
                        </Text>
                      </Table.Td>
                      <Table.Td>{view.modality}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={rule.status} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination
            meta={meta}
            onPageChange={(page) => onSearchChange({ page })}
            onPerPageChange={(per_page) => onSearchChange({ per_page, page: 1 })}
          />
        </Stack>
      )}
    </TabSection>
  );
}

export function PrizesPage({ eventCode, search, onSearchChange }: PrizesPageProps) {
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
      {selected ? (
        <Stack gap="lg" key={selected}>
          <VacancySection eventCode={eventCode} race={selected} />
          <PrizeRulesSection
            eventCode={eventCode}
            race={selected}
            raceName={race?.name ?? selected}
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
