import path from 'node:path';
import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { logError } from '@/server/db/errors';
import type { HubEnv } from '@/server/env';
import { clientAddressOf, trustedProxies } from '@/server/hub/middlewares/client-address';
import type { Hub } from '@/server/runtime';
import { ChangeLog } from '@/server/store/change-log';
import { MappingTemplates } from '@/server/store/mapping-templates';
import { mcpHandler } from '@/server/mcp/http';
import { PlanTable } from '@/server/mcp/plan-table';
import { compressJson } from './compress-json';
import { CONSOLE_PREFIX, consoleRoutes } from './console-routes';
import { errorBody, routeNotFound } from './error-body';
import { gatewayRoutes } from './gateway-routes';
import { healthAnswer } from './health';
import { createHubChecks } from './hub-checks';
import { API_PREFIX, createHubGateway, type HubGateway } from './hub-gateway';
import { createHubIdentity } from './hub-identity';
import { hubGetThrough } from './hub-reads';
import { securityHeaders } from './security-headers';
import { loadSessionSecret } from './session-crypto';
import { createSessionGuard } from './session-guard';
import { createSessionInfo } from './session-info';
import { AUTH_PREFIX, sessionRoutes } from './session-routes';
import { SessionStore } from './session-store';
import { createStaticHandler } from './static-files';
import { answerFirstReads, FIRST_READS_WAIT_MS, firstReads } from './first-reads';
import { SESSION_PATH } from '@/contract/session-wire';
import { recordUpstreamWrites } from './upstream-history';

const root = path.resolve(import.meta.dirname, '../../..');

export interface DashboardOptions {
  /** Folder of the built app (default `dist/`). */
  distDir?: string;
  /** Sealing key for stored API keys (default: `SESSION_SECRET` or the data dir's secret file). */
  sessionSecret?: Buffer;
  now?: () => number;
}

/**
 * The Node server people reach: the hub's API under /api/v1 (hub gateway), the dashboard's
 * sign-in (session-routes.ts), its own store under /console, the agents' /mcp, /health and
 * the built single-page app. Each is made here from what they share, and mounted in order.
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
  const hubGet = hubGetThrough(gateway, clientOf);
  const guard = createSessionGuard(store, changes, now);
  const info = createSessionInfo({
    hubGet,
    upstreamUrl: env.HUB_UPSTREAM_URL,
    timeZone: env.HUB_TIME_ZONE,
    now,
  });
  const hubChecks = createHubChecks({
    hubGet,
    hub: { url: info.hubUrlOf, timeZone: env.HUB_TIME_ZONE },
  });
  const serveStatic = createStaticHandler(options.distDir ?? path.join(root, 'dist'));

  const app = new Hono();

  app.use('*', securityHeaders());
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

  app.route(AUTH_PREFIX, sessionRoutes({ store, guard, info, hubGet, hubChecks, clientOf, now }));
  app.route(API_PREFIX, gatewayRoutes({ gateway, store, guard, clientOf }));
  app.route(
    CONSOLE_PREFIX,
    consoleRoutes({
      changes,
      templates,
      signedIn: guard.signedIn,
      ...createHubIdentity(hubGet),
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

  app.all('/api/*', routeNotFound);
  app.all(`${AUTH_PREFIX}/*`, routeNotFound);

  // A signed-in page of an event, or the events list, carries the answers to the reads its first
  // render makes (the session's, the hub's), and hints those not in by then (first-reads.ts).
  // A HEAD asks none.
  app.on(['GET', 'HEAD'], '*', (c) =>
    serveStatic(c.req.raw, async (pathname) => {
      const first = firstReads(pathname, new URL(c.req.url).search);
      const session = first && (await guard.current(c));
      if (!first || !session) return null;
      if (c.req.method !== 'GET') return first;
      // Who is signed in, too: every page asks it first.
      const answers = await answerFirstReads(
        [SESSION_PATH, ...first.reads],
        async (read) =>
          read === SESSION_PATH
            ? Response.json(await info.of(c, session))
            : hubGet(c, read.slice(API_PREFIX.length), session.apiKey),
        FIRST_READS_WAIT_MS,
        first.then,
      );
      return { ...first, answers };
    }),
  );

  return app;
}
