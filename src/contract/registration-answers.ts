import { z } from 'zod/mini';
import { text } from './common';
import { ANSWER_TEXT_MAX, FIELD_KEY_MAX, FIELD_OPTION_TEXT_MAX } from './limits';

/**
 * Answers to the event's own registration fields, carried by a registration import item
 * (decisions.md, "Added 2026-11-27"): a field's `key` to its answer. Files are not imported.
 */
export const ANSWERED_FIELD_TYPES = [
  'text',
  'textarea',
  'select',
  'multiselect',
  'checkbox',
] as const;
export type AnsweredFieldType = (typeof ANSWERED_FIELD_TYPES)[number];
export const isAnsweredType = (type: string): type is AnsweredFieldType =>
  (ANSWERED_FIELD_TYPES as readonly string[]).includes(type);

export type Answer = string | string[] | boolean;
export type Answers = Record<string, Answer>;

const optionValue = text().check(z.trim(), z.maxLength(FIELD_OPTION_TEXT_MAX));
export const answersSchema = z.record(
  z.string().check(z.maxLength(FIELD_KEY_MAX, `Chave com mais de ${FIELD_KEY_MAX} caracteres`)),
  z.union([
    text().check(
      z.trim(),
      z.maxLength(ANSWER_TEXT_MAX, `Resposta com mais de ${ANSWER_TEXT_MAX} caracteres`),
    ),
    z.array(optionValue),
    z.boolean(),
  ]),
);

/** What an answer is checked against: the event's field, as `GET .../registration-fields` gives. */
export interface AnswerField {
  key: string;
  label: string;
  type: string;
  options?: readonly { value: string; label: string }[] | null;
}

/** Why an answer does not fit its field (the message names the field and the value), or null. */
export function answerProblem(
  field: AnswerField | undefined,
  key: string,
  answer: Answer,
): string | null {
  if (!field) return `Campo desconhecido neste evento: ${key}`;
  const { label } = field;
  const values = (field.options ?? []).map((o) => o.value);
  const unknown = (value: string) =>
    values.includes(value) ? null : `${label}: opção desconhecida "${value}"`;
  switch (field.type) {
    case 'text':
    case 'textarea':
      return typeof answer === 'string' ? null : `${label}: a resposta deve ser um texto`;
    case 'select':
      return typeof answer === 'string' ? unknown(answer) : `${label}: escolha uma opção`;
    case 'multiselect':
      if (!Array.isArray(answer)) return `${label}: envie uma lista de opções`;
      for (const value of answer) {
        const problem = unknown(value);
        if (problem) return problem;
      }
      return null;
    case 'checkbox':
      return typeof answer === 'boolean' ? null : `${label}: a resposta deve ser sim ou não`;
    default:
      return `${label}: campos do tipo ${field.type} não são importados`;
  }
}

/** The first answer that does not fit the event's fields, by key; null when all do. */
export function answersProblem(
  fields: ReadonlyMap<string, AnswerField>,
  answers: Answers,
): { key: string; message: string } | null {
  for (const [key, answer] of Object.entries(answers)) {
    const message = answerProblem(fields.get(key), key, answer);
    if (message) return { key, message };
  }
  return null;
}
