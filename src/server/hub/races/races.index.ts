import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './races.handlers';
import * as routes from './races.routes';

export function racesRouter(extensions: boolean): HubApp {
  const router = createRouter();
  router.openapi(routes.create, handlers.create);
  router.openapi(routes.prizeRules, handlers.prizeRules);
  router.openapi(routes.vacancy, handlers.vacancy);
  if (!extensions) return router;

  router.openapi(routes.list, handlers.list);
  router.openapi(routes.modalities, handlers.modalities);
  return router;
}
