import type { HubServices } from '@/server/hub/context';
import type { HubApp } from '@/server/hub/create-router';
import { extensionsEnabled } from '@/server/hub/extension';
import * as handlers from './races.handlers';
import * as routes from './races.routes';

export function registerRaces(app: HubApp, services: HubServices) {
  app.openapi(routes.create, handlers.create);
  app.openapi(routes.prizeRules, handlers.prizeRules);
  app.openapi(routes.vacancy, handlers.vacancy);

  if (!extensionsEnabled(services)) return;

  app.openapi(routes.list, handlers.list);
  app.openapi(routes.modalities, handlers.modalities);
}
