import type { Context } from 'hono';
import type { HubGateway } from './hub-gateway';

/** Who is calling, as the failed-key throttles count clients. */
export type ClientOf = (c: Context) => string;

/** A GET under the hub's /api/v1 with a key (`''`: none), through the dashboard's gateway. */
export type HubGet = (c: Context, apiPath: string, apiKey: string) => Promise<Response>;

/** The origin the browser used, so the hub's links point back here. */
export const originOf = (c: Context) => new URL(c.req.url).origin;

export const hubGetThrough =
  (gateway: HubGateway, clientOf: ClientOf): HubGet =>
  (c, apiPath, apiKey) =>
    gateway({
      method: 'GET',
      path: apiPath,
      headers: new Headers({ accept: 'application/json' }),
      apiKey,
      origin: originOf(c),
      clientAddress: clientOf(c),
    });
