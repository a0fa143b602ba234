import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubCheckReport } from '@/contract/hub-check';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '@/contract/session-wire';
import { readEnv } from '@/server/env';
import { seedDemo } from '@/server/seed/seed-demo';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createDashboardServer } from './server';

/* `GET /console/hub-check`: the hub check of issue 31 for the signed-in session. */

const origin = 'http://dash.test';
const TZ = 'America/Sao_Paulo';

let hub: TestHub;
let specOnly: TestHub;
let distDir: string;

const dashboardOver = (over: TestHub) =>
  createDashboardServer(over, readEnv({ HUB_DATA_DIR: distDir, HUB_TIME_ZONE: TZ }), {
    distDir,
    sessionSecret: crypto.randomBytes(32),
  });
type App = ReturnType<typeof dashboardOver>;

async function signIn(app: App, key: string): Promise<string> {
  const res = await app.request(`${origin}/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ api_key: key }),
  });
  expect(res.status).toBe(201);
  return `${SESSION_COOKIE}=${/hub_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
}

const hubCheck = async (app: App, cookie: string | null, query = '') => {
  const res = await app.request(`${origin}/console/hub-check${query}`, {
    headers: cookie ? { cookie } : {},
  });
  return { res, body: (await res.json()) as { data: HubCheckReport; error?: string } };
};

beforeAll(async () => {
  [hub, specOnly] = await Promise.all([createTestHub(), createTestHub({ specOnly: true })]);
  await Promise.all(
    [hub, specOnly].map((h) => h.database.run((db) => seedDemo(db, { timeZone: TZ }))),
  );
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-hub-check-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
}, 120_000);
afterAll(async () => {
  await Promise.all([hub?.close(), specOnly?.close()]);
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('GET /console/hub-check', () => {
  it('is for a signed-in session only', async () => {
    const app = dashboardOver(hub);
    const { res, body } = await hubCheck(app, null);
    expect(res.status).toBe(401);
    expect(body.error).toBe('unauthenticated');
    expect((await hubCheck(app, `${SESSION_COOKIE}=not-a-session`)).res.status).toBe(401);
  });

  it("checks the session's hub once, keeps it for the session, and again when asked", async () => {
    const app = dashboardOver(hub);
    const cookie = await signIn(app, hub.manageKey);
    const first = await hubCheck(app, cookie);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    expect(first.body.data).toMatchObject({
      hub: `${origin}/api/v1`,
      verdict: 'full',
      exit_code: 0,
      time_zone: TZ,
    });
    expect(first.body.data.endpoints.length).toBeGreaterThan(20);

    const kept = await hubCheck(app, cookie);
    expect(kept.body.data.checked_at).toBe(first.body.data.checked_at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await hubCheck(app, cookie, '?fresh=1');
    expect(fresh.body.data.checked_at).not.toBe(first.body.data.checked_at);

    // Another session has its own.
    const other = await signIn(app, hub.manageKey);
    expect((await hubCheck(app, other)).body.data.checked_at).not.toBe(fresh.body.data.checked_at);
  });

  it('starts the check at sign-in, before the page asks for it', async () => {
    const app = dashboardOver(hub);
    const cookie = await signIn(app, hub.manageKey);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const asked = new Date().toISOString();
    const { body } = await hubCheck(app, cookie);
    expect(body.data.checked_at < asked).toBe(true);
  });

  it('says what a spec-only hub lacks, as the CLI does', async () => {
    const app = dashboardOver(specOnly);
    const { body } = await hubCheck(app, await signIn(app, specOnly.manageKey));
    expect(body.data.verdict).toBe('limited');
    expect(body.data.reasons).toContainEqual({ code: 'spec_only_mode' });
    expect(body.data.reasons).toContainEqual({ code: 'extension_absent', extension: 'races' });
  });
});
