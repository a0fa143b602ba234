import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pageEnvelope } from '@/contract/common';
import { PER_PAGE_MAX } from '@/contract/limits';
import { prizeRuleSchema, type PrizeRule } from '@/contract/races';
import { hubRequest } from '@/web/lib/api-client';

const prizeRulePageSchema = pageEnvelope(prizeRuleSchema);

export interface PrizeRulePageParams {
  page: number;
  per_page: number;
}

const rulesPath = (eventCode: string, race: string) =>
  `/events/${encodeURIComponent(eventCode)}/races/${encodeURIComponent(race)}/prize-rules`;

/** Every rule of the race, page after page: what a podium is drawn from. */
async function fetchEveryRule(eventCode: string, race: string, signal?: AbortSignal) {
  const rules: PrizeRule[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await hubRequest(rulesPath(eventCode, race), {
      query: { page, per_page: PER_PAGE_MAX },
      schema: prizeRulePageSchema,
      signal,
    });
    rules.push(...data);
    if (page >= meta.last_page || data.length === 0) return rules;
  }
}

/** `GET /events/{e}/races/{r}/prize-rules`, a spec endpoint: a page, or every rule. */
export const prizeRuleQueries = {
  all: () => ['prize-rules'] as const,
  page: (eventCode: string, race: string, params: PrizeRulePageParams) =>
    queryOptions({
      queryKey: [...prizeRuleQueries.all(), 'page', eventCode, race, params] as const,
      queryFn: ({ signal }) =>
        hubRequest(rulesPath(eventCode, race), {
          query: { ...params },
          schema: prizeRulePageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  every: (eventCode: string, race: string) =>
    queryOptions({
      queryKey: [...prizeRuleQueries.all(), 'every', eventCode, race] as const,
      queryFn: ({ signal }) => fetchEveryRule(eventCode, race, signal),
    }),
};
