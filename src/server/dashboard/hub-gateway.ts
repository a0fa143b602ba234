import { Hono } from 'hono';
import { BODY_LIMIT_BYTES } from '@/contract/limits';
import type { ClientBindings } from '@/server/hub/middlewares/client-address';
import type { Hub } from '@/server/runtime';
import { declaresMoreThan, limitStream } from './bounded-body';

export const API_PREFIX = '/api/v1';

/** Request headers the hub needs; cookies and the rest of the browser's headers stay here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'idempotency-key'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after', 'allow', 'idempotent-replayed'];

export interface HubCall {
  method: string;
  /** Path under `/api/v1` with its query string, e.g. `/events?page=2`. */
  path: string;
  headers: Headers;
  /** Streamed as it is read: the hub checks the key before it reads a byte of it. */
  body?: ReadableStream<Uint8Array> | null;
  /** Bearer key to send; `undefined` keeps the request's own Authorization header, if any. */
  apiKey?: string;
  /** Origin the browser used, so the embedded hub's pagination links point back here. */
  origin: string;
  /** Who is calling, for the embedded hub's count of failed keys per client. */
  clientAddress?: string;
  /** Set by the agent tools (`/mcp`): the change history says the write was an agent's. */
  via?: 'agent';
  /** Sent as `x-request-id`, so the hub's log lines about the call name the same request. */
  requestId?: string;
}

export type HubGateway = (call: HubCall) => Promise<Response>;

const payloadTooLarge = () =>
  Response.json(
    {
      error: 'payload_too_large',
      message: `O corpo da requisição passa de ${BODY_LIMIT_BYTES / 1024 / 1024} MiB.`,
      details: null,
    },
    { status: 413, headers: { 'cache-control': 'no-store' } },
  );

/**
 * Reaches the hub: the embedded one in-process, or the upstream one over HTTP when
 * `HUB_UPSTREAM_URL` is set. Only the headers a hub needs go either way.
 */
export function createHubGateway(hub: Hub, upstreamUrl: string | undefined): HubGateway {
  const embedded = new Hono().route(API_PREFIX, hub.app);
  return async ({ method, path, headers, body, apiKey, origin, clientAddress, via, requestId }) => {
    const outgoing = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = headers.get(name);
      if (value !== null) outgoing.set(name, value);
    }
    if (requestId) outgoing.set('x-request-id', requestId);
    const authorization = apiKey ? `Bearer ${apiKey}` : headers.get('authorization');
    if (authorization) outgoing.set('authorization', authorization);
    const limited = body ? limitStream(body, BODY_LIMIT_BYTES) : null;
    const init: RequestInit & { duplex?: 'half' } = limited
      ? { method, headers: outgoing, body: limited.stream, duplex: 'half' }
      : { method, headers: outgoing };
    let response: Response;
    if (upstreamUrl) {
      if (limited && declaresMoreThan(headers, BODY_LIMIT_BYTES)) return payloadTooLarge();
      try {
        response = await fetch(`${upstreamUrl.replace(/\/+$/, '')}${API_PREFIX}${path}`, {
          ...init,
          redirect: 'manual',
        });
      } catch {
        if (limited?.over()) return payloadTooLarge();
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
      // The embedded hub checks the key first, then refuses a declared length at once.
      const length = headers.get('content-length');
      if (limited && length !== null && !headers.has('transfer-encoding'))
        outgoing.set('content-length', length);
      // A write with the session's key is the dashboard's: the hub's history says so.
      const bindings: ClientBindings = {
        clientAddress,
        via: via ?? (apiKey ? 'dashboard' : undefined),
      };
      response = await embedded.fetch(new Request(`${origin}${API_PREFIX}${path}`, init), bindings);
    }
    if (limited?.over()) return payloadTooLarge();
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
