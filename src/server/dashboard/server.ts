import { Hono } from 'hono';
import type { HubEnv } from '../env';
import type { Hub } from '../runtime';

/**
 * The Node server people reach: the hub's API under /api/v1 and the dashboard.
 * (First version: the API and a plain page linking to the OpenAPI document.)
 */
export function createDashboardServer(hub: Hub, _env: HubEnv) {
  const app = new Hono();
  app.route('/api/v1', hub.app);
  app.get('/', (c) =>
    c.html('<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Hub</title><p><a href="/api/v1/openapi.json">OpenAPI</a></p></html>'),
  );
  return app;
}
