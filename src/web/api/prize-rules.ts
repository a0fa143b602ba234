import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@/contract/common';
import { pageEnvelope } from '@/contract/common';
import { PER_PAGE_MAX } from '@/contract/limits';
import type { PrizeRuleCreate, PrizeRuleUpdate } from '@/contract/prize-rules';
import { prizeRuleSchema, type PrizeRule } from '@/contract/races';
import { hubRequest } from '@/web/lib/api-client';

const prizeRulePageSchema = pageEnvelope(prizeRuleSchema);
const prizeRuleSavedSchema = dataEnvelope(prizeRuleSchema);

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

const rulePath = (eventCode: string, race: string, rule: number) =>
  `${rulesPath(eventCode, race)}/${rule}`;

/* The writes (extensions) invalidate `prizeRuleQueries.all()` (the forms' `meta`). */

export async function createPrizeRule(
  eventCode: string,
  race: string,
  body: PrizeRuleCreate,
): Promise<PrizeRule> {
  const { data } = await hubRequest(rulesPath(eventCode, race), {
    method: 'POST',
    body,
    schema: prizeRuleSavedSchema,
  });
  return data;
}

export async function updatePrizeRule(
  eventCode: string,
  race: string,
  rule: number,
  body: PrizeRuleUpdate,
): Promise<PrizeRule> {
  const { data } = await hubRequest(rulePath(eventCode, race, rule), {
    method: 'PATCH',
    body,
    schema: prizeRuleSavedSchema,
  });
  return data;
}

export async function deletePrizeRule(eventCode: string, race: string, rule: number) {
  await hubRequest(rulePath(eventCode, race, rule), { method: 'DELETE' });
}
