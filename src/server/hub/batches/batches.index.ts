import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './batches.handlers';
import * as routes from './batches.routes';

export function batchesRouter(extensions: boolean): HubApp {
  const router = createRouter();
  router.openapi(routes.create, handlers.create);
  if (extensions) router.openapi(routes.list, handlers.list);
  return router;
}
