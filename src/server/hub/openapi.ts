import type { TypedResponse } from 'hono';
import type { SuccessStatusCode, ClientErrorStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { z } from 'zod';
import { errorBodySchema, idOrCode } from '@/contract/common';

/* Route definitions: each `X.routes.ts` says only what is its own (method, path, words, the
   request's schemas, its answers); `hubRoute` adds what every route shares. Schemas are any zod 4
   schema (the contract's `zod/mini` ones, the server's classic ones): the router validates with
   them and the OpenAPI document is built from them (`openapi-document.ts`). */

type Schema = z.core.$ZodType;

export interface JsonContent<S extends Schema = Schema> {
  description: string;
  content: { 'application/json': { schema: S } };
}

export const jsonContent = <S extends Schema>(schema: S, description: string): JsonContent<S> => ({
  description,
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

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** An answer with no body (204). */
export interface NoContent {
  description: string;
}
export type Responses = Partial<
  Record<SuccessStatusCode | ClientErrorStatusCode, JsonContent | NoContent>
>;

export interface HubRequest {
  /** Objects of strings, as Hono reads them (`c.req.param()`, the query, the headers). */
  params?: Schema;
  query?: Schema;
  headers?: Schema;
  /** The JSON body's schema: the body is required, and 400 and 413 are among the answers. */
  body?: Schema;
}

/** An operation of the API: what the router validates and what the document says of it. */
export interface HubRoute<
  P extends string = string,
  Q extends HubRequest = HubRequest,
  R extends Responses = Responses,
> {
  method: Method;
  path: P;
  summary: string;
  description?: string;
  /** A read that Management API v1 lacks; with HUB_SPEC_ONLY=1 it answers 404. */
  extension?: boolean;
  request?: Q;
  /** Every answer, the route's own and its errors. */
  responses: R;
}

interface HubRouteSpec<
  P extends string,
  Q extends HubRequest,
  R extends Responses,
  E,
> extends HubRoute<P, Q, R> {
  /** The errors besides 400 and 413: every common one unless `errors` names some. */
  errors?: readonly E[];
}

/** A route with the errors every route shares added (and a body's, when it has one). */
export function hubRoute<
  const P extends string,
  Q extends HubRequest = Record<never, never>,
  R extends Responses = Responses,
  E extends CommonError = CommonError,
>({ errors, ...route }: HubRouteSpec<P, Q, R, E>) {
  const routeErrors = Object.fromEntries(
    (errors ?? COMMON_ERRORS).map((status) => [status, commonErrors[status]]),
  );
  return {
    ...route,
    responses: { ...route.responses, ...routeErrors, ...(route.request?.body && bodyErrors) },
  } as HubRoute<
    P,
    Q,
    R & Pick<typeof commonErrors, E> & (Q extends { body: Schema } ? typeof bodyErrors : unknown)
  >;
}

type Part<S, Target extends string> = S extends Schema
  ? { in: { [K in Target]: z.input<S> }; out: { [K in Target]: z.output<S> } }
  : Record<never, never>;

/** What the validators of a route hand its handler (`c.req.valid(...)`). */
export type RouteInput<Q> = Q extends HubRequest
  ? Part<Q['params'], 'param'> &
      Part<Q['query'], 'query'> &
      Part<Q['headers'], 'header'> &
      Part<Q['body'], 'json'>
  : Record<never, never>;

/** `/events/{event}` as Hono writes it: `/events/:event`. */
export type HonoPath<P extends string> = P extends `${infer Head}/{${infer Name}}${infer Rest}`
  ? `${Head}/:${Name}${HonoPath<Rest>}`
  : P;

/** The answers a handler may give: one of the route's, with the body its schema describes. */
export type RouteResponse<R> = {
  [S in keyof R]: S extends SuccessStatusCode | ClientErrorStatusCode
    ? R[S] extends JsonContent<infer Body>
      ? TypedResponse<JSONParsed<z.output<Body>>, S, 'json'>
      : TypedResponse<null, S, 'body'>
    : never;
}[keyof R];
