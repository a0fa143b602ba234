import path from 'node:path';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestId } from 'hono/request-id';
import { errorBodySchema } from '@/contract/common';
import { sessionCreateSchema, type SessionInfo } from '@/contract/session';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '@/contract/session-wire';
import { logError } from '@/server/db/errors';
import type { HubEnv } from '@/server/env';
import {
  clientAddressOf,
  clientKeyOf,
  trustedProxies,
} from '@/server/hub/middlewares/client-address';
import {
  FAILED_KEYS_BURST,
  FAILED_KEYS_WINDOW_MS,
  FailureThrottle,
} from '@/server/hub/middlewares/failure-throttle';
import type { Hub } from '@/server/runtime';
import { readBounded } from './bounded-body';
import { API_PREFIX, createHubGateway, type HubGateway } from './hub-gateway';
import { loadSessionSecret } from './session-crypto';
import { SessionStore, type OpenSession } from './session-store';
import { createStaticHandler } from './static-files';
import { compressJson } from './compress-json';
import { CONSOLE_PREFIX, consoleRoutes } from './console-routes';
import { createHubChecks } from './hub-checks';
import { healthAnswer } from './health';
import { recordUpstreamWrites } from './upstream-history';
import { ChangeLog } from '@/server/store/change-log';
import { MappingTemplates } from '@/server/store/mapping-templates';
import { mcpHandler } from '@/server/mcp/http';
import { PlanTable } from '@/server/mcp/plan-table';

const root = path.resolve(import.meta.dirname, '../../..');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EXTENSION_PROBE_TTL_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
/** A sign-in body is one key: anything much longer is not one. */
const SIGN_IN_BODY_MAX = 16 * 1024;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine writes style attributes and a style tag at runtime.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

export interface DashboardOptions {
  /** Folder of the built app (default `dist/`). */
  distDir?: string;
  /** Sealing key for stored API keys (default: `SESSION_SECRET` or the data dir's secret file). */
  sessionSecret?: Buffer;
  now?: () => number;
}

const originOf = (c: Context) => new URL(c.req.url).origin;
const errorBody = (error: string, message: string) => ({ error, message, details: null });
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The Node server people reach: the hub's API under /api/v1, the dashboard's sign-in
 * (backend-for-frontend: the API key stays on the server, the browser holds an httpOnly
 * cookie) and the built single-page app.
 */
