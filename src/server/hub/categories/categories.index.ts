import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './categories.handlers';
import * as routes from './categories.routes';

/** Writes only (extensions): a race's categories are read with the race. */
export function categoriesRouter(extensions: boolean): HubApp {
  const router = createRouter();
  if (!extensions) return router;
  router.openapi(routes.create, handlers.create);
  router.openapi(routes.update, handlers.update);
  router.openapi(routes.remove, handlers.remove);
  return router;
}
