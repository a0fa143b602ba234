import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@/contract/common';
import {
  retentionPolicySchema,
  type RetentionPolicy,
  type RetentionPut,
} from '@/contract/retention';
import { hubRequest, unlessMissing } from '@/web/lib/api-client';

const policySchema = dataEnvelope(retentionPolicySchema);
const retentionPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}/retention`;

export const retentionQueries = {
  all: () => ['retention'] as const,
  details: () => [...retentionQueries.all(), 'detail'] as const,
  /** `null` for 404: the event has no override, or (spec-only hub) the read does not exist. */
  detail: (eventCode: string) =>
    queryOptions({
      queryKey: [...retentionQueries.details(), eventCode] as const,
      queryFn: ({ signal }): Promise<RetentionPolicy | null> =>
        unlessMissing(
          hubRequest(retentionPath(eventCode), { schema: policySchema, signal }).then(
            (r) => r.data,
          ),
          () => null,
        ),
    }),
};

/** Invalidates `retentionQueries.details()` (the page's `meta`). */
export const putRetention = (eventCode: string, body: RetentionPut) =>
  hubRequest(retentionPath(eventCode), { method: 'PUT', body, schema: policySchema }).then(
    (r) => r.data,
  );
