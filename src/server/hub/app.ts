import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { issuesToFieldErrors } from '@/contract/common';
import { BODY_LIMIT_BYTES } from '@/contract/limits';
import type { HubEnvBindings, HubServices } from './context';
import { HubError, validationFailed } from './errors';
import { verifyKey, hashKey, type VerifiedKey } from './keys';
import { RateLimiter } from './rate-limit';
import { registerBatches } from './batches/batches.index';
import { registerEvents } from './events/events.index';
import { registerFields } from './registration-fields/fields.index';
import { registerDiscounts } from './legal-discounts/discounts.index';
import { registerRetention } from './retention/retention.index';
import { registerRaces } from './races/races.index';
import { registerImports } from './imports/imports.index';
import { registerCleanup } from './cleanup/cleanup.index';
import { registerSalespeople } from './salespeople/salespeople.index';

z.config(z.locales.ptBR());

export type HubApp = OpenAPIHono<HubEnvBindings>;

export const OPENAPI_PATH = '/openapi.json';
const KEY_CACHE_MS = 5_000;

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
  if (error instanceof HTTPException && error.status === 400)
    return {
      status: 400,
      body: new HubError('malformed_json', 'O corpo da requisição não é um JSON válido.').toBody(),
    };
  console.error('[hub] unexpected error', error);
  return {
    status: 500,
    body: new HubError('server_error', 'Erro inesperado no servidor.').toBody(),
  };
}

/** Deeper than any body of the API; past it, serialising or hashing the body would overflow. */
export const MAX_JSON_DEPTH = 64;

/**
 * What no route can accept anywhere in a JSON body, with where: U+0000 in a string or key
 * (PostgreSQL text cannot store it) or nesting past MAX_JSON_DEPTH. Iterative, since the
 * body may nest thousands of levels deep.
 */
export function jsonBodyFault(value: unknown): { at: string; message: string } | null {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v === 'string' && v.includes('\0'))
      return { at: at || '_', message: 'O caractere nulo (U+0000) não é aceito.' };
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH)
      return { at: at || '_', message: `Mais de ${MAX_JSON_DEPTH} níveis de aninhamento.` };
    for (const [k, child] of Object.entries(v)) {
      const path = at ? `${at}.${k}` : k;
      if (k.includes('\0')) return { at: path, message: 'O caractere nulo (U+0000) não é aceito.' };
      stack.push([child, path, depth + 1]);
    }
  }
  return null;
}

/** The reference hub: Management API v1 plus the decided extensions, mounted at `/api/v1`. */
export function createHubApp(services: HubServices): HubApp {
  const app = createRouter();
  const limiter = new RateLimiter(services.settings.rateLimitPerMinute);
  const keyCache = new Map<string, { key: VerifiedKey | null; until: number }>();

  app.onError((error, c) => {
    const { status, body } = errorResponse(error);
    return c.json(body, status as 400);
  });
  app.notFound((c) => c.json(new HubError('not_found', 'Rota não encontrada.').toBody(), 404));

  app.use('*', async (c, next) => {
    c.set('services', services);
    if (c.req.path.endsWith(OPENAPI_PATH) && c.req.method === 'GET') return next();
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match)
      throw new HubError(
        'unauthenticated',
        'Chave de API ausente. Envie Authorization: Bearer <chave>.',
      );
    const presented = match[1];
    const cacheKey = hashKey(presented);
    let cached = keyCache.get(cacheKey);
    if (!cached || cached.until < Date.now()) {
      const key = await services.database.run((db) => verifyKey(db, presented));
      cached = { key, until: Date.now() + KEY_CACHE_MS };
      if (keyCache.size > 1000) keyCache.clear();
      keyCache.set(cacheKey, cached);
    }
    if (!cached.key) throw new HubError('unauthenticated', 'Chave de API inválida ou revogada.');
    if (!cached.key.scopes.includes('manage'))
      throw new HubError(
        'forbidden_scope',
        'Esta chave não tem o escopo manage, necessário para a API de gestão.',
      );
    const wait = limiter.take(String(cached.key.id));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new HubError('rate_limited', `Muitas requisições. Tente de novo em ${wait} s.`);
    }
    c.set('apiKey', cached.key);
    return next();
  });

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
      c.req.header('content-type')?.includes('json')
    ) {
      // Malformed JSON is left to the route's validator, which answers 400.
      const fault = jsonBodyFault(await c.req.json().catch(() => undefined));
      if (fault) throw validationFailed({ [fault.at]: [fault.message] });
    }
    return next();
  });

  registerEvents(app, services);
  registerRaces(app, services);
  registerBatches(app, services);
  registerFields(app, services);
  registerDiscounts(app, services);
  registerRetention(app, services);
  registerImports(app, services);
  registerCleanup(app, services);
  registerSalespeople(app, services);

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
