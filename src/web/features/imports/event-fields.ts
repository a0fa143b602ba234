import type { QueryClient } from '@tanstack/react-query';
import { registrationFieldQueries } from '@/web/api/registration-fields';
import type { AnswerField } from '@/contract/registration-answers';
import { answerableFields } from '@/spreadsheet/answer-target';
import type { ImportKind } from '@/spreadsheet/types';

/**
 * The event's registration fields a registrations file may answer (files aside); null when the
 * hub does not list them (spec-only: it takes no answers), undefined for results files.
 */
export async function answerFieldsFor(
  queryClient: QueryClient,
  eventCode: string,
  kind: ImportKind,
): Promise<AnswerField[] | null | undefined> {
  if (kind !== 'registrations') return undefined;
  const fields = await queryClient
    .fetchQuery(registrationFieldQueries.list(eventCode))
    .catch(() => null);
  return fields && answerableFields(fields);
}
