import { isAnsweredType, type AnswerField } from '@/contract/registration-answers';

/*
 * How a mapping names the event's own fields, apart from the cell readers (answers.ts): the
 * dashboard's steps need only these names.
 */
/** A mapping target for the event's own field: `answers.<key>`. */
export const ANSWER_PREFIX = 'answers.';
export const answerTarget = (key: string): string => `${ANSWER_PREFIX}${key}`;
/** The field key a mapping target names, or null when it is a column of the contract. */
export const answerKeyOf = (target: string | null): string | null =>
  target?.startsWith(ANSWER_PREFIX) ? target.slice(ANSWER_PREFIX.length) : null;

/** The fields a file's column can answer: those the hub takes (files are not imported). */
export const answerableFields = (fields: readonly AnswerField[]): AnswerField[] =>
  fields.filter((f) => isAnsweredType(f.type));
