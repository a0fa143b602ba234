import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@/contract/common';
import { vacancySchema } from '@/contract/races';
import { hubRequest } from '@/web/lib/api-client';
import { VACANCY_REFRESH_MS } from '@/web/components/vacancy-gauge';

const vacancyEnvelopeSchema = dataEnvelope(vacancySchema);

/**
 * Places change with every sale: a page that shows them reads them again when it mounts, unless
 * they were read this instant (a route's loader just before the page mounts, as the prizes tab's
 * does: its race's vacancy was otherwise read twice).
 */
const JUST_READ_MS = 2_000;

const vacancyPath = (eventCode: string, race: string) =>
  `/events/${encodeURIComponent(eventCode)}/races/${encodeURIComponent(race)}/vacancy`;

export const vacancyQueries = {
  all: () => ['vacancy'] as const,
  details: () => [...vacancyQueries.all(), 'detail'] as const,
  /** `live`: refreshed every 30 s while the page is visible, never in the background. */
  detail: (eventCode: string, race: string, live = false) =>
    queryOptions({
      queryKey: [...vacancyQueries.details(), eventCode, race] as const,
      queryFn: ({ signal }) =>
        hubRequest(vacancyPath(eventCode, race), {
          schema: vacancyEnvelopeSchema,
          signal,
        }).then(({ data }) => data),
      staleTime: JUST_READ_MS,
      refetchInterval: live ? VACANCY_REFRESH_MS : false,
      refetchIntervalInBackground: false,
    }),
};
