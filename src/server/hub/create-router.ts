import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import { issuesToFieldErrors } from '@/contract/common';
import type { HubEnvBindings } from './context';
import { HubError } from './errors';

/** The hub's app and every resource's router: resources import this, never `app.ts`. */
export type HubApp = OpenAPIHono<HubEnvBindings>;

/** A handler of one route, typed by its definition in `X.routes.ts`. */
export type HubHandler<R extends RouteConfig> = RouteHandler<R, HubEnvBindings>;

/** A router whose failed validations answer 422 `validation_failed`, with details by field. */
export function createRouter(): HubApp {
  return new OpenAPIHono<HubEnvBindings>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new HubError(
          'validation_failed',
          'Os dados enviados são inválidos.',
          issuesToFieldErrors(result.error.issues),
        );
      }
    },
  });
}
