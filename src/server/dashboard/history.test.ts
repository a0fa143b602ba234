import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changePageSchema, keyFingerprint } from '@/contract/history';
import { mappingTemplateSchema } from '@/contract/mapping-templates';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '@/contract/session-wire';
import { readEnv } from '@/server/env';
import { createKey, hashKey } from '@/server/hub/keys';
import { insertEvent } from '@/testing/hub/fixtures';
import { listenOver } from '@/testing/hub/listen';
import { preparedDatabase } from '@/testing/hub/prepared-database';
import { spawnHub } from '@/testing/hub/spawn-hub';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createDashboardServer } from './server';

/* The dashboard server's own store (issue 18): change history and team mapping templates. */

const origin = 'http://dash.test';
const json = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE };
type App = ReturnType<typeof createDashboardServer>;

let hub: TestHub;
let distDir: string;
let app: App;
const cleanups: (() => Promise<void> | void)[] = [];

const dashboardOver = (over: TestHub, env: Record<string, string> = {}) =>
  createDashboardServer(over, readEnv({ HUB_DATA_DIR: distDir, ...env }), {
    distDir,
    sessionSecret: crypto.randomBytes(32),
  });

async function signIn(on: App, key: string): Promise<string> {
  const res = await on.request(`${origin}/auth/session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ api_key: key }),
  });
  expect(res.status).toBe(201);
  return `${SESSION_COOKIE}=${/hub_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
}

const send = (on: App, cookie: string, method: string, url: string, body?: unknown) =>
  on.request(`${origin}${url}`, {
    method,
    headers: { cookie, ...json },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const historyOf = async (on: App, cookie: string, code: string, query = '') => {
  const res = await send(on, cookie, 'GET', `/console/events/${code}/history${query}`);
  expect(res.status).toBe(200);
  return changePageSchema.parse(await res.json());
};

beforeAll(async () => {
  hub = await createTestHub();
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-history-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  app = dashboardOver(hub);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await hub.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('change history', () => {
  test('writes through the session and keys straight to the hub, newest first, filterable', async () => {
    const event = await insertEvent(hub);
    const cookie = await signIn(app, hub.manageKey);
    const other = await hub.database.run((db) => createKey(db, 'Script da Ana', ['manage']));
    const retention = { rules: [{ percent: 100, offset_days: 3 }] };
    expect(
      (await send(app, cookie, 'PUT', `/api/v1/events/${event.code}/retention`, retention)).status,
    ).toBe(200);
    const direct = await app.request(`${origin}/api/v1/events/${event.code}/races`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '5 km', starts_at: '2027-03-14T07:00:00-03:00' }),
    });
    expect(direct.status).toBe(201);

    const page = await historyOf(app, cookie, event.code);
    expect(page.data.map((e) => [e.via, e.actor, e.kind, e.method])).toEqual([
      ['api', 'Script da Ana', 'races', 'POST'],
      ['dashboard', 'test manage', 'retention', 'PUT'],
    ]);
    expect(page.data[1]).toMatchObject({ before: null, after: retention });
    expect(page.actors).toEqual([
      { actor: 'Script da Ana', key_fingerprint: keyFingerprint(hashKey(other.key)) },
      { actor: 'test manage', key_fingerprint: keyFingerprint(hashKey(hub.manageKey)) },
    ]);
    const ana = keyFingerprint(hashKey(other.key));
    expect((await historyOf(app, cookie, event.code, `?key=${ana}`)).data).toHaveLength(1);
    expect((await historyOf(app, cookie, event.code, '?kind=retention')).data[0].kind).toBe(
      'retention',
    );
    const first = await historyOf(app, cookie, event.code, '?limit=1');
    expect(first.next_cursor).toBe(first.data[0].id);
    const second = await historyOf(app, cookie, event.code, `?limit=1&before=${first.next_cursor}`);
    expect(second.data[0].kind).toBe('retention');
    expect(second.next_cursor).toBeNull();
    const all = await send(app, cookie, 'GET', `/console/events/${event.code}/history/all`);
    expect(((await all.json()) as { data: unknown[] }).data).toHaveLength(2);
  });

  test('only for a signed-in session; bad filters are 422 naming the field', async () => {
    const event = await insertEvent(hub);
    const anonymous = await app.request(`${origin}/console/events/${event.code}/history`);
    expect(anonymous.status).toBe(401);
    const cookie = await signIn(app, hub.manageKey);
    const bad = await send(
      app,
      cookie,
      'GET',
      `/console/events/${event.code}/history?key=x&limit=0`,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { details: object }).details).sort()).toEqual([
      'key',
      'limit',
    ]);
    expect((await send(app, cookie, 'GET', '/console/nowhere')).status).toBe(404);
    // Hostile event names and filters: 4xx, never a database error.
    for (const [url, status] of [
      ['/console/events/%00/history', 404],
      ['/console/events/%ED%A0%80/history', 200],
      [`/console/events/${'x'.repeat(300)}/history`, 404],
      ['/console/events/%E0%A4%A/history', 200],
      [`/console/events/${event.code}/history?kind=%00`, 422],
      [`/console/events/${event.code}/history?before=99999999999999999999`, 422],
      ['/console/events/%00/history/all', 404],
    ] as const) {
      const res = await send(app, cookie, 'GET', url);
      expect(res.status, url).toBe(status);
    }
  });

  test('in front of an upstream hub, the dashboard records what passes through it', async () => {
    const upstreamHub = await createTestHub();
    cleanups.push(() => upstreamHub.close());
    const event = await insertEvent(upstreamHub);
    const listening = await listenOver(upstreamHub);
    cleanups.push(() => listening.close());
    const proxy = dashboardOver(hub, { HUB_UPSTREAM_URL: listening.url });
    const cookie = await signIn(proxy, upstreamHub.manageKey);
    const url = `/api/v1/events/${event.code}/legal-discounts`;
    const v1 = { discounts: [{ type: 'senior', discount_type: 'percent', value: 50 }] };
    const v2 = { discounts: [{ type: 'senior', discount_type: 'percent', value: 40 }] };
    expect((await send(proxy, cookie, 'PUT', url, v1)).status).toBe(200);
    expect((await send(proxy, cookie, 'PUT', url, v2)).status).toBe(200);
    const [latest] = (await historyOf(proxy, cookie, event.code)).data;
    const full = (value: number) => ({
      discounts: [
        { type: 'senior', discount_type: 'percent', value, enabled: true, requires_proof: false },
      ],
    });
    expect(latest).toMatchObject({
      via: 'dashboard',
      actor: 'test manage',
      key_fingerprint: keyFingerprint(hashKey(upstreamHub.manageKey)),
      before: full(50),
      after: full(40),
    });
    // A deleted race is still named: the proxy read it before the write.
    const races = `/api/v1/events/${event.code}/races`;
    const race = { name: 'Corrida 5K', code: 'C5', starts_at: '2027-03-14T06:30:00-03:00' };
    expect((await send(proxy, cookie, 'POST', races, race)).status).toBe(201);
    expect((await send(proxy, cookie, 'DELETE', `${races}/C5`)).status).toBe(204);
    const [deleted, created] = (await historyOf(proxy, cookie, event.code)).data;
    expect(created).toMatchObject({ method: 'POST', after: { name: 'Corrida 5K' } });
    expect(deleted).toMatchObject({
      method: 'DELETE',
      before: { code: 'C5', name: 'Corrida 5K' },
      names: { race: 'Corrida 5K' },
    });
    // The embedded store keeps its own hub's history apart.
    const local = await signIn(app, hub.manageKey);
    expect((await historyOf(app, local, event.code)).data).toEqual([]);
  });
});

describe('mapping templates', () => {
  const template = {
    kind: 'results',
    name: 'Cronometragem Chip Brasil',
    signature: '3-abc',
    headers: ['Num', 'Nome', 'Tempo'],
    columns: ['bib', null, 'net_time'],
  };

  test('one person saves, a colleague with another key lists, renames and deletes it', async () => {
    const ana = await signIn(app, hub.manageKey);
    const saved = await send(app, ana, 'POST', '/console/mapping-templates', template);
    expect(saved.status).toBe(201);
    const { data } = (await saved.json()) as { data: unknown };
    const created = mappingTemplateSchema.parse(data);
    expect(created).toMatchObject({ ...template, created_by: 'test manage' });

    const colleagueKey = await hub.database.run((db) => createKey(db, 'Bia', ['manage']));
    const bia = await signIn(app, colleagueKey.key);
    const listed = await send(app, bia, 'GET', '/console/mapping-templates?kind=results');
    expect(((await listed.json()) as { data: { id: number }[] }).data.map((t) => t.id)).toContain(
      created.id,
    );
    // The same name (any case) replaces the layout; it is not a second template.
    const again = await send(app, bia, 'POST', '/console/mapping-templates', {
      ...template,
      name: 'cronometragem chip brasil',
      columns: ['bib', 'name', 'net_time'],
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { id: number } }).data.id).toBe(created.id);

    const other = await send(app, bia, 'POST', '/console/mapping-templates', {
      ...template,
      name: 'Outro',
    });
    const otherId = ((await other.json()) as { data: { id: number } }).data.id;
    const taken = await send(app, bia, 'PATCH', `/console/mapping-templates/${otherId}`, {
      name: 'CRONOMETRAGEM CHIP BRASIL',
    });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({ details: { name: [expect.any(String)] } });
    const renamed = await send(app, bia, 'PATCH', `/console/mapping-templates/${otherId}`, {
      name: 'Planilha da assessoria',
    });
    expect(await renamed.json()).toMatchObject({ data: { name: 'Planilha da assessoria' } });
    expect((await send(app, ana, 'DELETE', `/console/mapping-templates/${otherId}`)).status).toBe(
      204,
    );
    expect((await send(app, ana, 'DELETE', `/console/mapping-templates/${otherId}`)).status).toBe(
      404,
    );
  });

  test('hostile input: 4xx naming the field, never stored', async () => {
    const cookie = await signIn(app, hub.manageKey);
    const post = (body: unknown, headers: Record<string, string> = json) =>
      app.request(`${origin}/console/mapping-templates`, {
        method: 'POST',
        headers: { cookie, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const cases: [unknown, string][] = [
      [{ ...template, name: 'a\u0000b' }, 'name'],
      [{ ...template, name: '\ud800' }, 'name'],
      [{ ...template, name: '   ' }, 'name'],
      [{ ...template, columns: ['bib'] }, 'columns'],
      [{ ...template, headers: [] }, 'headers'],
      [{ ...template, kind: 'people' }, 'kind'],
      ['not json', '_'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(((await res.json()) as { details: object }).details)).toContain(field);
    }
    expect((await post('x'.repeat(300 * 1024))).status).toBe(413);
    expect((await post(template, { 'content-type': 'application/json' })).status).toBe(403);
    const patch = await send(app, cookie, 'PATCH', '/console/mapping-templates/99999999999', {
      name: 'x',
    });
    expect(patch.status).toBe(404);
  });
});

test('history and templates survive a restart of the real server', async () => {
  const { env, key, cleanup } = await preparedDatabase('HIST', 'Equipe');
  cleanups.push(cleanup);
  const start = () => spawnHub({ ...env, HUB_SEED: 'never', RATE_LIMIT_PER_MINUTE: '0' });
  const signInTo = async (base: string) => {
    const res = await fetch(`${base}/auth/session`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ api_key: key }),
    });
    return `${SESSION_COOKIE}=${/hub_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
  };
  const first = await start();
  try {
    const cookie = await signInTo(first.base);
    const put = await fetch(`${first.base}/api/v1/events/HIST/retention`, {
      method: 'PUT',
      headers: { cookie, ...json },
      body: JSON.stringify({ rules: [{ percent: 100, offset_days: 1 }] }),
    });
    expect(put.status).toBe(200);
    const saved = await fetch(`${first.base}/console/mapping-templates`, {
      method: 'POST',
      headers: { cookie, ...json },
      body: JSON.stringify(template()),
    });
    expect(saved.status).toBe(201);
  } finally {
    await first.stop();
  }
  const second = await start();
  try {
    const cookie = await signInTo(second.base);
    const res = await fetch(`${second.base}/console/events/HIST/history`, { headers: { cookie } });
    const page = changePageSchema.parse(await res.json());
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      actor: 'Equipe',
      kind: 'retention',
      after: { rules: [{ percent: 100, offset_days: 1 }] },
    });
    const templates = await fetch(`${second.base}/console/mapping-templates`, {
      headers: { cookie },
    });
    expect(
      ((await templates.json()) as { data: { name: string }[] }).data.map((t) => t.name),
    ).toEqual(['Depois do reinício']);
  } finally {
    await second.stop();
  }
}, 240_000);

function template() {
  return {
    kind: 'registrations',
    name: 'Depois do reinício',
    signature: '2-x',
    headers: ['Nome', 'CPF'],
    columns: ['name', 'document'],
  };
}