export function createDashboardServer(hub: Hub, env: HubEnv, options: DashboardOptions = {}) {
  const now = options.now ?? Date.now;
  const secret = options.sessionSecret ?? loadSessionSecret(env.HUB_DATA_DIR, env.SESSION_SECRET);
  const store = new SessionStore(
    hub.database,
    secret,
    { idleMs: env.SESSION_IDLE_HOURS * 3_600_000, maxAgeMs: env.SESSION_MAX_DAYS * 86_400_000 },
    now,
  );
  // The embedded hub records its writes itself; in front of an upstream hub, this server does.
  const upstream = env.HUB_UPSTREAM_URL?.replace(/\/+$/, '');
  const changes = upstream
    ? new ChangeLog(hub.database, upstream, env.HISTORY_RETENTION_DAYS, now)
    : hub.services.changes;
  const templates = new MappingTemplates(hub.database, upstream ?? changes.hub);
  const direct = createHubGateway(hub, env.HUB_UPSTREAM_URL);
  const gateway: HubGateway = upstream ? recordUpstreamWrites(direct, changes) : direct;
  const isTrusted = trustedProxies(env.TRUSTED_PROXY);
  const clientOf = (c: Context) => clientAddressOf(c, isTrusted);
  const signInFailures = new FailureThrottle(FAILED_KEYS_BURST, FAILED_KEYS_WINDOW_MS, now);
  const serveStatic = createStaticHandler(options.distDir ?? path.join(root, 'dist'));
  const probes = new Map<string, { extensions: boolean; until: number }>();
  let nextSweep = now() + SWEEP_EVERY_MS;

  const isHttps = (c: Context) =>
    new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  const hasCsrfHeader = (c: Context) => c.req.header(CSRF_HEADER) === CSRF_VALUE;
  const csrfRefusal = (c: Context) =>
    c.json(
      errorBody(
        'csrf_required',
        `Requisições que alteram dados precisam do cabeçalho ${CSRF_HEADER}: ${CSRF_VALUE}.`,
      ),
      403,
    );

  const currentSession = async (c: Context): Promise<OpenSession | null> => {
    if (now() > nextSweep) {
      nextSweep = now() + SWEEP_EVERY_MS;
      void store.sweep().catch(() => undefined);
      void changes.sweep().catch(() => undefined);
    }
    return store.find(getCookie(c, SESSION_COOKIE));
  };

  const hubGet = (c: Context, apiPath: string, apiKey: string) =>
    gateway({
      method: 'GET',
      path: apiPath,
      headers: new Headers({ accept: 'application/json' }),
      apiKey,
      origin: originOf(c),
      clientAddress: clientOf(c),
    });

  /** Spec-only hubs answer 404 to the extensions; the app then hides what it cannot read. */
  const probeExtensions = async (c: Context, session: OpenSession): Promise<boolean> => {
    const cached = probes.get(session.id);
    if (cached && cached.until > now()) return cached.extensions;
    let extensions = true;
    const list = await hubGet(c, '/events?per_page=1', session.apiKey);
    const first = list.ok
      ? ((await list.json()) as { data?: { code?: string }[] }).data?.[0]?.code
      : undefined;
    const probe = await hubGet(
      c,
      first ? `/events/${encodeURIComponent(first)}` : '/modalities',
      session.apiKey,
    );
    if (probe.status === 404) extensions = false;
    probes.set(session.id, { extensions, until: now() + EXTENSION_PROBE_TTL_MS });
    return extensions;
  };

  const hubUrlOf = (c: Context) =>
    env.HUB_UPSTREAM_URL
      ? `${env.HUB_UPSTREAM_URL.replace(/\/+$/, '')}${API_PREFIX}`
      : `${new URL(c.req.url).origin}${API_PREFIX}`;
  const hubChecks = createHubChecks({
    hubGet,
    hub: { url: hubUrlOf, timeZone: env.HUB_TIME_ZONE },
  });

  const sessionInfo = async (c: Context, session: OpenSession): Promise<SessionInfo> => ({
    signed_in: true,
    key_hint: session.keyHint,
    hub_url: hubUrlOf(c),
    extensions: await probeExtensions(c, session),
    time_zone: env.HUB_TIME_ZONE,
  });

  const sessionEnded = (c: Context) => {
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json(
      errorBody('unauthenticated', 'Sua sessão expirou. Entre de novo com a chave de API.'),
      401,
    );
  };

  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });
  // Passed on to the hub, so its log lines about a request name the id this answer carries
  // (set again after: a proxied answer is a Response of its own).
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-request-id', c.var.requestId);
  });
  app.use('*', compressJson());

  app.onError((error, c) => {
    logError('dashboard', error, 'unexpected error');
    return c.json(errorBody('server_error', 'Erro inesperado no servidor.'), 500);
  });

  app.get('/auth/session', async (c) => {
    c.header('cache-control', 'no-store');
    const session = await currentSession(c);
    if (!session) {
      const signedOut: SessionInfo = {
        signed_in: false,
        key_hint: null,
        hub_url: null,
        time_zone: env.HUB_TIME_ZONE,
      };
      return c.json(signedOut);
    }
    return c.json(await sessionInfo(c, session));
  });

  app.post('/auth/session', async (c) => {
    c.header('cache-control', 'no-store');
    if (!hasCsrfHeader(c)) return csrfRefusal(c);
    const client = clientKeyOf(clientOf(c));
    const throttled = () => {
      const wait = signInFailures.wait(client);
      if (wait === 0) return null;
      c.header('retry-after', String(wait));
      return c.json(
        errorBody(
          'too_many_attempts',
          `Muitas tentativas com chaves inválidas. Tente de novo em ${wait} s.`,
        ),
        429,
      );
    };
    const early = throttled();
    if (early) return early;
    const text = await readBounded(c.req.raw, SIGN_IN_BODY_MAX);
    if (text === null)
      return c.json(errorBody('payload_too_large', 'O corpo da requisição é grande demais.'), 413);
    const parsed = sessionCreateSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      return c.json(
        {
          error: 'validation_failed',
          message: 'Informe a chave de API.',
          details: { api_key: ['Informe a chave de API'] },
        },
        422,
      );
    }
    const apiKey = parsed.data.api_key;
    // Asked again (others may have failed while this body was read) and counted before the
    // hub is asked, so sign-ins sent together cannot pass the limit.
    const late = throttled();
    if (late) return late;
    signInFailures.fail(client);
    const check = await hubGet(c, '/events?per_page=1', apiKey);
    if (check.status !== 401) signInFailures.forgive(client);
    if (!check.ok) {
      const body = errorBodySchema.safeParse(await check.json().catch(() => null));
      const status = check.status as 401;
      if (check.headers.get('retry-after'))
        c.header('retry-after', check.headers.get('retry-after') ?? '');
      return c.json(
        body.success
          ? { ...body.data, details: body.data.details ?? null }
          : errorBody('hub_error', 'O hub recusou a chave.'),
        status,
      );
    }
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await store.remove(previous);
    const { token, session } = await store.create(apiKey);
    hubChecks.start(c, session);
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: isHttps(c),
      path: '/',
    });
    return c.json(await sessionInfo(c, session), 201);
  });

  app.delete('/auth/session', async (c) => {
    c.header('cache-control', 'no-store');
    if (!hasCsrfHeader(c)) return csrfRefusal(c);
    const token = getCookie(c, SESSION_COOKIE);
    await store.remove(token);
    probes.clear();
    deleteCookie(c, SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
      secure: isHttps(c),
    });
    return c.body(null, 204);
  });

  app.all(`${API_PREFIX}/*`, async (c) => {
    const url = new URL(c.req.url);
    const method = c.req.method;
    const headers = c.req.raw.headers;
    // Not read here: the hub reads it, bounded, once the key is known to be good.
    const body =
      SAFE_METHODS.has(method) || headers.get('content-length') === '0' ? null : c.req.raw.body;
    const call = (apiKey?: string) =>
      gateway({
        method,
        path: url.pathname.slice(API_PREFIX.length) + url.search,
        headers,
        body,
        apiKey,
        origin: originOf(c),
        clientAddress: clientOf(c),
        requestId: c.var.requestId,
      });
    // Scripts and agents: their own key, untouched.
    if (headers.has('authorization')) return call();
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) return call();
    const session = await currentSession(c);
    if (!session) return sessionEnded(c);
    if (!SAFE_METHODS.has(method) && !hasCsrfHeader(c)) return csrfRefusal(c);
    const res = await call(session.apiKey);
    if (res.status !== 401) return res;
    // The key was revoked: the session ends with it.
    await store.remove(token);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    const refusal = errorBodySchema.safeParse(await res.json().catch(() => null));
    return refusal.success
      ? c.json({ ...refusal.data, details: refusal.data.details ?? null }, 401)
      : sessionEnded(c);
  });

  const signedIn = async (c: Context, write: boolean): Promise<OpenSession | Response> => {
    const session = await currentSession(c);
    if (!session) return sessionEnded(c);
    if (write && !hasCsrfHeader(c)) return csrfRefusal(c);
    return session;
  };
  /**
   * A script's own key, checked as /mcp checks one: the hub's answer to GET /me through the
   * gateway, which counts a wrong key against the client's failed-key throttle. 403 (no
   * `manage`) is still a key; a hub without /me (404) is asked a read of the spec instead.
   */
  const keyAccepted = async (c: Context): Promise<Response | null> => {
    const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!key)
      return c.json(
        errorBody('unauthenticated', 'Envie a chave de API como Authorization: Bearer <chave>.'),
        401,
        { 'www-authenticate': 'Bearer' },
      );
    let answer = await hubGet(c, '/me', key);
    if (answer.status === 404) answer = await hubGet(c, '/events?per_page=1', key);
    if (answer.ok || answer.status === 403) return null;
    // The hub's own refusal: 401, or its failed-key throttle's 429 with its retry-after.
    const headers = new Headers(answer.headers);
    if (answer.status === 401) headers.set('www-authenticate', 'Bearer');
    return new Response(answer.body, { status: answer.status, headers });
  };
  const names = new Map<string, string>();
  const whoIs = async (c: Context, session: OpenSession) => {
    const known = names.get(session.id);
    if (known) return known;
    const res = await hubGet(c, '/me', session.apiKey);
    const body = res.ok ? ((await res.json()) as { data?: { name?: unknown } }) : null;
    const name = typeof body?.data?.name === 'string' ? body.data.name : session.keyHint;
    if (names.size > 1000) names.clear();
    names.set(session.id, name);
    return name;
  };
  app.route(
    CONSOLE_PREFIX,
    consoleRoutes({
      changes,
      templates,
      signedIn,
      keyAccepted,
      whoIs,
      hubChecks,
    }),
  );

  // Agents (issue 32): the MCP tools over the same gateway, key and history as /api/v1.
  app.all(
    '/mcp',
    mcpHandler({
      gateway,
      plans: new PlanTable(hub.database, changes.hub, now),
      history: (event, query) => changes.page(event, query),
      templates: () => templates.list(),
      timeZone: env.HUB_TIME_ZONE,
      clientOf,
      now,
    }),
  );

  app.get('/health', healthAnswer(hub.database, changes));

  app.all('/api/*', (c) => c.json(errorBody('not_found', 'Rota não encontrada.'), 404));
  app.all('/auth/*', (c) => c.json(errorBody('not_found', 'Rota não encontrada.'), 404));

  app.on(['GET', 'HEAD'], '*', (c) => serveStatic(c.req.raw));

  return app;
}
