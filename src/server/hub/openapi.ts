import { z } from 'zod';
import { errorBodySchema, idOrCode } from '@/contract/common';

/* Small builders that keep route definitions short and identical in shape. */

export const jsonContent = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The path parameters most routes share: an event, or a race in it, by id or code. */
export const eventParams = z.object({ event: idOrCode });
export const raceParams = z.object({ event: idOrCode, race: idOrCode });

const errorResponse = (description: string) => jsonContent(errorBodySchema, description);

/** The errors every endpoint may answer with (decisions: Errors). */
export const commonErrors = {
  401: errorResponse('Chave ausente ou inválida (`unauthenticated`)'),
  403: errorResponse('Chave sem o escopo `manage` (`forbidden_scope`)'),
  404: errorResponse('Recurso não encontrado (`not_found`)'),
  422: errorResponse('Validação falhou (`validation_failed`); `details` por campo'),
  429: errorResponse('Limite de requisições (`rate_limited`), com `Retry-After`'),
} as const;

export const bodyErrors = {
  400: errorResponse('JSON malformado (`malformed_json`)'),
  413: errorResponse('Corpo acima de 10 MiB (`payload_too_large`)'),
} as const;

/** Marks a read that Management API v1 lacks; with HUB_SPEC_ONLY=1 it answers 404. */
export const EXTENSION = { 'x-extension': true } as const;
