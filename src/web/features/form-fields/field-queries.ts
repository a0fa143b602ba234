import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@/contract/common';
import { registrationFieldSchema, type RegistrationField } from '@/contract/registration-fields';
import { hubRequest, isNotFound } from '@/web/lib/api-client';
import type { FieldDraft } from './field-logic';

const listSchema = dataEnvelope(z.array(registrationFieldSchema));
const oneSchema = dataEnvelope(registrationFieldSchema);
const fieldsPath = (eventCode: string) =>
  `/events/${encodeURIComponent(eventCode)}/registration-fields`;

export const fieldQueries = {
  all: () => ['registration-fields'] as const,
  lists: () => [...fieldQueries.all(), 'list'] as const,
  /** `null` when the hub lacks the listing (spec-only: the extension answers 404). */
  list: (eventCode: string) =>
    queryOptions({
      queryKey: [...fieldQueries.lists(), eventCode] as const,
      queryFn: async ({ signal }): Promise<RegistrationField[] | null> => {
        try {
          return (await hubRequest(fieldsPath(eventCode), { schema: listSchema, signal })).data;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      },
    }),
};

export const createField = (eventCode: string, body: FieldDraft) =>
  hubRequest(fieldsPath(eventCode), { method: 'POST', body, schema: oneSchema }).then(
    (r) => r.data,
  );

/** `field` is the id, or the key for a field this console never listed. */
export const patchField = (
  eventCode: string,
  field: number | string,
  body: Partial<FieldDraft> & { sort_order?: number },
) =>
  hubRequest(`${fieldsPath(eventCode)}/${encodeURIComponent(String(field))}`, {
    method: 'PATCH',
    body,
    schema: oneSchema,
  }).then((r) => r.data);
