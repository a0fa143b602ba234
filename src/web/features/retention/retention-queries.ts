import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@/contract/common';
import {
  retentionPolicySchema,
  type RetentionPolicy,
  type RetentionPut,
} from '@/contract/retention';
import { hubRequest, isNotFound } from '@/web/lib/api-client';

const policySchema = dataEnvelope(retentionPolicySchema);
const retentionPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}/retention`;

export const retentionQueries = {
  all: () => ['retention'] as const,
  details: () => [...retentionQueries.all(), 'detail'] as const,
  /** `null` for 404: the event has no override, or (spec-only hub) the read does not exist. */
  detail: (eventCode: string) =>
    queryOptions({
      queryKey: [...retentionQueries.details(), eventCode] as const,
      queryFn: async ({ signal }): Promise<RetentionPolicy | null> => {
        try {
          return (await hubRequest(retentionPath(eventCode), { schema: policySchema, signal }))
            .data;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      },
    }),
};

export const putRetention = (eventCode: string, body: RetentionPut) =>
  hubRequest(retentionPath(eventCode), { method: 'PUT', body, schema: policySchema }).then(
    (r) => r.data,
  );
