import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './import-rows.handlers';
import * as routes from './import-rows.routes';

/** The rows of one import, to list and delete them: an extension a spec-only hub lacks. */
export function importRowsRouter(extensions: boolean): HubApp {
  const router = createRouter();
  if (!extensions) return router;
  router.openapi(routes.listRegistrations, handlers.listRegistrations);
  router.openapi(routes.deleteRegistrations, handlers.deleteRegistrations);
  router.openapi(routes.listResults, handlers.listResults);
  router.openapi(routes.deleteResults, handlers.deleteResults);
  return router;
}
