import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorBodySchema, idOrCode } from '@/contract/common';

/* Route definitions: each `X.routes.ts` says only what is its own (method, path, words, the
   request's schemas, its answers); `hubRoute` adds what every route shares. */

export const jsonContent = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true as const,
  content: { 'application/json': { schema } },
});

/** The path parameters most routes share: an event, or a race in it, by id or code. */
export const eventParams = z.object({ event: idOrCode });
export const raceParams = z.object({ event: idOrCode, race: idOrCode });

const errorResponse = (description: string) => jsonContent(errorBodySchema, description);

/** The errors every endpoint may answer with (decisions: Errors). */
const commonErrors = {
  401: errorResponse('Chave ausente ou inválida (`unauthenticated`)'),
  403: errorResponse('Chave sem o escopo `manage` (`forbidden_scope`)'),
  404: errorResponse('Recurso não encontrado (`not_found`)'),
  422: errorResponse('Validação falhou (`validation_failed`); `details` por campo'),
  429: errorResponse('Limite de requisições (`rate_limited`), com `Retry-After`'),
} as const;
type CommonError = keyof typeof commonErrors;
const COMMON_ERRORS = Object.keys(commonErrors).map(Number) as CommonError[];

/** What a route with a JSON body may answer besides. */
const bodyErrors = {
  400: errorResponse('JSON malformado (`malformed_json`)'),
  413: errorResponse('Corpo acima de 10 MiB (`payload_too_large`)'),
} as const;

type RouteParameter = NonNullable<RouteConfig['request']>['params'];
interface HubRequest {
  params?: RouteParameter;
  query?: RouteParameter;
  headers?: RouteParameter;
  /** The JSON body's schema: the body is required, and 400 and 413 are among the answers. */
  body?: z.ZodType;
}
type RouteRequest<Q extends HubRequest> = {
  [K in keyof Q]: K extends 'body' ? ReturnType<typeof jsonBody<NonNullable<Q[K]>>> : Q[K];
};

interface HubRouteSpec<P extends string, Q extends HubRequest, R, E extends CommonError> {
  method: RouteConfig['method'];
  path: P;
  summary: string;
  description?: string;
  /** A read that Management API v1 lacks; with HUB_SPEC_ONLY=1 it answers 404. */
  extension?: boolean;
  request?: Q;
  /** The route's own answers; the errors are added (every common one unless `errors` names some). */
  responses: R;
  errors?: readonly E[];
}

/** A route as `createRoute` wants it, with the errors and the body's wrapping added. */
export function hubRoute<
  const P extends string,
  Q extends HubRequest = Record<never, never>,
  R extends RouteConfig['responses'] = RouteConfig['responses'],
  E extends CommonError = CommonError,
>({ extension, request, responses, errors, ...words }: HubRouteSpec<P, Q, R, E>) {
  const routeErrors = Object.fromEntries(
    (errors ?? COMMON_ERRORS).map((status) => [status, commonErrors[status]]),
  ) as Pick<typeof commonErrors, E>;
  const config = {
    ...words,
    ...(extension && { 'x-extension': true }),
    ...(request && {
      request: { ...request, ...(request.body && { body: jsonBody(request.body) }) },
    }),
    responses: { ...responses, ...routeErrors, ...(request?.body && bodyErrors) },
  };
  return createRoute(
    config as Omit<typeof config, 'request' | 'responses'> & {
      path: P;
      request: RouteRequest<Q>;
      responses: R &
        Pick<typeof commonErrors, E> &
        (Q extends { body: z.ZodType } ? typeof bodyErrors : unknown);
    },
  );
}
