import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { errorBodySchema } from '@/contract/common';
import { sessionCreateSchema } from '@/contract/session';
import { SESSION_COOKIE } from '@/contract/session-wire';
import { clientKeyOf } from '@/server/hub/middlewares/client-address';
import {
  FAILED_KEYS_BURST,
  FAILED_KEYS_WINDOW_MS,
  FailureThrottle,
} from '@/server/hub/middlewares/failure-throttle';
import { readBounded } from './bounded-body';
import { errorBody } from './error-body';
import type { HubChecks } from './hub-checks';
import type { ClientOf, HubGet } from './hub-reads';
import { csrfRefusal, hasCsrfHeader, type SessionGuard } from './session-guard';
import type { SessionInfoSource } from './session-info';
import type { SessionStore } from './session-store';

/** A sign-in body is one key: anything much longer is not one. */
const SIGN_IN_BODY_MAX = 16 * 1024;

export const AUTH_PREFIX = '/auth';

export interface SessionRoutesOptions {
  store: SessionStore;
  guard: SessionGuard;
  info: SessionInfoSource;
  hubGet: HubGet;
  hubChecks: HubChecks;
  clientOf: ClientOf;
  now: () => number;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const isHttps = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

/**
 * Sign-in as a backend-for-frontend: the API key the person gives is checked with the hub and
 * kept sealed on the server; the browser holds an httpOnly cookie.
 */
export function sessionRoutes(options: SessionRoutesOptions) {
  const { store, guard, info, hubGet, hubChecks, clientOf } = options;
  const signInFailures = new FailureThrottle(FAILED_KEYS_BURST, FAILED_KEYS_WINDOW_MS, options.now);
  const routes = new Hono();

  routes.get('/session', async (c) => {
    c.header('cache-control', 'no-store');
    const session = await guard.current(c);
    return c.json(session ? await info.of(c, session) : info.signedOut());
  });

  routes.post('/session', async (c) => {
    c.header('cache-control', 'no-store');
    if (!hasCsrfHeader(c)) return csrfRefusal(c);
    const client = clientKeyOf(clientOf(c));
    const throttled = () => {
      const wait = signInFailures.wait(client);
      if (wait === 0) return null;
      c.header('retry-after', String(wait));
      return c.json(
        errorBody(
          'too_many_attempts',
          `Muitas tentativas com chaves inválidas. Tente de novo em ${wait} s.`,
        ),
        429,
      );
    };
    const early = throttled();
    if (early) return early;
    const text = await readBounded(c.req.raw, SIGN_IN_BODY_MAX);
    if (text === null)
      return c.json(errorBody('payload_too_large', 'O corpo da requisição é grande demais.'), 413);
    const parsed = sessionCreateSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      return c.json(
        {
          error: 'validation_failed',
          message: 'Informe a chave de API.',
          details: { api_key: ['Informe a chave de API'] },
        },
        422,
      );
    }
    const apiKey = parsed.data.api_key;
    // Asked again (others may have failed while this body was read) and counted before the
    // hub is asked, so sign-ins sent together cannot pass the limit.
    const late = throttled();
    if (late) return late;
    signInFailures.fail(client);
    const check = await hubGet(c, '/events?per_page=1', apiKey);
    if (check.status !== 401) signInFailures.forgive(client);
    if (!check.ok) {
      const body = errorBodySchema.safeParse(await check.json().catch(() => null));
      const status = check.status as 401;
      if (check.headers.get('retry-after'))
        c.header('retry-after', check.headers.get('retry-after') ?? '');
      return c.json(
        body.success
          ? { ...body.data, details: body.data.details ?? null }
          : errorBody('hub_error', 'O hub recusou a chave.'),
        status,
      );
    }
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await store.remove(previous);
    const { token, session } = await store.create(apiKey);
    hubChecks.start(c, session);
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: isHttps(c),
      path: '/',
    });
    return c.json(await info.of(c, session), 201);
  });

  routes.delete('/session', async (c) => {
    c.header('cache-control', 'no-store');
    if (!hasCsrfHeader(c)) return csrfRefusal(c);
    await store.remove(getCookie(c, SESSION_COOKIE));
    info.forget();
    deleteCookie(c, SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
      secure: isHttps(c),
    });
    return c.body(null, 204);
  });

  return routes;
}
