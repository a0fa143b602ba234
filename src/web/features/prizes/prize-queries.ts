import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@/contract/common';
import { vacancySchema } from '@/contract/races';
import { hubRequest } from '@/web/lib/api-client';
import { VACANCY_REFRESH_MS } from '@/web/components/vacancy-gauge';

const vacancyEnvelopeSchema = dataEnvelope(vacancySchema);

const eventPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}`;
const racePath = (eventCode: string, race: string) =>
  `${eventPath(eventCode)}/races/${encodeURIComponent(race)}`;

export const prizeQueries = {
  all: () => ['prizes'] as const,
  vacancies: () => [...prizeQueries.all(), 'vacancy'] as const,
  /** `live`: refreshed every 30 s while the page is visible, never in the background. */
  vacancy: (eventCode: string, race: string, live = false) =>
    queryOptions({
      queryKey: [...prizeQueries.vacancies(), eventCode, race] as const,
      queryFn: ({ signal }) =>
        hubRequest(`${racePath(eventCode, race)}/vacancy`, {
          schema: vacancyEnvelopeSchema,
          signal,
        }).then(({ data }) => data),
      staleTime: 0,
      refetchInterval: live ? VACANCY_REFRESH_MS : false,
      refetchIntervalInBackground: false,
    }),
};
