import { Hono } from 'hono';
import type { Hub } from '../runtime';

export const API_PREFIX = '/api/v1';

/** Request headers the hub needs; cookies and the rest of the browser's headers stay here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'idempotency-key'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after'];

export interface HubCall {
  method: string;
  /** Path under `/api/v1` with its query string, e.g. `/events?page=2`. */
  path: string;
  headers: Headers;
  body?: ArrayBuffer | null;
  /** Bearer key to send; `undefined` keeps the request's own Authorization header, if any. */
  apiKey?: string;
  /** Origin the browser used, so the embedded hub's pagination links point back here. */
  origin: string;
}

export type HubGateway = (call: HubCall) => Promise<Response>;

/**
 * Reaches the hub: the embedded one in-process, or the upstream one over HTTP when
 * `HUB_UPSTREAM_URL` is set. Only the headers a hub needs go either way.
 */
export function createHubGateway(hub: Hub, upstreamUrl: string | undefined): HubGateway {
  const embedded = new Hono().route(API_PREFIX, hub.app);
  return async ({ method, path, headers, body, apiKey, origin }) => {
    const outgoing = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = headers.get(name);
      if (value !== null) outgoing.set(name, value);
    }
    const authorization = apiKey ? `Bearer ${apiKey}` : headers.get('authorization');
    if (authorization) outgoing.set('authorization', authorization);
    const init: RequestInit = {
      method,
      headers: outgoing,
      body: body && body.byteLength > 0 ? body : undefined,
    };
    let response: Response;
    if (upstreamUrl) {
      try {
        response = await fetch(`${upstreamUrl.replace(/\/+$/, '')}${API_PREFIX}${path}`, {
          ...init,
          redirect: 'manual',
        });
      } catch {
        return Response.json(
          {
            error: 'upstream_unreachable',
            message: 'O hub não respondeu. Tente de novo em instantes.',
            details: null,
          },
          { status: 502 },
        );
      }
    } else {
      response = await embedded.fetch(new Request(`${origin}${API_PREFIX}${path}`, init));
    }
    const out = new Headers({ 'cache-control': 'no-store' });
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    const payload =
      response.status === 204 || method === 'HEAD' ? null : await response.arrayBuffer();
    return new Response(payload, { status: response.status, headers: out });
  };
}
