import type { Context } from 'hono';
import { requestId } from 'hono/request-id';
import { z } from 'zod';
import { requiredWhenMissing } from '@/contract/common';
import { eventConfigJsonSchema } from '@/contract/event-config';
import type { HubEnvBindings, HubServices } from '@/server/hub/context';
import { createRouter, type HubApp } from '@/server/hub/create-router';
import { authenticate } from '@/server/hub/middlewares/authenticate';
import { limitBody } from '@/server/hub/middlewares/body-limit';
import { notFound } from '@/server/hub/middlewares/not-found';
import { onError } from '@/server/hub/middlewares/on-error';
import { recordChanges } from '@/server/hub/middlewares/record-changes';
import { hubPath, requestShape, RouteTable } from '@/server/hub/middlewares/request-shape';
import { storableInput } from '@/server/hub/middlewares/storable-input';
import { jsonSchemaOf, pathsOf } from '@/server/hub/openapi-document';
import { batchesRouter } from '@/server/hub/batches/batches.index';
import { categoriesRouter } from '@/server/hub/categories/categories.index';
import { cleanupRouter } from '@/server/hub/cleanup/cleanup.index';
import { importRowsRouter } from '@/server/hub/import-rows/import-rows.index';
import { eventsRouter } from '@/server/hub/events/events.index';
import { extensionsEnabled } from '@/server/hub/extension';
import { importsRouter } from '@/server/hub/imports/imports.index';
import { legalDiscountsRouter } from '@/server/hub/legal-discounts/legal-discounts.index';
import { meRouter } from '@/server/hub/me/me.index';
import { racesRouter } from '@/server/hub/races/races.index';
import { registrationFieldsRouter } from '@/server/hub/registration-fields/registration-fields.index';
import { registrationsRouter } from '@/server/hub/registrations/registrations.index';
import { resultsRouter } from '@/server/hub/results/results.index';
import { retentionRouter } from '@/server/hub/retention/retention.index';
import { salespeopleRouter } from '@/server/hub/salespeople/salespeople.index';

z.config(z.locales.ptBR());
z.config({ customError: requiredWhenMissing });

export const OPENAPI_PATH = '/openapi.json';
/** The JSON Schema of an event's configuration file (issue 17), public like the document. */
export const EVENT_CONFIG_SCHEMA_PATH = '/event-config.schema.json';
const PUBLIC_PATHS: readonly string[] = [OPENAPI_PATH, EVENT_CONFIG_SCHEMA_PATH];

/** In this order: it is the order of the OpenAPI document's paths. */
const RESOURCES: ((extensions: boolean) => HubApp)[] = [
  eventsRouter,
  racesRouter,
  categoriesRouter,
  batchesRouter,
  registrationFieldsRouter,
  legalDiscountsRouter,
  retentionRouter,
  importsRouter,
  importRowsRouter,
  cleanupRouter,
  salespeopleRouter,
  resultsRouter,
  registrationsRouter,
  meRouter,
];

function mountResources(app: HubApp, extensions: boolean) {
  for (const router of RESOURCES) app.include(router(extensions));
}

/** Every route with the extensions, which a spec-only hub leaves unmounted. */
function everyRoute() {
  const app = createRouter();
  mountResources(app, true);
  return app.routes;
}

/** The document of the app's routes, built at its first request and kept. */
function openApiDocument(app: HubApp, eventConfigSchema: object) {
  let document: { openapi: string; info: object; [part: string]: unknown } | null = null;
  return () =>
    (document ??= {
      openapi: '3.1.0',
      info: {
        title: 'Management API v1',
        version: '1.0.0',
        description:
          'Reference hub. Operations marked `x-extension: true` are not part of the spec and answer 404 with HUB_SPEC_ONLY=1. An event configuration file (`npm run event`) follows the JSON Schema `EventConfig` in the components, also served alone at `/api/v1/event-config.schema.json`.',
      },
      security: [{ bearer: [] }],
      components: {
        schemas: {
          ...Object.fromEntries(
            Object.entries(app.schemas).map(([name, schema]) => [name, jsonSchemaOf(schema)]),
          ),
          // The file is not a body of any operation: its schema is a component of its own.
          EventConfig: eventConfigSchema,
        },
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      paths: pathsOf(app.operations),
    });
}

/**
 * The hub's reads as the history reads them before a write, with the writer's key already
 * verified: not counted against its rate, and with the extensions (the races list), so a
 * spec-only hub's history names races too. Never reachable from outside.
 */
function ownReads(services: HubServices) {
  const reads = createRouter();
  reads.onError(onError);
  reads.notFound(notFound);
  reads.use('*', async (c, next) => {
    c.set('services', services);
    c.set('apiKey', (c.env as { apiKey: HubEnvBindings['Variables']['apiKey'] }).apiKey);
    await next();
  });
  mountResources(reads, true);
  return async (c: Context<HubEnvBindings>, path: string): Promise<unknown> => {
    const res = await reads.request(
      path,
      { headers: { accept: 'application/json' } },
      {
        apiKey: c.var.apiKey,
      },
    );
    if (!res.ok) return null;
    const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
    return body?.data ?? null;
  };
}

/** The reference hub: Management API v1 plus the decided extensions, mounted at `/api/v1`. */
export function createHubApp(services: HubServices): HubApp {
  const app = createRouter();

  app.onError(onError);
  app.notFound(notFound);
  // The caller's `x-request-id` (the dashboard's, a proxy's) or a new one, answered back: a
  // log line about the request names it.
  app.use('*', requestId());

  // Only the documents themselves are public: a path merely ending like one could tell an
  // anonymous caller whether an event exists.
  const isDocument = (c: Context) =>
    (c.req.method === 'GET' || c.req.method === 'HEAD') && PUBLIC_PATHS.includes(hubPath(c));
  app.use('*', authenticate(services, isDocument));
  // Around everything after the key: a write refused by any later check is recorded as such.
  app.use('*', recordChanges(ownReads(services)));

  // The route tables are read once every route is registered, at the first request.
  let current: RouteTable | null = null;
  let every: RouteTable | null = null;
  const currentRoutes = () => (current ??= new RouteTable(app.routes));
  const everyRoutes = () =>
    (every ??= services.settings.specOnly ? new RouteTable(everyRoute()) : currentRoutes());
  app.use('*', requestShape(currentRoutes, everyRoutes));

  app.use('*', limitBody());
  app.use('*', storableInput());

  mountResources(app, extensionsEnabled(services));

  const eventConfigSchema = eventConfigJsonSchema();
  app.get(EVENT_CONFIG_SCHEMA_PATH, (c) => c.json(eventConfigSchema));
  const document = openApiDocument(app, eventConfigSchema);
  app.get(OPENAPI_PATH, (c) => {
    const { openapi, info, ...rest } = document();
    const servers = [{ url: new URL('/api/v1', c.req.url).toString() }];
    return c.json({ openapi, info, servers, ...rest });
  });
  return app;
}
