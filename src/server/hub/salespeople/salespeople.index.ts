import { createRouter, type HubApp } from '@/server/hub/create-router';
import * as handlers from './salespeople.handlers';
import * as routes from './salespeople.routes';

export function salespeopleRouter(): HubApp {
  const router = createRouter();
  router.openapi(routes.list, handlers.list);
  return router;
}
