import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@/contract/common';
import { vacancySchema } from '@/contract/races';
import { hubRequest } from '@/web/lib/api-client';
import { VACANCY_REFRESH_MS } from '@/web/components/vacancy-gauge';

const vacancyEnvelopeSchema = dataEnvelope(vacancySchema);

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
      staleTime: 0,
      refetchInterval: live ? VACANCY_REFRESH_MS : false,
      refetchIntervalInBackground: false,
    }),
};
