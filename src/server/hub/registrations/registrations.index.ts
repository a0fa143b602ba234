import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './registrations.handlers';
import * as routes from './registrations.routes';

/** The registrations list is an extension: a spec-only hub has none. */
export function registrationsRouter(extensions: boolean): HubApp {
  const router = createRouter();
  if (!extensions) return router;
  router.openapi(routes.list, handlers.list);
  return router;
}
