import type { ErrorCode } from '@/contract/enums';
import { ERROR_CODES } from '@/contract/enums';
import type { FieldErrors, FieldIssues } from '@/contract/common';
import { dbFaultOf } from '@/server/db/errors';

/** Every error the hub answers with: `{error, message, details}` and its status. */
export class HubError extends Error {
  readonly status: number;
  constructor(
    readonly error: ErrorCode,
    message: string,
    readonly details: FieldErrors | Record<string, unknown> | null = null,
    status?: number,
  ) {
    super(message);
    this.status = status ?? ERROR_CODES[error];
  }

  toBody() {
    return { error: this.error, message: this.message, details: this.details };
  }
}

/** What a path names, and the sentence its 404 says (the adjective agrees with the noun). */
const NOT_FOUND = {
  Evento: 'Evento não encontrado.',
  Prova: 'Prova não encontrada.',
  Lote: 'Lote não encontrado.',
  'Regra de premiação': 'Regra de premiação não encontrada.',
  Categoria: 'Categoria não encontrada.',
  Campo: 'Campo não encontrado.',
  Importação: 'Importação não encontrada.',
  'Ponto de controle': 'Ponto de controle não encontrado.',
  Inscrição: 'Inscrição não encontrada.',
  Resultado: 'Resultado não encontrado.',
} as const;
export type NotFoundNoun = keyof typeof NOT_FOUND;

export const notFound = (what: NotFoundNoun) => new HubError('not_found', NOT_FOUND[what]);

export const validationFailed = (
  details: FieldErrors,
  message = 'Os dados enviados são inválidos.',
) => new HubError('validation_failed', message, details);

/** 400: a body that says it is JSON and is not. */
export const malformedJson = () =>
  new HubError('malformed_json', 'O corpo da requisição não é um JSON válido.');

/** 415: a write's body that is not JSON. */
export const unsupportedMediaType = () =>
  new HubError(
    'unsupported_media_type',
    'O corpo da requisição deve ser JSON, com Content-Type: application/json.',
  );

/** One field's 422, as spec rule 4 errors are reported. */
export const fieldError = (field: string, message: string) =>
  validationFailed({ [field]: [message] });

/** 422 with every `[field, message]` of a rule between fields, when there is one. */
export function refuseIssues(issues: FieldIssues, message?: string): void {
  if (issues.length === 0) return;
  const details: FieldErrors = {};
  for (const [field, text] of issues) (details[field] ??= []).push(text);
  throw validationFailed(details, message);
}

/** A PATCH body with no field the resource knows (unknown ones are dropped): a no-op. */
export const namesNothing = (body: object): boolean =>
  Object.values(body).every((value) => value === undefined);

/** `1 inscrição`, `12 inscrições`: a count in words, for messages. */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The API field each unique index guards, and what to say, so a racing write's 409 names it. */
const UNIQUE_FIELDS: Record<string, [field: string, message: string]> = {
  races_event_code_uq: ['code', 'Já existe uma prova com este código no evento'],
  registration_fields_event_key_uq: ['key', 'Já existe um campo com esta chave no evento'],
  legal_discounts_event_type_uq: ['type', 'Tipo de desconto repetido'],
  events_code_unique: ['code', 'Já existe um evento com este código'],
  imports_idempotency_uq: [
    'Idempotency-Key',
    'Esta Idempotency-Key está em uso por outra requisição',
  ],
  registrations_event_bib_uq: ['bib', 'Número de peito já usado no evento'],
  registrations_event_external_uq: ['external_id', 'external_id já usado no evento'],
  checkpoints_race_code_uq: ['checkpoint', 'Ponto de controle repetido'],
  results_race_bib_uq: ['bib', 'Número de peito repetido na prova'],
};

/**
 * A database fault a caller can act on, as the envelope: a unique value taken by a racing
 * write is 409 `conflict` naming the field; a value the database cannot hold is 422.
 */
export function hubErrorFromDb(error: unknown): HubError | null {
  const fault = dbFaultOf(error);
  if (!fault) return null;
  if (fault.code === '23505') {
    const constraint = fault.constraint ?? '';
    const [field, message] = Object.hasOwn(UNIQUE_FIELDS, constraint)
      ? UNIQUE_FIELDS[constraint]
      : ['_', 'Valor já existe'];
    return new HubError(
      'conflict',
      'Outra requisição gravou o mesmo valor ao mesmo tempo. Recarregue e tente de novo.',
      { [field]: [message] },
    );
  }
  // A row this write points at was removed by a racing write (or one it removes is in use).
  if (fault.code === '23503')
    return new HubError(
      'conflict',
      'Outra requisição mudou os dados ligados a este ao mesmo tempo. Recarregue e tente de novo.',
    );
  if (fault.code.startsWith('22'))
    return validationFailed({ _: ['Um dos valores enviados está fora do que o hub aceita.'] });
  return null;
}
