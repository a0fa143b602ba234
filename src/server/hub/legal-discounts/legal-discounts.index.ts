import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './legal-discounts.handlers';
import * as routes from './legal-discounts.routes';

export function legalDiscountsRouter(extensions: boolean): HubApp {
  const router = createRouter();
  router.openapi(routes.put, handlers.put);
  if (extensions) router.openapi(routes.list, handlers.list);
  return router;
}
