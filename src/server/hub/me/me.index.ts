import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './me.handlers';
import * as routes from './me.routes';

export function meRouter(extensions: boolean): HubApp {
  const router = createRouter();
  if (extensions) router.openapi(routes.me, handlers.me);
  return router;
}
