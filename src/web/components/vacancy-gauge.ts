import { VACANCY_STATUSES, type VacancyStatus } from '@/contract/enums';
import { vacancyOf, type Vacancy } from '@/contract/races';
import type { MessageKey } from '@/web/i18n/messages';

export const VACANCY_REFRESH_MS = 30_000;

const STATUS_COLORS: Record<VacancyStatus, string> = {
  open: 'teal',
  low: 'orange',
  full: 'red',
  unlimited: 'blue',
};

export interface VacancyGauge {
  registered: number;
  limit: number | null;
  available: number | null;
  /** 0..100 for the gauge; over-booked races stay at 100. */
  percent: number;
  /** As the hub computed it, to one decimal; null when there is no limit. */
  percentFilled: number | null;
  status: string;
  statusLabel: MessageKey | null;
  color: string;
}

/**
 * What the gauge shows. The hub's own `vacancy` object wins; what it leaves out is worked out
 * from the counts with the same rule the reference hub uses. A race already started is closed
 * whatever seats are left: the hub's status speaks of seats, not of time.
 */
export function vacancyGauge(
  vacancy: Vacancy,
  startsAt?: string | null,
  now: Date = new Date(),
): VacancyGauge {
  const derived = vacancyOf(vacancy.registration_limit, vacancy.registrations_count);
  const hub = vacancy.vacancy;
  const status = hub.status ?? derived.status;
  const known = (VACANCY_STATUSES as readonly string[]).includes(status)
    ? (status as VacancyStatus)
    : null;
  const percentFilled = hub.percent_filled ?? derived.percent_filled;
  const started = startsAt ? Date.parse(startsAt) <= now.getTime() : false;
  return {
    registered: vacancy.registrations_count,
    limit: vacancy.registration_limit,
    available: hub.available !== undefined ? hub.available : derived.available,
    percent: percentFilled == null ? 0 : Math.min(100, Math.max(0, percentFilled)),
    percentFilled,
    status: started ? 'closed' : status,
    statusLabel: started
      ? 'prizes.vacancyStatus.closed'
      : known
        ? `prizes.vacancyStatus.${known}`
        : null,
    color: known && !started ? STATUS_COLORS[known] : 'gray',
  };
}
