import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@/contract/session-wire';
import { readEnv } from '@/server/env';
import { createKey, revokeKey } from '@/server/hub/keys';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { FAILED_KEYS_BURST } from '@/server/hub/middlewares/failure-throttle';
import { createDashboardServer } from './server';

let hub: TestHub;
let distDir: string;
let clock = Date.now();
let server: ReturnType<typeof createDashboardServer>;

const origin = 'http://dash.test';
const fetchJson = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };

function request(pathname: string, init: RequestInit = {}) {
  return server.request(`${origin}${pathname}`, init);
}

async function signIn(key: string) {
  const res = await request('/auth/session', {
    method: 'POST',
    headers: fetchJson,
    body: JSON.stringify({ api_key: key }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  const token = /hub_session=([^;]*)/.exec(cookie)?.[1] ?? '';
  return { res, cookie, token, header: `${SESSION_COOKIE}=${token}` };
}

beforeAll(async () => {
  hub = await createTestHub();
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>app</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  const env = readEnv({ HUB_DATA_DIR: distDir, SESSION_IDLE_HOURS: '12' });
  server = createDashboardServer(hub, env, {
    distDir,
    sessionSecret: crypto.randomBytes(32),
    now: () => clock,
  });
});

afterAll(async () => {
  await hub.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('sign-in', () => {
  it('sets an httpOnly, SameSite=Strict cookie and never echoes the key', async () => {
    const { res, cookie } = await signIn(hub.manageKey);
    expect(res.status).toBe(201);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i);
    const text = await res.text();
    expect(text).not.toContain(hub.manageKey);
    expect(cookie).not.toContain(hub.manageKey);
    expect(JSON.parse(text)).toMatchObject({
      signed_in: true,
      key_hint: `hub_...${hub.manageKey.slice(-4)}`,
      extensions: true,
    });
  });

  it('marks the cookie Secure behind https', async () => {
    const res = await server.request('https://dash.test/auth/session', {
      method: 'POST',
      headers: fetchJson,
      body: JSON.stringify({ api_key: hub.manageKey }),
    });
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('passes the hub 401 and 403 through with their messages', async () => {
    const wrong = await signIn('hub_not-a-real-key');
    expect(wrong.res.status).toBe(401);
    expect(await wrong.res.json()).toMatchObject({ error: 'unauthenticated' });
    expect(wrong.cookie).toBe('');
    const readOnly = await signIn(hub.readKey);
    expect(readOnly.res.status).toBe(403);
    expect(await readOnly.res.json()).toMatchObject({ error: 'forbidden_scope' });
  });

  it('stores only the hash of the session id and a sealed key', async () => {
    const { token } = await signIn(hub.manageKey);
    const rows = await hub.database.run((db) => db.query.sessions.findMany());
    const hashed = crypto.createHash('sha256').update(token).digest('hex');
    expect(rows.some((r) => r.id === hashed)).toBe(true);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => !r.sealedKey.includes(hub.manageKey))).toBe(true);
  });

  it('tells who is signed in and signs out', async () => {
    const { header } = await signIn(hub.manageKey);
    const info = await (await request('/auth/session', { headers: { cookie: header } })).json();
    expect(info).toMatchObject({
      signed_in: true,
      hub_url: `${origin}/api/v1`,
      time_zone: 'America/Sao_Paulo',
    });
    const refused = await request('/auth/session', {
      method: 'DELETE',
      headers: { cookie: header },
    });
    expect(refused.status).toBe(403);
    const out = await request('/auth/session', {
      method: 'DELETE',
      headers: { cookie: header, 'x-requested-with': 'fetch' },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const after = await (await request('/auth/session', { headers: { cookie: header } })).json();
    expect(after).toMatchObject({ signed_in: false, key_hint: null });
  });
});

describe('API proxy', () => {
  it('adds the bearer key of the session', async () => {
    const { header } = await signIn(hub.manageKey);
    const res = await request('/api/v1/events?per_page=2', { headers: { cookie: header } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.meta.per_page).toBe(2);
  });

  it('refuses a cookie-authenticated write without the CSRF header', async () => {
    const { header } = await signIn(hub.manageKey);
    const res = await request('/api/v1/events/X/registration-fields', {
      method: 'POST',
      headers: { cookie: header, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'csrf_required',
      message: expect.any(String),
      details: null,
    });
  });

  it('forwards a cookie-authenticated write with the CSRF header to the hub', async () => {
    const { header } = await signIn(hub.manageKey);
    const res = await request('/api/v1/events/NO-SUCH-EVENT/registration-fields', {
      method: 'POST',
      headers: { cookie: header, ...fetchJson },
      body: JSON.stringify({ label: 'Camiseta', key: 'camiseta', type: 'text' }),
    });
    expect(res.status).not.toBe(403);
    expect(res.status).not.toBe(401);
  });

  it('lets bearer keys through untouched, without the CSRF header', async () => {
    const ok = await request('/api/v1/events', {
      headers: { authorization: `Bearer ${hub.manageKey}` },
    });
    expect(ok.status).toBe(200);
    const forbidden = await request('/api/v1/events', {
      headers: { authorization: `Bearer ${hub.readKey}` },
    });
    expect(forbidden.status).toBe(403);
    const none = await request('/api/v1/events');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('expires a session after the idle window', async () => {
    const { header } = await signIn(hub.manageKey);
    clock += 11 * 3_600_000;
    expect((await request('/api/v1/events', { headers: { cookie: header } })).status).toBe(200);
    clock += 11 * 3_600_000;
    expect((await request('/api/v1/events', { headers: { cookie: header } })).status).toBe(200);
    clock += 13 * 3_600_000;
    const expired = await request('/api/v1/events', { headers: { cookie: header } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('ends a session after SESSION_MAX_DAYS however busy it is', async () => {
    const { header } = await signIn(hub.manageKey);
    for (let hours = 0; hours < 7 * 24 - 11; hours += 11) {
      clock += 11 * 3_600_000;
      expect((await request('/api/v1/events', { headers: { cookie: header } })).status).toBe(200);
    }
    clock += 11 * 3_600_000;
    const ended = await request('/api/v1/events', { headers: { cookie: header } });
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('ends the session of a revoked key on its next request', async () => {
    const created = await hub.database.run((db) => createKey(db, 'revoked', ['manage']));
    const { header } = await signIn(created.key);
    expect((await request('/api/v1/events', { headers: { cookie: header } })).status).toBe(200);
    await hub.database.run((db) => revokeKey(db, created.id));
    const refused = await request('/api/v1/events', { headers: { cookie: header } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'unauthenticated' });
    expect(refused.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const info = await (await request('/auth/session', { headers: { cookie: header } })).json();
    expect(info).toMatchObject({ signed_in: false });
  });

  it('passes Idempotent-Replayed through', async () => {
    const { header } = await signIn(hub.manageKey);
    const event = await insertEvent(hub);
    const race = await createRace(hub, event.code);
    const post = () =>
      request(`/api/v1/events/${event.code}/races/${race.code}/registrations`, {
        method: 'POST',
        headers: { cookie: header, ...fetchJson, 'idempotency-key': 'sheet-1' },
        body: JSON.stringify({ registrations: [{ name: 'Ana Souza', external_id: 'a-1' }] }),
      });
    const first = await post();
    expect(first.status).toBe(202);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post();
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('keeps unknown API paths as JSON errors', async () => {
    const res = await request('/api/v2/whatever');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('static app', () => {
  it('serves index.html for deep links with a strict CSP and no-cache', async () => {
    const res = await request('/events/ABC/races?page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('permissions-policy')).toBeTruthy();
  });

  it('caches hashed assets for a year and 404s missing ones', async () => {
    const res = await request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect((await request('/assets/gone-123.js')).status).toBe(404);
  });

  it('hints the first hub reads of an event page to a signed-in person only', async () => {
    const overview = 'src/web/routes/_app/events/$eventCode/index.tsx?tsr-split=component';
    const manifest = path.join(distDir, '.vite', 'manifest.json');
    const index = path.join(distDir, 'index.html');
    const asBuilt = fs.readFileSync(index, 'utf8');
    // As Vite writes it: the hints go before `</head>`.
    fs.writeFileSync(index, '<!doctype html><head><title>app</title></head><div id="root"></div>');
    fs.mkdirSync(path.dirname(manifest), { recursive: true });
    fs.writeFileSync(
      manifest,
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', src: 'index.html', isEntry: true },
        [overview]: { file: 'assets/overview-1.js', src: overview, imports: ['index.html'] },
      }),
    );
    const page = async (cookie?: string) =>
      (await request('/events/ABC', { headers: cookie ? { cookie } : {} })).text();
    const { header } = await signIn(hub.manageKey);
    const signedIn = await page(header);
    expect(signedIn).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/v1/events/ABC/races">',
    );
    expect(signedIn).toContain('href="/assets/overview-1.js"');
    // Without a session (none, or one that is not open) each read would only answer 401.
    for (const cookie of [undefined, `${SESSION_COOKIE}=forged`]) {
      const plain = await page(cookie);
      expect(plain, cookie).not.toContain('/api/v1/');
      expect(plain, cookie).toContain('href="/assets/overview-1.js"');
    }
    // An event the hub has: the page carries the hub's answers (read with the session's key)
    // in place of their hints.
    const event = await insertEvent(hub, {
      code: 'CARRIED-2027',
      name: 'Corrida </script> da Serra',
    });
    const carried = await (
      await request(`/events/${event.code}`, { headers: { cookie: header } })
    ).text();
    const answers = JSON.parse(
      /<script type="application\/json" id="hub-first-reads">([^<]*)<\/script>/.exec(
        carried,
      )?.[1] ?? 'null',
    ) as Record<string, unknown>;
    expect(answers[`/api/v1/events/${event.code}`]).toMatchObject({
      data: { code: event.code, name: 'Corrida </script> da Serra' },
    });
    // Who is signed in comes with it: the first thing every page asks.
    expect(answers['/auth/session']).toMatchObject({ signed_in: true, extensions: true });
    expect(Object.keys(answers)).toHaveLength(8);
    // Once the event has races, each one's vacancy and rule count come too, read as the page
    // reads them: a race's place is asked of no hub again after the page has painted.
    const race = await createRace(hub, event.code, { registration_limit: 300 });
    const withRaces = JSON.parse(
      /<script type="application\/json" id="hub-first-reads">([^<]*)<\/script>/.exec(
        await (await request(`/events/${event.code}`, { headers: { cookie: header } })).text(),
      )?.[1] ?? 'null',
    ) as Record<string, unknown>;
    const racePath = `/api/v1/events/${event.code}/races/${race.code}`;
    expect(Object.keys(withRaces)).toHaveLength(10);
    expect(withRaces[`${racePath}/vacancy`]).toMatchObject({
      data: { vacancy: expect.anything() },
    });
    expect(withRaces[`${racePath}/prize-rules?page=1&per_page=1`]).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect(carried).not.toContain('href="/api/v1/');
    expect(carried).not.toContain('href="/auth/session"');
    // A HEAD asks the hub nothing.
    const head = await request(`/events/${event.code}`, {
      method: 'HEAD',
      headers: { cookie: header },
    });
    expect(head.headers.get('cache-control')).toBe('no-cache');
    fs.rmSync(manifest);
    fs.writeFileSync(index, asBuilt);
  });

  it('never serves the build hidden files (.vite/manifest.json)', async () => {
    fs.mkdirSync(path.join(distDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{"secret-map": true}');
    fs.writeFileSync(path.join(distDir, '.env'), 'TOKEN=1');
    for (const p of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/.env',
      '/assets/../.env',
    ]) {
      const res = await request(p);
      expect(await res.text(), p).not.toMatch(/secret-map|TOKEN/);
    }
    expect((await request('/.vite/manifest.json')).status).toBe(404);
  });

  it('does not leave the dist folder', async () => {
    const res = await request('/..%2f..%2fetc/passwd');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('sign-in throttle', () => {
  const from = (clientAddress: string, key: string) =>
    server.request(
      `${origin}/auth/session`,
      { method: 'POST', headers: fetchJson, body: JSON.stringify({ api_key: key }) },
      { clientAddress },
    );

  it(`answers 429 with Retry-After after ${FAILED_KEYS_BURST} wrong keys from one address`, async () => {
    // Sent together: the ones over the limit are refused even while the first are checked.
    const together = await Promise.all(
      Array.from({ length: FAILED_KEYS_BURST + 10 }, (_, n) =>
        from('192.0.2.80', `hub_wrong-${n}`),
      ),
    );
    const statuses = together.map((r) => r.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(FAILED_KEYS_BURST).fill(401),
      ...Array<number>(10).fill(429),
    ]);
    const refused = await from('192.0.2.80', 'hub_wrong-again');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'too_many_attempts', details: null });
    // Refused before the key is tried: even the right one waits.
    expect((await from('192.0.2.80', hub.manageKey)).status).toBe(429);
    expect((await from('192.0.2.81', hub.manageKey)).status).toBe(201);
  });

  it('refuses a sign-in body past 16 KiB with 413', async () => {
    const res = await server.request(`${origin}/auth/session`, {
      method: 'POST',
      headers: fetchJson,
      body: JSON.stringify({ api_key: hub.manageKey, padding: 'x'.repeat(17 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
  });
});

describe('spec-only hub', () => {
  it('reports that the extensions are missing', async () => {
    const specOnly = await createTestHub({ specOnly: true });
    try {
      const env = readEnv({ HUB_DATA_DIR: distDir });
      const app = createDashboardServer(specOnly, env, {
        distDir,
        sessionSecret: crypto.randomBytes(32),
      });
      const res = await app.request(`${origin}/auth/session`, {
        method: 'POST',
        headers: fetchJson,
        body: JSON.stringify({ api_key: specOnly.manageKey }),
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ signed_in: true, extensions: false });
    } finally {
      await specOnly.close();
    }
  });
});

describe('upstream hub (HUB_UPSTREAM_URL)', () => {
  it('forwards method, path, query, body and the headers a hub needs; returns status, body and Retry-After', async () => {
    const { serveHttp } = await import('@/server/http-server');
    const { Hono } = await import('hono');
    const seen: { method: string; url: string; headers: Record<string, string>; body: string }[] =
      [];
    const upstream = new Hono().all('*', async (c) => {
      seen.push({
        method: c.req.method,
        url: c.req.url,
        headers: Object.fromEntries(c.req.raw.headers),
        body: await c.req.text(),
      });
      c.header('retry-after', '7');
      c.header('x-internal', 'secret');
      return c.json(
        {
          data: [],
          meta: { page: 1, per_page: 1, total: 0, last_page: 1 },
          links: { next: null, prev: null },
        },
        202,
      );
    });
    const listening = await new Promise<{ port: number; close: () => void }>((resolve) => {
      const srv = serveHttp({ fetch: upstream.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve({ port: info.port, close: () => srv.close() }),
      );
    });
    try {
      const env = readEnv({
        HUB_DATA_DIR: distDir,
        HUB_UPSTREAM_URL: `http://127.0.0.1:${listening.port}`,
      });
      const app = createDashboardServer(hub, env, {
        distDir,
        sessionSecret: crypto.randomBytes(32),
      });
      const login = await app.request(`${origin}/auth/session`, {
        method: 'POST',
        headers: fetchJson,
        body: JSON.stringify({ api_key: 'hub_upstream-key' }),
      });
      expect(login.status).toBe(201);
      expect(await login.json()).toMatchObject({
        hub_url: `http://127.0.0.1:${listening.port}/api/v1`,
      });
      const cookie = `${SESSION_COOKIE}=${/hub_session=([^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1]}`;
      seen.length = 0;
      const res = await app.request(
        `${origin}/api/v1/events/E1/races/R1/registrations?source=csv`,
        {
          method: 'POST',
          headers: { cookie, ...fetchJson, 'idempotency-key': 'abc-123' },
          body: JSON.stringify({ registrations: [] }),
        },
      );
      expect(res.status).toBe(202);
      expect(res.headers.get('retry-after')).toBe('7');
      expect(res.headers.get('x-internal')).toBeNull();
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      // The sign-in also starts the hub check, whose GETs may still be arriving.
      const posts = seen.filter((c) => c.method === 'POST');
      expect(posts).toHaveLength(1);
      const [call] = posts;
      expect(call.url).toBe(
        `http://127.0.0.1:${listening.port}/api/v1/events/E1/races/R1/registrations?source=csv`,
      );
      expect(call.headers.authorization).toBe('Bearer hub_upstream-key');
      expect(call.headers['idempotency-key']).toBe('abc-123');
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.headers.cookie).toBeUndefined();
      expect(JSON.parse(call.body)).toEqual({ registrations: [] });
    } finally {
      listening.close();
    }
  });
});
