import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { prizeRuleSchema, raceSchema, vacancySchema, type Race } from '@/contract/races';
import { hubRequest, isNotFound } from '@/web/lib/api-client';
import { VACANCY_REFRESH_MS } from '@/web/components/vacancy-gauge';

const raceListSchema = dataEnvelope(z.array(raceSchema));
const prizeRulePageSchema = pageEnvelope(prizeRuleSchema);
const vacancyEnvelopeSchema = dataEnvelope(vacancySchema);

/** `fromHub` false: a spec-only hub, whose races are typed by code. */
export interface PrizeRaceList {
  races: Race[];
  fromHub: boolean;
}

export interface PrizeRulePageParams {
  page: number;
  per_page: number;
}

const eventPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}`;
const racePath = (eventCode: string, race: string) =>
  `${eventPath(eventCode)}/races/${encodeURIComponent(race)}`;

async function fetchRaces(eventCode: string, signal?: AbortSignal): Promise<PrizeRaceList> {
  try {
    const { data } = await hubRequest(`${eventPath(eventCode)}/races`, {
      schema: raceListSchema,
      signal,
    });
    return { races: data, fromHub: true };
  } catch (error) {
    if (isNotFound(error)) return { races: [], fromHub: false };
    throw error;
  }
}

export const prizeQueries = {
  all: () => ['prizes'] as const,
  races: (eventCode: string) =>
    queryOptions({
      queryKey: [...prizeQueries.all(), 'races', eventCode] as const,
      queryFn: ({ signal }) => fetchRaces(eventCode, signal),
    }),
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
