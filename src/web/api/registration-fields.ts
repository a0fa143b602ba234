import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataEnvelope } from '@/contract/common';
import {
  registrationFieldSchema,
  type FieldDisplay,
  type RegistrationField,
} from '@/contract/registration-fields';
import { hubRequest, unlessMissing } from '@/web/lib/api-client';

/** What the console sends to create a field (the hub checks it against the create schema). */
export type RegistrationFieldBody = Pick<RegistrationField, 'label' | 'key' | 'type'> &
  FieldDisplay;

const listSchema = dataEnvelope(z.array(registrationFieldSchema));
const oneSchema = dataEnvelope(registrationFieldSchema);
const registrationFieldsPath = (eventCode: string) =>
  `/events/${encodeURIComponent(eventCode)}/registration-fields`;

export const registrationFieldQueries = {
  all: () => ['registration-fields'] as const,
  lists: () => [...registrationFieldQueries.all(), 'list'] as const,
  /** `null` when the hub lacks the listing (spec-only: the extension answers 404). */
  list: (eventCode: string) =>
    queryOptions({
      queryKey: [...registrationFieldQueries.lists(), eventCode] as const,
      queryFn: ({ signal }): Promise<RegistrationField[] | null> =>
        unlessMissing(
          hubRequest(registrationFieldsPath(eventCode), { schema: listSchema, signal }).then(
            (r) => r.data,
          ),
          () => null,
        ),
    }),
};

/** Invalidates `registrationFieldQueries.lists()` (the editor's `meta`). */
export const createRegistrationField = (eventCode: string, body: RegistrationFieldBody) =>
  hubRequest(registrationFieldsPath(eventCode), { method: 'POST', body, schema: oneSchema }).then(
    (r) => r.data,
  );

/**
 * `field` is the id, or the key for a field this console never listed. Invalidates
 * `registrationFieldQueries.lists()` (the editor's and the reorder's `meta`).
 */
export const patchRegistrationField = (
  eventCode: string,
  field: number | string,
  body: Partial<RegistrationFieldBody> & { sort_order?: number },
) =>
  hubRequest(`${registrationFieldsPath(eventCode)}/${encodeURIComponent(String(field))}`, {
    method: 'PATCH',
    body,
    schema: oneSchema,
  }).then((r) => r.data);
