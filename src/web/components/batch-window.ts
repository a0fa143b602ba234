/** The time axis every batch's sales window is drawn on, in epoch milliseconds. */
export interface WindowDomain {
  start: number;
  end: number;
}

export interface WindowSpan {
  /** Percent of the axis. */
  left: number;
  width: number;
  /** Today falls inside the window. */
  current: boolean;
}

const DAY = 86_400_000;

const instant = (value: string | null | undefined) => {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

/** From the earliest start to the latest end, today included; null without batches. */
export function windowDomain(
  batches: readonly { starts_at: string | null; ends_at: string | null }[],
  now: Date,
): WindowDomain | null {
  if (batches.length === 0) return null;
  const points = [now.getTime()];
  for (const batch of batches) {
    const start = instant(batch.starts_at);
    const end = instant(batch.ends_at);
    if (start !== null) points.push(start);
    if (end !== null) points.push(end);
  }
  const start = Math.min(...points);
  const end = Math.max(...points);
  // Some room at both ends, so a window touching the edge still reads as a bar.
  const pad = Math.max((end - start) * 0.03, DAY);
  return { start: start - pad, end: end + pad };
}

/** Where a window sits on the axis; an open start or end runs to that edge. */
export function windowSpan(
  domain: WindowDomain,
  startsAt: string | null,
  endsAt: string | null,
  now: Date = new Date(),
): WindowSpan {
  const length = domain.end - domain.start;
  const start = instant(startsAt) ?? domain.start;
  const end = Math.max(instant(endsAt) ?? domain.end, start);
  const left = ((start - domain.start) / length) * 100;
  const width = Math.max(((end - start) / length) * 100, 0.5);
  const today = now.getTime();
  return {
    left: Math.round(left * 100) / 100,
    width: Math.round(width * 100) / 100,
    current: today >= start && today <= end,
  };
}
