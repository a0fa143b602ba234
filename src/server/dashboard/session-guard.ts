import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '@/contract/session-wire';
import type { ChangeLog } from '@/server/store/change-log';
import { errorBody } from './error-body';
import type { OpenSession, SessionStore } from './session-store';

const SWEEP_EVERY_MS = 60 * 60_000;

export const hasCsrfHeader = (c: Context) => c.req.header(CSRF_HEADER) === CSRF_VALUE;

export const csrfRefusal = (c: Context) =>
  c.json(
    errorBody(
      'csrf_required',
      `Requisições que alteram dados precisam do cabeçalho ${CSRF_HEADER}: ${CSRF_VALUE}.`,
    ),
    403,
  );

export const sessionEnded = (c: Context) => {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return c.json(
    errorBody('unauthenticated', 'Sua sessão expirou. Entre de novo com a chave de API.'),
    401,
  );
};

/**
 * The session a request's cookie opens. Reading one now and then also sweeps what has
 * expired: sessions, and the history kept past its retention.
 */
export function createSessionGuard(store: SessionStore, changes: ChangeLog, now: () => number) {
  let nextSweep = now() + SWEEP_EVERY_MS;
  const current = async (c: Context): Promise<OpenSession | null> => {
    if (now() > nextSweep) {
      nextSweep = now() + SWEEP_EVERY_MS;
      void store.sweep().catch(() => undefined);
      void changes.sweep().catch(() => undefined);
    }
    return store.find(getCookie(c, SESSION_COOKIE));
  };
  return {
    current,
    /** The signed-in session, or a response refusing the request (401, CSRF). */
    async signedIn(c: Context, write: boolean): Promise<OpenSession | Response> {
      const session = await current(c);
      if (!session) return sessionEnded(c);
      if (write && !hasCsrfHeader(c)) return csrfRefusal(c);
      return session;
    },
  };
}
export type SessionGuard = ReturnType<typeof createSessionGuard>;
