import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './registration-fields.handlers';
import * as routes from './registration-fields.routes';

export function registrationFieldsRouter(extensions: boolean): HubApp {
  const router = createRouter();
  router.openapi(routes.create, handlers.create);
  router.openapi(routes.patch, handlers.patch);
  if (extensions) router.openapi(routes.list, handlers.list);
  return router;
}
