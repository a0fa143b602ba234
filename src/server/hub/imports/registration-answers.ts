import { eq } from 'drizzle-orm';
import { answersProblem, type AnswerField, type Answers } from '@/contract/registration-answers';
import type { RegistrationImportItem } from '@/contract/registrations';
import type { Db } from '@/server/db/database';
import { registrationFields } from '@/server/db/schema';

/** The event's registration fields by key, read only when some item answers them. */
export async function answerFieldsOf(
  db: Db,
  eventId: number,
  items: readonly { item: RegistrationImportItem }[],
): Promise<Map<string, AnswerField>> {
  if (!items.some(({ item }) => item.answers && Object.keys(item.answers).length)) return new Map();
  const rows = await db
    .select({
      key: registrationFields.key,
      label: registrationFields.label,
      type: registrationFields.type,
      options: registrationFields.options,
    })
    .from(registrationFields)
    .where(eq(registrationFields.eventId, eventId));
  return new Map(rows.map((r) => [r.key, r]));
}

/** An item's answers that do not fit the event's fields: the first one, on `answers.<key>`. */
export function answersError(
  fields: ReadonlyMap<string, AnswerField>,
  item: RegistrationImportItem,
): { field: string; message: string } | null {
  if (!item.answers) return null;
  const problem = answersProblem(fields, item.answers);
  return problem && { field: `answers.${problem.key}`, message: problem.message };
}

/** The item's answers as the update sends them (JSON), or null when it has none. */
export const answersJson = (answers: Answers | undefined): string | null =>
  answers && Object.keys(answers).length ? JSON.stringify(answers) : null;

/**
 * Whether the stored answers (JSON text) already hold each answer the item gives: the others
 * stay as stored, as a field an item leaves out does.
 */
export function answersKept(stored: string | null | undefined, given: string): boolean {
  const before = (stored ? JSON.parse(stored) : {}) as Answers;
  return Object.entries(JSON.parse(given) as Answers).every(
    ([key, value]) => JSON.stringify(before[key]) === JSON.stringify(value),
  );
}
