import type { ErrorCode } from '@/contract/enums';
import { ERROR_CODES } from '@/contract/enums';
import type { FieldErrors } from '@/contract/common';

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

export const notFound = (what: string) => new HubError('not_found', `${what} não encontrado(a).`);

export const validationFailed = (
  details: FieldErrors,
  message = 'Os dados enviados são inválidos.',
) => new HubError('validation_failed', message, details);

/** One field's 422, as spec rule 4 errors are reported. */
export const fieldError = (field: string, message: string) =>
  validationFailed({ [field]: [message] });
