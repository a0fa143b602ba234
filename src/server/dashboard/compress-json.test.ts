import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveHttp } from '@/server/http-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '@/server/env';
import { insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { COMPRESS_MIN_BYTES, compressJson } from './compress-json';
import { createDashboardServer } from './server';

const decode = async (res: Response) => {
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const text = (
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
  ).toString();
  return { text, wire: body.length };
};

describe('compressJson', () => {
  const big = { data: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Corrida ${i}` })) };
  const app = new Hono()
    .use(compressJson())
    .get('/big', (c) => c.json(big))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/created', (c) => c.json(big, 201))
    .get('/none', (c) => c.body(null, 204))
    .get('/no-transform', (c) => c.json(big, 200, { 'cache-control': 'no-store, no-transform' }))
    .get('/encoded', (c) =>
      c.body('{}', 200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }),
    )
    .get('/problem', (c) =>
      c.body(JSON.stringify(big), 422, { 'content-type': 'application/problem+json' }),
    )
    .get('/events', (c) =>
      c.body(`data: ${'x'.repeat(4000)}\n\n`, 200, { 'content-type': 'text/event-stream' }),
    )
    .get('/csv', (c) => c.body('a;b\n'.repeat(2000), 200, { 'content-type': 'text/csv' }));
  const get = (url: string, accept: string | null = 'gzip, deflate, br', method = 'GET') =>
    app.request(url, { method, headers: accept === null ? {} : { 'accept-encoding': accept } });

  it('sends a large JSON answer in brotli, then gzip, as the client takes them', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.1, gzip;q=0.9', 'gzip'],
      ['*', 'br'],
    ]) {
      const res = await get('/big', accept);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      const { text, wire } = await decode(res);
      expect(JSON.parse(text)).toEqual(big);
      expect(res.headers.get('content-length')).toBe(String(wire));
      expect(wire).toBeLessThan(text.length / 3);
    }
    const created = await get('/created');
    expect(created.status).toBe(201);
    expect(JSON.parse((await decode(created)).text)).toEqual(big);
    expect((await get('/problem')).headers.get('content-encoding')).toBe('br');
  });

  it.each([null, 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0'])(
    'sends it as it is to Accept-Encoding %j, with Vary',
    async (accept) => {
      const res = await get('/big', accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.json()).toEqual(big);
    },
  );

  it('leaves small, empty, HEAD, no-transform, encoded and non-JSON answers alone', async () => {
    const small = await get('/small');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const none = await get('/none');
    expect(none.status).toBe(204);
    expect(none.headers.get('content-encoding')).toBeNull();
    const head = await get('/big', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(head.body).toBeNull();
    const noTransform = await get('/no-transform');
    expect(noTransform.headers.get('content-encoding')).toBeNull();
    expect(await noTransform.json()).toEqual(big);
    const encoded = await get('/encoded');
    expect(encoded.headers.get('content-encoding')).toBe('gzip');
    expect(await encoded.text()).toBe('{}');
    for (const url of ['/events', '/csv']) {
      const res = await get(url);
      expect(res.headers.get('content-encoding'), url).toBeNull();
      expect((await res.text()).length, url).toBeGreaterThan(COMPRESS_MIN_BYTES);
    }
  });
});

describe('API answers through the dashboard server', () => {
  let hub: TestHub;
  let dataDir: string;
  const origin = 'http://dash.test';
  const options = () => ({ distDir: dataDir, sessionSecret: crypto.randomBytes(32) });

  beforeAll(async () => {
    hub = await createTestHub();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-compress-'));
    for (let i = 0; i < 12; i++) await insertEvent(hub, { name: `Meia Maratona de Curitiba ${i}` });
  });

  afterAll(async () => {
    await hub.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ask = (app: ReturnType<typeof createDashboardServer>, url: string, accept: string) =>
    app.request(`${origin}/api/v1${url}`, {
      headers: { authorization: `Bearer ${hub.manageKey}`, 'accept-encoding': accept },
    });

  it('compresses a large list of the embedded hub and leaves a small answer plain', async () => {
    const app = createDashboardServer(hub, readEnv({ HUB_DATA_DIR: dataDir }), options());
    const plain = await (await ask(app, '/events?per_page=100', 'identity')).text();
    expect(plain.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const res = await ask(app, '/events?per_page=100', encoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { text, wire } = await decode(res);
      expect(JSON.parse(text)).toEqual(JSON.parse(plain));
      expect(wire).toBeLessThan(plain.length / 3);
    }
    const small = await ask(app, '/events/NO-SUCH-EVENT', 'br, gzip');
    expect(small.status).toBe(404);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ error: 'not_found' });
  });

  it('decodes what an upstream hub compressed and compresses it again for the client', async () => {
    const list = await (
      await ask(
        createDashboardServer(hub, readEnv({ HUB_DATA_DIR: dataDir }), options()),
        '/events?per_page=100',
        'identity',
      )
    ).json();
    // An upstream hub that gzips its answers: fetch() hands the gateway the decoded body.
    const upstream = new Hono().use(compress({ encoding: 'gzip' })).get('*', (c) => c.json(list));
    const listening = await new Promise<{ port: number; close: () => void }>((resolve) => {
      const srv = serveHttp({ fetch: upstream.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve({ port: info.port, close: () => srv.close() }),
      );
    });
    try {
      const env = readEnv({
        HUB_DATA_DIR: dataDir,
        HUB_UPSTREAM_URL: `http://127.0.0.1:${listening.port}`,
      });
      const direct = await fetch(`http://127.0.0.1:${listening.port}/api/v1/events`);
      expect(direct.headers.get('content-encoding')).toBe('gzip');
      const app = createDashboardServer(hub, env, options());
      const res = await ask(app, '/events?per_page=100', 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      const { text, wire } = await decode(res);
      expect(res.headers.get('content-length')).toBe(String(wire));
      expect(JSON.parse(text)).toEqual(list);
      const plain = await ask(app, '/events?per_page=100', 'identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.json()).toEqual(list);
    } finally {
      listening.close();
    }
  });
});
