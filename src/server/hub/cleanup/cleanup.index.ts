import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './cleanup.handlers';
import * as routes from './cleanup.routes';

export function cleanupRouter(extensions: boolean): HubApp {
  const router = createRouter();
  router.openapi(routes.deleteRegistrations, handlers.deleteRegistrations);
  router.openapi(routes.deleteResults, handlers.deleteResults);
  router.openapi(routes.deleteCheckpoint, handlers.deleteCheckpoint);
  if (extensions) router.openapi(routes.listCheckpoints, handlers.listCheckpoints);
  return router;
}
