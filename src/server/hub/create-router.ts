import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod/mini';
import { issuesToFieldErrors } from '@/contract/common';
import type { HubEnvBindings } from './context';
import { malformedJson, unsupportedMediaType, validationFailed } from './errors';
import { jsonBody } from './json-body';
import { isJsonType } from './middlewares/request-shape';
import type { HonoPath, HubRoute, RouteInput, RouteResponse } from './openapi';

/** A handler of one route, typed by its definition in `X.routes.ts`. */
export type HubHandler<R extends HubRoute> = Handler<
  HubEnvBindings,
  HonoPath<R['path']>,
  RouteInput<NonNullable<R['request']>>,
  RouteResponse<R['responses']> | Promise<RouteResponse<R['responses']>>
>;

/** A failed validation answers 422 `validation_failed`, with details by field. */
function validate<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw validationFailed(issuesToFieldErrors(result.error.issues));
}

/** Header names arrive in lower case: the schema's own spelling is given back before the check. */
function headerSpelling(schema: z.core.$ZodType) {
  const shape = (schema._zod.def as { shape?: Record<string, unknown> }).shape ?? {};
  const spelling = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  return (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [spelling.get(k) ?? k, v]));
}

/** The validators of a route's request, in the order params, query, headers, body. */
function validatorsOf({ request = {} }: HubRoute): MiddlewareHandler[] {
  const { params, query, headers, body } = request;
  const checks: MiddlewareHandler[] = [];
  if (params) checks.push(validator('param', (value) => validate(params, value)));
  if (query) checks.push(validator('query', (value) => validate(query, value)));
  if (headers) {
    const spelled = headerSpelling(headers);
    checks.push(validator('header', (value) => validate(headers, spelled(value))));
  }
  if (body) {
    checks.push(async (c, next) => {
      // A write that says its body is of another type is refused even when it sends none (the
      // check before the route only sees bodies); one that says nothing is checked as `{}`.
      const type = c.req.header('content-type');
      if (type !== undefined && !isJsonType(type)) throw unsupportedMediaType();
      const parsed = type === undefined ? { value: {} } : await jsonBody(c);
      if (parsed === 'malformed') throw malformedJson();
      c.req.addValidatedData('json', validate(body, parsed.value) as object);
      await next();
    });
  }
  return checks;
}

/**
 * The hub's app and every resource's router: resources import this, never `app.ts`. Each route
 * is added with `openapi(route, handler)`, which validates its request and keeps the route for
 * the OpenAPI document; `include` adds a resource's router with its routes.
 */
export class HubRouter extends Hono<HubEnvBindings> {
  readonly operations: HubRoute[] = [];
  /** Schemas the document names in its components (the import items, checked one by one). */
  readonly schemas: Record<string, z.core.$ZodType> = {};

  openapi<R extends HubRoute>(route: R, handler: HubHandler<R>): this {
    this.operations.push(route);
    const path = route.path.replaceAll(/\/{([^}]+)}/g, '/:$1');
    this.on([route.method], [path], ...validatorsOf(route), handler as Handler);
    return this;
  }

  include(router: HubRouter): this {
    this.operations.push(...router.operations);
    Object.assign(this.schemas, router.schemas);
    this.route('/', router);
    return this;
  }
}

export type HubApp = HubRouter;

export const createRouter = (): HubApp => new HubRouter();
