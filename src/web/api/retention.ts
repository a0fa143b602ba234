import { z } from 'zod/mini';
import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@/contract/common';
import {
  retentionPolicySchema,
  type RetentionPolicy,
  type RetentionPut,
} from '@/contract/retention';
import { hubRequest, unlessMissing } from '@/web/lib/api-client';

const policySchema = dataEnvelope(retentionPolicySchema);
/** The read: `{data: null}` for an event without rules of its own (the reference hub). */
const policyOrNoneSchema = dataEnvelope(z.nullable(retentionPolicySchema));
const retentionPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}/retention`;

export const retentionQueries = {
  all: () => ['retention'] as const,
  details: () => [...retentionQueries.all(), 'detail'] as const,
  /**
   * `null` when the event has no override (`{data: null}`, or 404 from a hub that says it so), or
   * (spec-only hub) the read does not exist.
   */
  detail: (eventCode: string) =>
    queryOptions({
      queryKey: [...retentionQueries.details(), eventCode] as const,
      queryFn: ({ signal }): Promise<RetentionPolicy | null> =>
        unlessMissing(
          hubRequest(retentionPath(eventCode), { schema: policyOrNoneSchema, signal }).then(
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
