import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './results.handlers';
import * as routes from './results.routes';

/** Every results read is an extension: a spec-only hub has none of them. */
export function resultsRouter(extensions: boolean): HubApp {
  const router = createRouter();
  if (!extensions) return router;
  router.openapi(routes.list, handlers.list);
  router.openapi(routes.bibs, handlers.bibs);
  return router;
}
