import type { Context } from 'hono';
import type { HubCheckReport } from '@/contract/hub-check';
import { answerOf, checkHub } from '@/server/conformance/hub-check';
import type { OpenSession } from './session-store';

/** Sessions whose hub check is kept: a report is a few tens of kB. */
const CHECKS_KEPT = 200;

export interface HubChecksOptions {
  /** A GET under the hub's /api/v1 with a key (`''`: none), through the dashboard's gateway. */
  hubGet: (c: Context, path: string, apiKey: string) => Promise<Response>;
  /** The hub as the session names it (its API root), and the zone it is read in. */
  hub: { url: (c: Context) => string; timeZone: string };
}

/**
 * What the hub's check found (issue 31), per session: started once right after sign-in (reads
 * only, with the session's key), so "Sobre este hub" has it when the person opens it; a check
 * that broke is not kept, and `fresh` checks again.
 */
export function createHubChecks({ hubGet, hub }: HubChecksOptions) {
  const checks = new Map<string, Promise<HubCheckReport>>();
  const run = (c: Context, session: OpenSession) => {
    if (checks.size >= CHECKS_KEPT) checks.clear();
    const report = checkHub(
      async (path, { anonymous = false } = {}) =>
        answerOf(await hubGet(c, path, anonymous ? '' : session.apiKey)),
      { hub: hub.url(c), timeZone: hub.timeZone },
    );
    checks.set(session.id, report);
    report.catch(() => checks.delete(session.id));
    return report;
  };
  return {
    /** Starts the session's check without waiting for it. */
    start(c: Context, session: OpenSession): void {
      void run(c, session).catch(() => undefined);
    },
    report(c: Context, session: OpenSession, fresh = false): Promise<HubCheckReport> {
      return (!fresh && checks.get(session.id)) || run(c, session);
    },
  };
}
export type HubChecks = ReturnType<typeof createHubChecks>;
