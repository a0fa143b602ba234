import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './retention.handlers';
import * as routes from './retention.routes';

export function retentionRouter(extensions: boolean): HubApp {
  const router = createRouter();
  router.openapi(routes.put, handlers.put);
  if (extensions) router.openapi(routes.get, handlers.get);
  return router;
}
