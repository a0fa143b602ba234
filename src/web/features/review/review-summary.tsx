import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useMemo, type ReactNode } from 'react';
import type { HubEvent } from '@/contract/events';
import { StatusBadge } from '@/web/components/status-badge';
import { useI18n } from '@/web/i18n/i18n';
import { readyData, sameSource, type Source } from './review-data';
import classes from './review.module.css';

const DAY = 86_400_000;

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" className={classes.stat}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <div style={{ marginTop: 6 }}>{children}</div>
    </Paper>
  );
}

interface SummaryProps {
  event: HubEvent;
  races: Source<unknown[]>;
  batches: Source<unknown[]>;
  now: Date;
}

const sameSummary = (a: SummaryProps, b: SummaryProps) =>
  a.event === b.event &&
  a.now === b.now &&
  sameSource(a.races, b.races) &&
  sameSource(a.batches, b.batches);

/**
 * The event at a glance: sales, their window, the counters, how many races and batches.
 * Memoized on what it shows: the review's other reads, answering one by one on a cold load,
 * do not draw it again (each draw cost 5-10 ms of a phone's main thread).
 */
export const ReviewSummary = memo(function ReviewSummary({
  event,
  races,
  batches,
  now,
}: SummaryProps) {
  const { t, format, language, timeZone } = useI18n();
  const short = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone }),
    [language, timeZone],
  );
  const shortDate = (value: string | null) =>
    value && !Number.isNaN(Date.parse(value)) ? short.format(new Date(value)) : t('value.none');
  const opens = Date.parse(event.registration_opens_at ?? '');
  const closes = Date.parse(event.registration_closes_at ?? '');
  const days = (ms: number) => Math.ceil(Math.abs(ms) / DAY);
  const relative =
    !Number.isNaN(opens) && now.getTime() < opens
      ? t('review.summary.opensIn', { count: days(opens - now.getTime()) })
      : Number.isNaN(closes)
        ? null
        : closes < now.getTime()
          ? t('review.summary.closedAgo', { count: days(now.getTime() - closes) })
          : closes - now.getTime() < DAY
            ? t('review.summary.closesToday')
            : t('review.summary.closesIn', { count: days(closes - now.getTime()) });
  const big = (value: ReactNode) => (
    <Text fz={26} fw={700} lh={1.1}>
      {value}
    </Text>
  );
  const unavailable = <Text size="sm">{t('unavailable.title')}</Text>;
  const countOf = (source: Source<unknown[]>) => {
    const data = readyData(source);
    return data
      ? big(format.number(data.length))
      : source.status === 'unavailable'
        ? unavailable
        : big('…');
  };
  const counter = (value: string | null | undefined, limit?: number | null) =>
    !event.counters ? (
      unavailable
    ) : (
      <Group gap={6} align="baseline">
        {big(format.number(value ?? 0))}
        {limit != null && (
          <Text size="sm" c="dimmed">
            {t('review.summary.ofLimit', { limit: format.number(limit) })}
          </Text>
        )}
      </Group>
    );

  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="md"
      className={classes.stats}
      role="group"
      aria-label={t('review.summary.label')}
    >
      <Stat label={t('review.summary.sales')}>
        <Stack gap={4}>
          <Group gap={8} wrap="nowrap" align="center">
            <Box
              w={10}
              h={10}
              style={{
                flex: 'none',
                borderRadius: '50%',
                background: `var(--mantine-color-${event.registration_open ? 'teal' : 'gray'}-6)`,
              }}
              aria-hidden="true"
            />
            <Text fw={700} lh={1.2}>
              {event.registration_open ? t('review.summary.open') : t('review.summary.closed')}
            </Text>
          </Group>
          <Group gap={6}>
            <StatusBadge status={event.status} />
            {relative && <Text size="xs">{relative}</Text>}
          </Group>
        </Stack>
      </Stat>
      <Stat label={t('review.summary.window')}>
        <Text fw={700} lh={1.3}>
          {shortDate(event.registration_opens_at)}
        </Text>
        <Text fw={700} lh={1.3}>
          → {shortDate(event.registration_closes_at)}
        </Text>
      </Stat>
      <Stat label={t('review.summary.registrations')}>
        {counter(event.counters?.registrations, event.max_registrations)}
      </Stat>
      <Stat label={t('review.summary.results')}>{counter(event.counters?.results)}</Stat>
      <Stat label={t('review.summary.races')}>{countOf(races)}</Stat>
      <Stat label={t('review.summary.batches')}>{countOf(batches)}</Stat>
    </SimpleGrid>
  );
}, sameSummary);
