import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './vacancy-ring.module.css';

const SIZE = 148;
const THICKNESS = 14;

/**
 * How full a race is, as a ring with its label in the middle: an SVG of two circles, the filled
 * arc drawn with a dash as long as the percentage. (Mantine's RingProgress wraps every arc in a
 * floating tooltip, which would bring the popover positioning code to a tab that shows none.)
 */
export function VacancyRing({
  percent,
  color,
  label,
  ariaLabel,
  valueText,
}: {
  /** 0..100 */
  percent: number;
  color: string;
  label: ReactNode;
  ariaLabel: string;
  valueText: string;
}) {
  const radius = (SIZE - THICKNESS) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(Math.max(percent, 0), 100) / 100) * circumference;
  const circle = { cx: SIZE / 2, cy: SIZE / 2, r: radius, strokeWidth: THICKNESS };
  return (
    <Box
      className={classes.root}
      w={SIZE}
      h={SIZE}
      role="progressbar"
      aria-label={ariaLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      style={{ '--ring-color': `var(--mantine-color-${color}-filled)` }}
    >
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
        <circle className={classes.track} {...circle} />
        {filled > 0 && (
          <circle
            className={classes.arc}
            {...circle}
            strokeDasharray={`${filled} ${circumference}`}
          />
        )}
      </svg>
      <Center className={classes.label}>{label}</Center>
    </Box>
  );
}
