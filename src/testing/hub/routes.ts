import { EVENT_CONFIG_SCHEMA_PATH, OPENAPI_PATH } from '@/server/hub/app';
import type { HubApp } from '@/server/hub/create-router';

/** Every route the hub registered (the public documents aside), path params as `:name`. */
export function registeredRoutes(app: HubApp): { method: string; path: string }[] {
  const seen = new Set<string>();
  return app.routes
    .filter(
      (r) => r.method !== 'ALL' && r.path !== OPENAPI_PATH && r.path !== EVENT_CONFIG_SCHEMA_PATH,
    )
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}
