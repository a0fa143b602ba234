import type { Context } from 'hono';
import { errorBody } from './error-body';
import type { HubGet } from './hub-reads';
import type { OpenSession } from './session-store';

const NAMES_KEPT = 1000;

/** Who a key is, asked of the hub: for /console's scripts and the names on saved templates. */
export function createHubIdentity(hubGet: HubGet) {
  const names = new Map<string, string>();
  return {
    /**
     * A script's own key, checked as /mcp checks one: the hub's answer to GET /me through the
     * gateway, which counts a wrong key against the client's failed-key throttle. 403 (no
     * `manage`) is still a key; a hub without /me (404) is asked a read of the spec instead.
     */
    async keyAccepted(c: Context): Promise<Response | null> {
      const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!key)
        return c.json(
          errorBody('unauthenticated', 'Envie a chave de API como Authorization: Bearer <chave>.'),
          401,
          { 'www-authenticate': 'Bearer' },
        );
      let answer = await hubGet(c, '/me', key);
      if (answer.status === 404) answer = await hubGet(c, '/events?per_page=1', key);
      if (answer.ok || answer.status === 403) return null;
      // The hub's own refusal: 401, or its failed-key throttle's 429 with its retry-after.
      const headers = new Headers(answer.headers);
      if (answer.status === 401) headers.set('www-authenticate', 'Bearer');
      return new Response(answer.body, { status: answer.status, headers });
    },
    /** The key's name where the hub says it, else its hint. */
    async whoIs(c: Context, session: OpenSession): Promise<string> {
      const known = names.get(session.id);
      if (known) return known;
      const res = await hubGet(c, '/me', session.apiKey);
      const body = res.ok ? ((await res.json()) as { data?: { name?: unknown } }) : null;
      const name = typeof body?.data?.name === 'string' ? body.data.name : session.keyHint;
      if (names.size > NAMES_KEPT) names.clear();
      names.set(session.id, name);
      return name;
    },
  };
}
