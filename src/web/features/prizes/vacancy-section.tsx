import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorView } from '@/web/components/error-view';
import { ClockIcon } from '@/web/components/icons';
import { vacancyGauge } from '@/web/components/vacancy-gauge';
import { useI18n } from '@/web/i18n/i18n';
import { TabSection } from '@/web/components/tab-section';
import { vacancyQueries } from '@/web/api/vacancy';
import { usePageVisible } from './use-page-visible';
import { VacancyRing } from './vacancy-ring';

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

export function VacancySection({
  eventCode,
  race,
  startsAt,
}: {
  eventCode: string;
  race: string;
  /** The race's start: past it the race is closed, seats left or not. */
  startsAt?: string | null;
}) {
  const { t, format } = useI18n();
  const visible = usePageVisible();
  const query = useQuery(vacancyQueries.detail(eventCode, race, visible));
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
    <TabSection title={t('prizes.vacancy.title')} actions={refresh}>
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
          gauge={vacancyGauge(query.data, startsAt)}
          updatedAt={format.dateTime(new Date(query.dataUpdatedAt).toISOString())}
          paused={!visible}
        />
      )}
    </TabSection>
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
        <VacancyRing
          percent={gauge.percent}
          color={gauge.color}
          ariaLabel={t('prizes.vacancy.gauge')}
          valueText={percentText}
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
