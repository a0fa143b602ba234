import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as prizeRuleHandlers from './prize-rules.handlers';
import * as prizeRuleRoutes from './prize-rules.routes';
import * as handlers from './races.handlers';
import * as routes from './races.routes';

export function racesRouter(extensions: boolean): HubApp {
  const router = createRouter();
  router.openapi(routes.create, handlers.create);
  router.openapi(prizeRuleRoutes.list, prizeRuleHandlers.list);
  router.openapi(routes.vacancy, handlers.vacancy);
  if (!extensions) return router;

  router.openapi(routes.list, handlers.list);
  router.openapi(routes.update, handlers.update);
  router.openapi(routes.remove, handlers.remove);
  router.openapi(prizeRuleRoutes.create, prizeRuleHandlers.create);
  router.openapi(prizeRuleRoutes.update, prizeRuleHandlers.update);
  router.openapi(prizeRuleRoutes.remove, prizeRuleHandlers.remove);
  router.openapi(routes.modalities, handlers.modalities);
  return router;
}
