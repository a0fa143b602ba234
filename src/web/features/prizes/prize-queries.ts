import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { prizeRuleSchema, vacancySchema } from '@/contract/races';
import { hubRequest } from '@/web/lib/api-client';
import { VACANCY_REFRESH_MS } from '@/web/components/vacancy-gauge';

const prizeRulePageSchema = pageEnvelope(prizeRuleSchema);
const vacancyEnvelopeSchema = dataEnvelope(vacancySchema);

export interface PrizeRulePageParams {
  page: number;
  per_page: number;
}

const eventPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}`;
const racePath = (eventCode: string, race: string) =>
  `${eventPath(eventCode)}/races/${encodeURIComponent(race)}`;

export const prizeQueries = {
  all: () => ['prizes'] as const,
  rules: (eventCode: string, race: string, params: PrizeRulePageParams) =>
    queryOptions({
      queryKey: [...prizeQueries.all(), 'rules', eventCode, race, params] as const,
      queryFn: ({ signal }) =>
        hubRequest(`${racePath(eventCode, race)}/prize-rules`, {
          query: { ...params },
          schema: prizeRulePageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
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
