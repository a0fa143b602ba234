import type { Context } from 'hono';
import { z } from 'zod';
import type { HubServices } from './context';
import { createRouter, type HubApp } from './create-router';
import { authenticate } from './middlewares/authenticate';
import { limitBody } from './middlewares/body-limit';
import { notFound } from './middlewares/not-found';
import { onError } from './middlewares/on-error';
import { hubPath, requestShape, RouteTable } from './middlewares/request-shape';
import { storableInput } from './middlewares/storable-input';
import { registerBatches } from './batches/batches.index';
import { registerEvents } from './events/events.index';
import { registerFields } from './registration-fields/fields.index';
import { registerDiscounts } from './legal-discounts/discounts.index';
import { registerRetention } from './retention/retention.index';
import { registerRaces } from './races/races.index';
import { registerImports } from './imports/imports.index';
import { registerCleanup } from './cleanup/cleanup.index';
import { registerSalespeople } from './salespeople/salespeople.index';
import { registerResults } from './results/results.index';

z.config(z.locales.ptBR());

export const OPENAPI_PATH = '/openapi.json';

function registerResources(app: HubApp, services: HubServices) {
  registerEvents(app, services);
  registerRaces(app, services);
  registerBatches(app, services);
  registerFields(app, services);
  registerDiscounts(app, services);
  registerRetention(app, services);
  registerImports(app, services);
  registerCleanup(app, services);
  registerSalespeople(app, services);
  registerResults(app, services);
}

/** Every route with the extensions, which a spec-only hub leaves unregistered. */
function everyRoute(services: HubServices) {
  const app = createRouter();
  registerResources(app, { ...services, settings: { ...services.settings, specOnly: false } });
  return app.routes;
}

/** The reference hub: Management API v1 plus the decided extensions, mounted at `/api/v1`. */
export function createHubApp(services: HubServices): HubApp {
  const app = createRouter();

  app.onError(onError);
  app.notFound(notFound);

  // Only the document itself is public: a path merely ending like it could tell an
  // anonymous caller whether an event exists.
  const isDocument = (c: Context) =>
    (c.req.method === 'GET' || c.req.method === 'HEAD') && hubPath(c) === OPENAPI_PATH;
  app.use('*', authenticate(services, isDocument));

  // The route tables are read once every route is registered, at the first request.
  let current: RouteTable | null = null;
  let every: RouteTable | null = null;
  const currentRoutes = () => (current ??= new RouteTable(app.routes));
  const everyRoutes = () =>
    (every ??= services.settings.specOnly ? new RouteTable(everyRoute(services)) : currentRoutes());
  app.use('*', requestShape(currentRoutes, everyRoutes));

  app.use('*', limitBody());
  app.use('*', storableInput());

  registerResources(app, services);

  app.doc31(OPENAPI_PATH, (c) => ({
    openapi: '3.1.0',
    info: {
      title: 'Management API v1',
      version: '1.0.0',
      description:
        'Reference hub. Operations marked `x-extension: true` are not part of the spec and answer 404 with HUB_SPEC_ONLY=1.',
    },
    servers: [{ url: new URL('/api/v1', c.req.url).toString() }],
    security: [{ bearer: [] }],
  }));
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
  });
  return app;
}
