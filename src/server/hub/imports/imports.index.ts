import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './imports.handlers';
import * as routes from './imports.routes';

export function importsRouter(extensions: boolean): HubApp {
  const router = createRouter();
  for (const [name, schema] of routes.itemComponents) router.schemas[name] = schema;
  router.openapi(routes.postRegistrations, handlers.postRegistrations);
  router.openapi(routes.postResults, handlers.postResults);
  for (const kind of ['registration', 'result'] as const) {
    router.openapi(routes.statusRoute(kind), handlers.status(kind));
    if (!extensions) continue;
    router.openapi(routes.retryRoute(kind), handlers.retry(kind));
    router.openapi(routes.historyRoute(kind), handlers.history(kind));
  }
  return router;
}
