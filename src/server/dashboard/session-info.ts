import type { Context } from 'hono';
import type { SessionInfo } from '@/contract/session';
import { API_PREFIX } from './hub-gateway';
import type { HubGet } from './hub-reads';
import type { OpenSession } from './session-store';

const EXTENSION_PROBE_TTL_MS = 5 * 60_000;

export interface SessionInfoOptions {
  hubGet: HubGet;
  /** The hub this server stands before; none: the embedded one. */
  upstreamUrl: string | undefined;
  timeZone: string;
  now: () => number;
}

/** What `/auth/session` tells the app: the hub, its zone, and whether it has our extensions. */
export function createSessionInfo({ hubGet, upstreamUrl, timeZone, now }: SessionInfoOptions) {
  const probes = new Map<string, { extensions: boolean; until: number }>();

  /** Spec-only hubs answer 404 to the extensions; the app then hides what it cannot read. */
  const probeExtensions = async (c: Context, session: OpenSession): Promise<boolean> => {
    const cached = probes.get(session.id);
    if (cached && cached.until > now()) return cached.extensions;
    let extensions = true;
    const list = await hubGet(c, '/events?per_page=1', session.apiKey);
    const first = list.ok
      ? ((await list.json()) as { data?: { code?: string }[] }).data?.[0]?.code
      : undefined;
    const probe = await hubGet(
      c,
      first ? `/events/${encodeURIComponent(first)}` : '/modalities',
      session.apiKey,
    );
    if (probe.status === 404) extensions = false;
    probes.set(session.id, { extensions, until: now() + EXTENSION_PROBE_TTL_MS });
    return extensions;
  };

  const hubUrlOf = (c: Context) =>
    upstreamUrl
      ? `${upstreamUrl.replace(/\/+$/, '')}${API_PREFIX}`
      : `${new URL(c.req.url).origin}${API_PREFIX}`;

  return {
    hubUrlOf,
    async of(c: Context, session: OpenSession): Promise<SessionInfo> {
      return {
        signed_in: true,
        key_hint: session.keyHint,
        hub_url: hubUrlOf(c),
        extensions: await probeExtensions(c, session),
        time_zone: timeZone,
      };
    },
    signedOut(): SessionInfo {
      return { signed_in: false, key_hint: null, hub_url: null, time_zone: timeZone };
    },
    /** After a sign-out: the next session probes again. */
    forget(): void {
      probes.clear();
    },
  };
}
export type SessionInfoSource = ReturnType<typeof createSessionInfo>;
