import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { errorBodySchema } from '@/contract/common';
import { SESSION_COOKIE } from '@/contract/session-wire';
import { API_PREFIX, type HubGateway } from './hub-gateway';
import { originOf, type ClientOf } from './hub-reads';
import { csrfRefusal, hasCsrfHeader, sessionEnded, type SessionGuard } from './session-guard';
import type { SessionStore } from './session-store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface GatewayRoutesOptions {
  gateway: HubGateway;
  store: SessionStore;
  guard: SessionGuard;
  clientOf: ClientOf;
}

/**
 * The hub's API under /api/v1: a script's own key passes untouched; the app's calls carry
 * the key of the session its cookie opens, and a write also the CSRF header.
 */
export function gatewayRoutes({ gateway, store, guard, clientOf }: GatewayRoutesOptions) {
  const routes = new Hono();
  routes.all('/*', async (c) => {
    const url = new URL(c.req.url);
    const method = c.req.method;
    const headers = c.req.raw.headers;
    // Not read here: the hub reads it, bounded, once the key is known to be good.
    const body =
      SAFE_METHODS.has(method) || headers.get('content-length') === '0' ? null : c.req.raw.body;
    const call = (apiKey?: string) =>
      gateway({
        method,
        path: url.pathname.slice(API_PREFIX.length) + url.search,
        headers,
        body,
        apiKey,
        origin: originOf(c),
        clientAddress: clientOf(c),
        requestId: c.var.requestId,
      });
    // Scripts and agents: their own key, untouched.
    if (headers.has('authorization')) return call();
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) return call();
    const session = await guard.current(c);
    if (!session) return sessionEnded(c);
    if (!SAFE_METHODS.has(method) && !hasCsrfHeader(c)) return csrfRefusal(c);
    const res = await call(session.apiKey);
    if (res.status !== 401) return res;
    // The key was revoked: the session ends with it.
    await store.remove(token);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    const refusal = errorBodySchema.safeParse(await res.json().catch(() => null));
    return refusal.success
      ? c.json({ ...refusal.data, details: refusal.data.details ?? null }, 401)
      : sessionEnded(c);
  });
  return routes;
}
