import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { readEnv } from '@/server/env';
import { ChangeLog, EMBEDDED_HUB, type WriteRecord } from '@/server/store/change-log';
import { insertEvent } from '@/testing/hub/fixtures';
import { listenOver } from '@/testing/hub/listen';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createDashboardServer } from './server';

/* The server's health answer, and what it says of writes the history failed to record. */

const origin = 'http://dash.test';
type App = ReturnType<typeof createDashboardServer>;

let hub: TestHub;
let distDir: string;
const cleanups: (() => Promise<void> | void)[] = [];

const dashboardOver = (over: TestHub, env: Record<string, string> = {}) =>
  createDashboardServer(over, readEnv({ HUB_DATA_DIR: distDir, ...env }), {
    distDir,
    sessionSecret: crypto.randomBytes(32),
  });

const healthOf = async (app: App) => {
  const res = await app.request(`${origin}/health`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as { status: string; database: string; history_failures: number };
};

/** A race renamed with the hub key, as a script would, through the dashboard's server. */
const rename = (app: App, key: string, event: string, headers: Record<string, string> = {}) =>
  app.request(`${origin}/api/v1/events/${event}/races/R1`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ name: 'Nome novo' }),
  });

/** The history of `hub` (the embedded one, or an upstream's) fails once to record. */
function failOnceFor(hubName: (name: string) => boolean) {
  const record = ChangeLog.prototype.record;
  let failed = false;
  vi.spyOn(ChangeLog.prototype, 'record').mockImplementation(function (
    this: ChangeLog,
    write: WriteRecord,
  ) {
    if (failed || !hubName(this.hub)) return record.call(this, write);
    failed = true;
    return Promise.reject(Object.assign(new Error('disk full'), { code: '53100' }));
  });
}

beforeAll(async () => {
  hub = await createTestHub();
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-health-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await hub.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('GET /health', () => {
  test('answers without a session: the database, and no failed history writes', async () => {
    expect(await healthOf(dashboardOver(hub))).toEqual({
      status: 'ok',
      database: hub.database.kind,
      history_failures: 0,
    });
  });

  test('a write the embedded hub fails to record: answered as ever, logged with its id, counted', async () => {
    const app = dashboardOver(hub);
    const event = await insertEvent(hub);
    await hub.call('POST', `/events/${event.code}/races`, {
      json: { name: 'Prova', code: 'R1', starts_at: '2027-03-14T06:30:00-03:00' },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = (await healthOf(app)).history_failures;
    failOnceFor((name) => name === EMBEDDED_HUB);
    const res = await rename(app, hub.manageKey, event.code, { 'x-request-id': 'painel-7' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { name: string } }).data.name).toBe('Nome novo');
    expect(res.headers.get('x-request-id')).toBe('painel-7');
    expect(logged).toHaveBeenCalledWith(
      '[history] a write was not recorded (request_id=painel-7): sqlstate=53100',
    );
    expect((await healthOf(app)).history_failures).toBe(before + 1);
  });

  test('in front of an upstream hub, the dashboard counts what it failed to record', async () => {
    const upstream = await createTestHub();
    cleanups.push(() => upstream.close());
    const listening = await listenOver(upstream);
    cleanups.push(() => listening.close());
    const proxy = dashboardOver(hub, { HUB_UPSTREAM_URL: listening.url });
    const event = await insertEvent(upstream);
    await upstream.call('POST', `/events/${event.code}/races`, {
      json: { name: 'Prova', code: 'R1', starts_at: '2027-03-14T06:30:00-03:00' },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failOnceFor((name) => name !== EMBEDDED_HUB);
    const res = await rename(proxy, upstream.manageKey, event.code);
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(logged).toHaveBeenCalledWith(
      `[history] a write was not recorded (request_id=${id}): sqlstate=53100`,
    );
    expect((await healthOf(proxy)).history_failures).toBe(1);
    // The upstream hub's own history was not the one that failed: it kept the write.
    const { data } = await upstream.services.changes.page(event.code, { limit: 5 });
    expect(data[0]).toMatchObject({ method: 'PATCH', status: 200 });
  });
});
