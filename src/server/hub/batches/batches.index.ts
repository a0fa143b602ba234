import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './batches.handlers';
import * as routes from './batches.routes';

export function batchesRouter(extensions: boolean): HubApp {
  const router = createRouter();
  router.openapi(routes.create, handlers.create);
  if (!extensions) return router;

  router.openapi(routes.list, handlers.list);
  router.openapi(routes.update, handlers.update);
  router.openapi(routes.remove, handlers.remove);
  return router;
}
