import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  RingProgress,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Race } from '@/contract/races';
import { ErrorView } from '@/web/components/error-view';
import { FormTextInput } from '@/web/components/form-fields';
import { ClockIcon, InfoIcon } from '@/web/components/icons';
import { ListPagination } from '@/web/components/list-pagination';
import { StatusBadge } from '@/web/components/status-badge';
import { useI18n } from '@/web/i18n/i18n';
import { prizeRuleView } from './prize-format';
import { raceQueries } from '@/web/api/races';
import { prizeQueries } from './prize-queries';
import type { PrizesSearch } from './prizes-search';
import { usePageVisible } from './use-page-visible';
import { vacancyGauge } from '@/web/components/vacancy-gauge';

interface PrizesPageProps {
  eventCode: string;
  search: PrizesSearch;
  onSearchChange: (next: Partial<PrizesSearch>) => void;
}

function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

const raceCodeSchema = z.object({ race: z.string().trim().min(1).max(100) });

function RaceCodeForm({ initial, onPick }: { initial?: string; onPick: (race: string) => void }) {
  const { t } = useI18n();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(raceCodeSchema),
    defaultValues: { race: initial ?? '' },
  });
  return (
    <form onSubmit={handleSubmit((values) => onPick(values.race))} noValidate>
      <Group align="flex-end" gap="sm">
        <FormTextInput
          control={control}
          name="race"
          label={t('prizes.race.code')}
          description={t('prizes.race.codeHelp')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          w={{ base: '100%', sm: 420 }}
        />
        <Button type="submit">{t('prizes.race.show')}</Button>
      </Group>
    </form>
  );
}

function RacePicker({
  races,
  fromHub,
  selected,
  onPick,
}: {
  races: Race[];
  fromHub: boolean;
  selected: string | undefined;
  onPick: (race: string) => void;
}) {
  const { t } = useI18n();
  if (!fromHub) return <RaceCodeForm initial={selected} onPick={onPick} />;
  if (races.length === 0) return <Text c="dimmed">{t('prizes.race.none')}</Text>;
  return (
    <Select
      label={t('prizes.race.label')}
      placeholder={t('prizes.race.placeholder')}
      data={races.map((race) => ({ value: race.code, label: `${race.name} (${race.code})` }))}
      value={selected ?? null}
      onChange={(value) => value && onPick(value)}
      allowDeselect={false}
      w={{ base: '100%', sm: 420 }}
    />
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={2} fz="xl" fw={700} lh={1.2}>
        {value}
      </Text>
    </div>
  );
}

function VacancySection({ eventCode, race }: { eventCode: string; race: string }) {
  const { t, format } = useI18n();
  const visible = usePageVisible();
  const query = useQuery(prizeQueries.vacancy(eventCode, race, visible));
  const refresh = (
    <Button
      variant="default"
      size="xs"
      onClick={() => void query.refetch()}
      loading={query.isFetching}
    >
      {t('prizes.vacancy.refresh')}
    </Button>
  );
  return (
    <Section title={t('prizes.vacancy.title')} actions={refresh}>
      {query.isPending ? (
        <Skeleton height={140} />
      ) : query.isError ? (
        <ErrorView
          error={query.error}
          title={t('prizes.error.vacancy')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <VacancyGaugeView
          gauge={vacancyGauge(query.data)}
          updatedAt={format.dateTime(new Date(query.dataUpdatedAt).toISOString())}
          paused={!visible}
        />
      )}
    </Section>
  );
}

function VacancyGaugeView({
  gauge,
  updatedAt,
  paused,
}: {
  gauge: ReturnType<typeof vacancyGauge>;
  updatedAt: string;
  paused: boolean;
}) {
  const { t, format } = useI18n();
  const statusText = gauge.statusLabel ? t(gauge.statusLabel) : gauge.status;
  const percentText =
    gauge.percentFilled == null
      ? t('prizes.vacancy.noLimit')
      : `${format.number(gauge.percentFilled)}%`;
  return (
    <Stack gap="md">
      <Group gap="xl" align="center" wrap="wrap">
        <RingProgress
          size={148}
          thickness={14}
          roundCaps
          sections={gauge.percent > 0 ? [{ value: gauge.percent, color: gauge.color }] : []}
          role="progressbar"
          aria-label={t('prizes.vacancy.gauge')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={gauge.percent}
          aria-valuetext={percentText}
          label={
            <Text ta="center" fw={700} fz={gauge.percentFilled == null ? 'sm' : 'xl'}>
              {percentText}
            </Text>
          }
        />
        <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs">
            <Badge color={gauge.color} variant="light" size="lg">
              {statusText}
            </Badge>
          </Group>
          <SimpleGrid cols={3} spacing="md" component="dl" m={0}>
            <Figure
              label={t('prizes.vacancy.registered')}
              value={format.number(gauge.registered)}
            />
            <Figure
              label={t('prizes.vacancy.limit')}
              value={gauge.limit == null ? t('prizes.vacancy.noLimit') : format.number(gauge.limit)}
            />
            <Figure
              label={t('prizes.vacancy.available')}
              value={gauge.available == null ? '∞' : format.number(gauge.available)}
            />
          </SimpleGrid>
        </Stack>
      </Group>
      <Group gap={6} c="dimmed">
        <ClockIcon size={14} />
        <Text size="xs" c="dimmed">
          {paused ? t('prizes.vacancy.paused') : t('prizes.vacancy.updatedAt', { time: updatedAt })}
          {' · '}
          {t('prizes.vacancy.cancelledNote')}
        </Text>
      </Group>
    </Stack>
  );
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
    prizeQueries.rules(eventCode, race, { page: search.page, per_page: search.per_page }),
  );
  if (query.isPending)
    return (
      <Section title={title}>
        <Skeleton height={180} />
      </Section>
    );
  if (query.isError)
    return (
      <Section title={title}>
        <ErrorView
          error={query.error}
          title={t('prizes.error.rules')}
          onRetry={() => void query.refetch()}
        />
      </Section>
    );
  const { data: rules, meta } = query.data;
  return (
    <Section title={title}>
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
    </Section>
  );
}

export function PrizesPage({ eventCode, search, onSearchChange }: PrizesPageProps) {
  const { t } = useI18n();
  const racesQuery = useQuery(raceQueries.list(eventCode));
  if (racesQuery.isPending) return <Skeleton height={80} />;
  if (racesQuery.isError)
    return <ErrorView error={racesQuery.error} onRetry={() => void racesQuery.refetch()} />;
  const { races, fromHub } = racesQuery.data;
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
