import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { addDays } from '@/contract/time';
import { useI18n } from '@/web/i18n/i18n';
import { useRelativeDay } from './relative-day';

const W = 640;
const H = 240;
const PAD = { top: 24, right: 24, bottom: 44, left: 48 };

/** One payout: days from the event, its percent and the running total. */
export interface PayoutPoint {
  offset: number;
  percent: number;
  cumulative: number;
}

interface RetentionChartProps {
  points: PayoutPoint[];
  eventDate: string;
  floor: number;
  /** Without the frame and title: for a page that already titles the chart. */
  framed?: boolean;
}

/** Room a day's label takes on the axis, in the chart's units. */
const DAY_LABEL_WIDTH = 48;

/**
 * The days labelled under the axis: each payout day once (payouts on one day share it), and
 * none so close to the last labelled one that their labels would overlap (the table under the
 * chart and its description name every day).
 */
export function dayTicks(offsets: readonly number[], x: (offset: number) => number): number[] {
  const ticks: number[] = [];
  for (const offset of [...new Set(offsets)].sort((a, b) => a - b)) {
    const last = ticks.at(-1);
    if (last === undefined || x(offset) - x(last) >= DAY_LABEL_WIDTH) ticks.push(offset);
  }
  return ticks;
}

/** A step line of the cumulative payout over the days around the event, drawn by hand. */
export function RetentionChart({ points, eventDate, floor, framed = true }: RetentionChartProps) {
  const { t, format, language } = useI18n();
  const dayMonth = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: 'short',
    timeZone: 'UTC',
  });
  const relativeDay = useRelativeDay();
  const id = useId();
  const dateOf = (offset: number) => format.date(addDays(eventDate, offset));
  const percent = (value: number) => format.number(value);

  const offsets = points.map((p) => p.offset);
  const showFloor = offsets.some((o) => o - floor <= 10);
  const lo = Math.min(0, ...offsets, ...(showFloor ? [floor] : []));
  const hi = Math.max(0, ...offsets);
  const span = Math.max(hi - lo, 10);
  const min = lo - span * 0.06;
  const max = hi + span * 0.06;
  const x = (offset: number) =>
    PAD.left + ((offset - min) / (max - min)) * (W - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / 100) * (H - PAD.top - PAD.bottom);

  let path = `M ${x(min)} ${y(0)}`;
  for (const p of points) path += ` H ${x(p.offset)} V ${y(Math.min(p.cumulative, 100))}`;
  path += ` H ${x(max)}`;

  const description =
    points.length > 0
      ? t('retention.chartDesc', {
          items: points
            .map((p) =>
              t('retention.chartItem', {
                cumulative: percent(p.cumulative),
                date: `${dateOf(p.offset)} (${relativeDay(p.offset)})`,
              }),
            )
            .join('; '),
        })
      : t('retention.chartEmpty');

  const chart = (
    <>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
        style={{ display: 'block', overflow: 'visible' }}
      >
        <title id={`${id}-svg-title`}>{t('retention.chart')}</title>
        <desc id={`${id}-svg-desc`}>{description}</desc>
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--mantine-color-default-border)"
              strokeDasharray={tick === 0 || tick === 100 ? undefined : '2 4'}
            />
            <text
              x={PAD.left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill="var(--mantine-color-dimmed)"
            >
              {tick} %
            </text>
          </g>
        ))}
        {showFloor && (
          <g>
            <line
              x1={x(floor)}
              x2={x(floor)}
              y1={PAD.top - 8}
              y2={H - PAD.bottom}
              stroke="var(--mantine-color-red-6)"
              strokeDasharray="4 3"
            />
            <text
              x={x(floor) + 4}
              y={PAD.top - 10}
              fontSize={11}
              fill="var(--mantine-color-red-light-color)"
            >
              {t('retention.chartFloor')} ({floor})
            </text>
          </g>
        )}
        <line
          x1={x(0)}
          x2={x(0)}
          y1={PAD.top - 8}
          y2={H - PAD.bottom}
          stroke="var(--mantine-color-text)"
          strokeOpacity={0.55}
          strokeDasharray="4 3"
        />
        <text x={x(0) + 4} y={PAD.top - 10} fontSize={11} fill="var(--mantine-color-text)">
          {t('retention.chartEvent')}
        </text>
        {points.length > 0 && (
          <path
            d={path}
            fill="none"
            stroke="var(--mantine-primary-color-filled)"
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        )}
        {points.map((p, i) => (
          <g key={`${p.offset}-${i}`}>
            <circle
              cx={x(p.offset)}
              cy={y(Math.min(p.cumulative, 100))}
              r={4.5}
              fill="var(--mantine-color-body)"
              stroke="var(--mantine-primary-color-filled)"
              strokeWidth={2.5}
            />
            {/* Below and right of its point: the line leaves a point to the right at its level,
                so that corner is free, and a point at 100 % keeps clear of the labels on top. */}
            <text
              x={x(p.offset) + 7}
              y={y(Math.min(p.cumulative, 100)) + 15}
              fontSize={12}
              fontWeight={600}
              fill="var(--mantine-color-text)"
            >
              {percent(p.cumulative)} %
            </text>
          </g>
        ))}
        {dayTicks(offsets, x).map((offset) => (
          <g key={offset}>
            <text
              x={x(offset)}
              y={H - PAD.bottom + 16}
              textAnchor="middle"
              fontSize={11}
              fill="var(--mantine-color-dimmed)"
            >
              {dayMonth.format(new Date(`${addDays(eventDate, offset)}T00:00:00Z`))}
            </text>
            <text
              x={x(offset)}
              y={H - PAD.bottom + 30}
              textAnchor="middle"
              fontSize={10}
              fill="var(--mantine-color-dimmed)"
            >
              {offset > 0 ? `+${offset}` : offset}
            </text>
          </g>
        ))}
      </svg>
      <VisuallyHidden>
        <Table>
          <caption>{t('retention.tableCaption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('retention.col.date')}</Table.Th>
              <Table.Th scope="col">{t('retention.col.offset')}</Table.Th>
              <Table.Th scope="col">{t('retention.col.percent')}</Table.Th>
              <Table.Th scope="col">{t('retention.col.cumulative')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((p, i) => (
              <Table.Tr key={`${p.offset}-${i}`}>
                <Table.Td>{dateOf(p.offset)}</Table.Td>
                <Table.Td>{relativeDay(p.offset)}</Table.Td>
                <Table.Td>{percent(p.percent)} %</Table.Td>
                <Table.Td>{percent(p.cumulative)} %</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
  if (!framed) return <Stack gap="sm">{chart}</Stack>;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={`${id}-title`}>
            {t('retention.chart')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('retention.chartHint')}
          </Text>
        </div>
        {chart}
      </Stack>
    </Paper>
  );
}
