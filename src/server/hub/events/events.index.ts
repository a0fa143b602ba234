import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './events.handlers';
import * as routes from './events.routes';

export function eventsRouter(extensions: boolean): HubApp {
  const router = createRouter();
  router.openapi(routes.list, handlers.list);
  if (extensions) {
    router.openapi(routes.detail, handlers.detail);
    router.openapi(routes.create, handlers.create);
    router.openapi(routes.update, handlers.update);
  }
  return router;
}
