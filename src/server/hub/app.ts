import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { hasLoneSurrogate, issuesToFieldErrors, LONE_SURROGATE_MESSAGE } from '@/contract/common';
import { BODY_LIMIT_BYTES } from '@/contract/limits';
import type { HubEnvBindings, HubServices } from './context';
import { logError } from '../db/errors';
import { HubError, hubErrorFromDb, validationFailed } from './errors';
import { authenticate } from './middlewares/authenticate';
import { hubPath, isJsonType, requestShape, RouteTable } from './middlewares/request-shape';
import { registerBatches } from './batches/batches.index';
import { registerEvents } from './events/events.index';
import { registerFields } from './registration-fields/fields.index';
import { registerDiscounts } from './legal-discounts/discounts.index';
import { registerRetention } from './retention/retention.index';
import { registerRaces } from './races/races.index';
import { registerImports } from './imports/imports.index';
import { registerCleanup } from './cleanup/cleanup.index';
import { registerSalespeople } from './salespeople/salespeople.index';
import { registerResults } from './results/results.index';

z.config(z.locales.ptBR());

export type HubApp = OpenAPIHono<HubEnvBindings>;

export const OPENAPI_PATH = '/openapi.json';

export function createRouter(): HubApp {
  return new OpenAPIHono<HubEnvBindings>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new HubError(
          'validation_failed',
          'Os dados enviados são inválidos.',
          issuesToFieldErrors(result.error.issues),
        );
      }
    },
  });
}

export function errorResponse(error: unknown): {
  status: number;
  body: ReturnType<HubError['toBody']>;
} {
  if (error instanceof HubError) return { status: error.status, body: error.toBody() };
  const fromDb = hubErrorFromDb(error);
  if (fromDb) return { status: fromDb.status, body: fromDb.toBody() };
  if (error instanceof HTTPException && error.status === 400)
    return {
      status: 400,
      body: new HubError('malformed_json', 'O corpo da requisição não é um JSON válido.').toBody(),
    };
  logError('hub', error);
  return {
    status: 500,
    body: new HubError('server_error', 'Erro inesperado no servidor.').toBody(),
  };
}

/** Deeper than any body of the API; past it, serialising or hashing the body would overflow. */
export const MAX_JSON_DEPTH = 64;

/**
 * What no route can accept anywhere in a JSON body, with where: U+0000 in a string or key
 * (PostgreSQL text cannot store it), a lone UTF-16 surrogate (not Unicode: stored it would
 * turn into U+FFFD, and jsonb refuses it) or nesting past MAX_JSON_DEPTH. Iterative, since
 * the body may nest thousands of levels deep.
 */
export function jsonBodyFault(value: unknown): { at: string; message: string } | null {
  const textFault = (s: string) =>
    s.includes('\0')
      ? 'O caractere nulo (U+0000) não é aceito.'
      : hasLoneSurrogate(s)
        ? LONE_SURROGATE_MESSAGE
        : null;
  // A path naming a key that is not Unicode is reported with U+FFFD in its place.
  const named = (path: string) => path.replace(/\p{Cs}/gu, '\uFFFD');
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const message = textFault(v);
      if (message) return { at: named(at) || '_', message };
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH)
      return { at: named(at) || '_', message: `Mais de ${MAX_JSON_DEPTH} níveis de aninhamento.` };
    for (const [k, child] of Object.entries(v)) {
      const path = at ? `${at}.${k}` : k;
      const message = textFault(k);
      if (message) return { at: named(path), message };
      stack.push([child, path, depth + 1]);
    }
  }
  return null;
}

function registerResources(app: HubApp, services: HubServices) {
  registerEvents(app, services);
  registerRaces(app, services);
  registerBatches(app, services);
  registerFields(app, services);
  registerDiscounts(app, services);
  registerRetention(app, services);
  registerImports(app, services);
  registerCleanup(app, services);
  registerSalespeople(app, services);
  registerResults(app, services);
}

/** Every route with the extensions, which a spec-only hub leaves unregistered. */
function everyRoute(services: HubServices) {
  const app = createRouter();
  registerResources(app, { ...services, settings: { ...services.settings, specOnly: false } });
  return app.routes;
}

/** The reference hub: Management API v1 plus the decided extensions, mounted at `/api/v1`. */
export function createHubApp(services: HubServices): HubApp {
  const app = createRouter();

  app.onError((error, c) => {
    const { status, body } = errorResponse(error);
    return c.json(body, status as 400);
  });
  app.notFound((c) => c.json(new HubError('not_found', 'Rota não encontrada.').toBody(), 404));

  // Only the document itself is public: a path merely ending like it could tell an
  // anonymous caller whether an event exists.
  const isDocument = (c: Context) =>
    (c.req.method === 'GET' || c.req.method === 'HEAD') && hubPath(c) === OPENAPI_PATH;
  app.use('*', authenticate(services, isDocument));

  // The route tables are read once every route is registered, at the first request.
  let current: RouteTable | null = null;
  let every: RouteTable | null = null;
  const currentRoutes = () => (current ??= new RouteTable(app.routes));
  const everyRoutes = () =>
    (every ??= services.settings.specOnly ? new RouteTable(everyRoute(services)) : currentRoutes());
  app.use('*', requestShape(currentRoutes, everyRoutes));

  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw new HubError('payload_too_large', 'O corpo da requisição passa de 10 MiB.');
    },
  });
  // No route reads the body of a GET, and asking for it makes @hono/node-server build the
  // whole Request (an AbortController and all): a third of a cached read's time.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  app.use('*', async (c, next) => {
    if (/%00/i.test(c.req.url))
      throw validationFailed({ url: ['O caractere nulo (U+0000) não é aceito.'] });
    if (
      ['POST', 'PUT', 'PATCH'].includes(c.req.method) &&
      isJsonType(c.req.header('content-type'))
    ) {
      // Malformed JSON is left to the route's validator, which answers 400.
      const fault = jsonBodyFault(await c.req.json().catch(() => undefined));
      if (fault) throw validationFailed({ [fault.at]: [fault.message] });
    }
    return next();
  });

  registerResources(app, services);

  app.doc31(OPENAPI_PATH, (c) => ({
    openapi: '3.1.0',
    info: {
      title: 'Management API v1',
      version: '1.0.0',
      description:
        'Reference hub. Operations marked `x-extension: true` are not part of the spec and answer 404 with HUB_SPEC_ONLY=1.',
    },
    servers: [{ url: new URL('/api/v1', c.req.url).toString() }],
    security: [{ bearer: [] }],
  }));
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
  });
  return app;
}
