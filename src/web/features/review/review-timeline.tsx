import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { Batch } from '@/contract/batches';
import type { HubEvent } from '@/contract/events';
import type { Race } from '@/contract/races';
import { useI18n } from '@/web/i18n/i18n';
import { isBatchActiveAt } from '@/contract/event-checklist';
import { at, barOf, monthTicks, startMarks, timelineAxis } from './timeline-layout';
import classes from './review.module.css';

interface SalesTimelineProps {
  event: HubEvent;
  batches: Batch[];
  /** Undefined when the hub does not list races: the event's date stands in for the starts. */
  races: Race[] | undefined;
  /** Batches a checklist item points at: drawn hatched. */
  problemBatchIds: ReadonlySet<string>;
  now: Date;
}

const edgeOf = (percent: number) => (percent < 6 ? 'start' : percent > 94 ? 'end' : undefined);

/** Registration window, every batch's window and the race starts on one axis, today marked. */
export function SalesTimeline({ event, batches, races, problemBatchIds, now }: SalesTimelineProps) {
  const { t, language, timeZone } = useI18n();
  const short = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone });
  const month = new Intl.DateTimeFormat(language, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const day = (value: string | null | undefined) => (value ? short.format(new Date(value)) : '…');

  const sorted = [...batches].sort(
    (a, b) =>
      (Date.parse(a.starts_at ?? '') || 0) - (Date.parse(b.starts_at ?? '') || 0) ||
      a.sort_order - b.sort_order,
  );
  const starts = races?.length
    ? races
    : [{ code: '', name: event.name, starts_at: `${event.date}T12:00:00Z` }];
  const marks = startMarks(starts, (race) => day(race.starts_at));
  const axis = timelineAxis(
    [
      event.registration_opens_at,
      event.registration_closes_at,
      ...sorted.flatMap((batch) => [batch.starts_at, batch.ends_at]),
      ...starts.map((race) => race.starts_at),
    ],
    now,
    event.date,
  );
  const far = (value: string | null | undefined) => {
    const ms = value ? Date.parse(value) : NaN;
    return !Number.isNaN(ms) && axis.outside(ms) !== null;
  };
  const today = at(axis, now.getTime());
  const registration = barOf(axis, event.registration_opens_at, event.registration_closes_at);
  const rows = sorted.length + 1;

  return (
    <Stack gap="sm">
      <div className={classes.chart}>
        <div className={classes.markerRow} style={{ gridColumn: 2, gridRow: 1 }} aria-hidden="true">
          <span
            className={classes.markerLabel}
            data-edge={edgeOf(today)}
            style={{ left: `${today}%`, color: 'var(--mantine-color-red-light-color)' }}
          >
            {t('review.timeline.today')}
          </span>
        </div>
        <div className={classes.markerRow} style={{ gridColumn: 2, gridRow: 2 }} aria-hidden="true">
          {marks.map((mark) => {
            const left = at(axis, mark.ms);
            const outside = axis.outside(mark.ms);
            return (
              <span
                key={mark.day}
                className={classes.markerLabel}
                data-edge={edgeOf(left)}
                data-outside={outside ?? undefined}
                style={{ left: `${left}%` }}
              >
                {outside
                  ? `${outside === 'before' ? '◂ ' : ''}${t('review.timeline.outsideLabel', { date: mark.day })}${outside === 'after' ? ' ▸' : ''}`
                  : t('review.timeline.start')}
              </span>
            );
          })}
        </div>

        <div className={classes.label} style={{ gridColumn: 1, gridRow: 3 }}>
          <Text size="sm" fw={600} lh={1.25}>
            {t('review.timeline.registration')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('review.timeline.range', {
              from: day(event.registration_opens_at),
              to: day(event.registration_closes_at),
            })}
          </Text>
        </div>
        <div className={classes.track} style={{ gridColumn: 2, gridRow: 3 }}>
          <div
            className={classes.bar}
            data-kind="registration"
            style={{ left: `${registration.left}%`, width: `${registration.width}%` }}
          />
        </div>

        {sorted.map((batch, i) => {
          const bar = barOf(axis, batch.starts_at, batch.ends_at);
          const selling = isBatchActiveAt(batch, now);
          const problem = problemBatchIds.has(String(batch.id));
          const outside = far(batch.starts_at) || far(batch.ends_at);
          return [
            <div
              key={`l${batch.id}`}
              className={classes.label}
              style={{ gridColumn: 1, gridRow: i + 4 }}
            >
              <Text size="sm" fw={600} lh={1.25} truncate="end">
                {batch.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('review.timeline.range', { from: day(batch.starts_at), to: day(batch.ends_at) })}
              </Text>
              {(selling || problem || outside || !batch.is_active) && (
                <Group gap={4} mt={2}>
                  {selling && (
                    <Badge size="xs" variant="light" color="indigo">
                      {t('review.timeline.selling')}
                    </Badge>
                  )}
                  {!batch.is_active && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('review.timeline.inactive')}
                    </Badge>
                  )}
                  {problem && (
                    <Badge size="xs" variant="light" color="orange">
                      {t('review.timeline.problem')}
                    </Badge>
                  )}
                  {outside && (
                    <Badge size="xs" variant="light" color="orange">
                      {t('review.timeline.outside')}
                    </Badge>
                  )}
                </Group>
              )}
            </div>,
            <div
              key={`t${batch.id}`}
              className={classes.track}
              style={{ gridColumn: 2, gridRow: i + 4 }}
            >
              <div
                className={classes.bar}
                data-state={selling ? 'selling' : batch.is_active ? undefined : 'inactive'}
                data-problem={problem || undefined}
                data-outside-start={far(batch.starts_at) || undefined}
                data-outside-end={far(batch.ends_at) || undefined}
                style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
              />
            </div>,
          ];
        })}

        <div
          className={classes.ticks}
          style={{ gridColumn: 2, gridRow: rows + 3 }}
          aria-hidden="true"
        >
          {monthTicks(axis).map((tick) => (
            <span
              key={tick.date}
              className={classes.tick}
              style={{ left: `${tick.at}%` }}
              data-end={tick.at > 80 || undefined}
            >
              {month.format(new Date(`${tick.date}T00:00:00Z`))}
            </span>
          ))}
        </div>

        <div
          className={classes.overlay}
          style={{ gridRow: `1 / span ${rows + 2}` }}
          aria-hidden="true"
        >
          {marks.map((mark) => (
            <div
              key={mark.day}
              className={classes.start}
              data-outside={axis.outside(mark.ms) ?? undefined}
              style={{ left: `${at(axis, mark.ms)}%`, top: 28 }}
            />
          ))}
          <div className={classes.today} style={{ left: `${today}%`, top: 2 }} />
        </div>
      </div>

      <Group gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none', rowGap: 6 }}>
        <Group component="li" gap={6} wrap="nowrap">
          <Box
            className={classes.swatchLine}
            style={{ borderLeft: '2px solid var(--mantine-color-red-6)' }}
            aria-hidden="true"
          />
          <Text size="xs">
            {t('review.timeline.today')}: {short.format(now)}
          </Text>
        </Group>
        {marks.map((mark) => (
          <Group component="li" key={mark.day} gap={6} wrap="nowrap">
            <Box
              className={classes.swatchLine}
              style={{ borderLeft: '2px dashed var(--mantine-color-text)' }}
              aria-hidden="true"
            />
            <Text size="xs" c={axis.outside(mark.ms) ? 'orange.9' : undefined}>
              {axis.outside(mark.ms)
                ? t('review.timeline.outsideStart', { date: mark.day })
                : `${t('review.timeline.start')}: ${mark.day}`}
              {mark.races.some((race) => race.code) &&
                ` (${mark.races.map((race) => race.code).join(', ')})`}
            </Text>
          </Group>
        ))}
        <Group component="li" gap={6} wrap="nowrap">
          <Box className={classes.swatch} data-legend="registration" aria-hidden="true">
            <div
              className={classes.bar}
              data-kind="registration"
              style={{ position: 'static', height: '100%' }}
            />
          </Box>
          <Text size="xs">{t('review.timeline.registration')}</Text>
        </Group>
        {sorted.some((batch) => isBatchActiveAt(batch, now)) && (
          <Group component="li" gap={6} wrap="nowrap">
            <Box className={classes.swatch} aria-hidden="true">
              <div
                className={classes.bar}
                data-state="selling"
                style={{ position: 'static', height: '100%' }}
              />
            </Box>
            <Text size="xs">{t('review.timeline.selling')}</Text>
          </Group>
        )}
        {problemBatchIds.size > 0 && (
          <Group component="li" gap={6} wrap="nowrap">
            <Box className={classes.swatch} aria-hidden="true">
              <div
                className={classes.bar}
                data-problem
                style={{ position: 'static', height: '100%' }}
              />
            </Box>
            <Text size="xs">{t('review.timeline.problem')}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
