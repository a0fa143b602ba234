import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorBodySchema } from '@/contract/common';
import { createDashboardServer } from '@/server/dashboard/server';
import { readEnv } from '@/server/env';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createRace, insertEvent } from '@/testing/hub/fixtures';

/** The same request straight to the hub and through the dashboard's gateway at /api/v1. */
type Send = (
  method: string,
  p: string,
  init?: { key?: string | null; headers?: Record<string, string>; body?: string },
) => Promise<Response>;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function ways(hub: TestHub): [string, Send][] {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-envelope-'));
  dirs.push(dataDir);
  const dashboard = createDashboardServer(hub, readEnv({ HUB_DATA_DIR: dataDir }), {
    distDir: dataDir,
    sessionSecret: crypto.randomBytes(32),
  });
  const init = (
    method: string,
    { key = hub.manageKey, headers = {}, body }: Parameters<Send>[2] = {},
  ) => ({
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body,
  });
  return [
    [
      'hub',
      (method, p, o) => Promise.resolve(hub.app.request(`http://hub.test${p}`, init(method, o))),
    ],
    [
      'gateway',
      (method, p, o) =>
        Promise.resolve(dashboard.request(`http://dash.test/api/v1${p}`, init(method, o))),
    ],
  ];
}

async function expectEnvelope(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = errorBodySchema.parse(await res.json());
  expect(body.error).toBe(error);
  expect(body.message).toEqual(expect.any(String));
}

describe.each([
  ['every extension', false],
  ['HUB_SPEC_ONLY=1', true],
])('unknown paths and methods keep the envelope (%s)', (_, specOnly) => {
  let hub: TestHub;
  let event: Awaited<ReturnType<typeof insertEvent>>;
  beforeAll(async () => {
    hub = await createTestHub({ specOnly });
    event = await insertEvent(hub);
  });
  afterAll(() => hub.close());

  test('an unknown path is 404 not_found', async () => {
    for (const [way, send] of ways(hub)) {
      for (const p of ['/no-such-endpoint', '/events/X/nothing', '/', '/events/'])
        await expectEnvelope(await send('GET', p), 404, 'not_found').catch((e: Error) => {
          throw new Error(`${way} GET ${p}: ${e.message}`);
        });
      await expectEnvelope(await send('POST', '/no-such-endpoint'), 404, 'not_found');
    }
  });

  test('a known path with another method is 405 method_not_allowed, with Allow', async () => {
    for (const [, send] of ways(hub)) {
      const res = await send('DELETE', `/events/${event.code}/races`);
      const allow = res.headers.get('allow');
      await expectEnvelope(res, 405, 'method_not_allowed');
      expect(allow?.split(', ').sort()).toEqual(specOnly ? ['POST'] : ['GET', 'HEAD', 'POST']);
      const put = await send('PUT', '/salespeople', {
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(put.headers.get('allow')).toBe('GET, HEAD');
      await expectEnvelope(put, 405, 'method_not_allowed');
    }
  });

  test('an extension a spec-only hub leaves out stays 404, never 405', async () => {
    const [, send] = ways(hub)[1];
    const res = await send('GET', `/events/${event.code}/races`);
    if (specOnly) await expectEnvelope(res, 404, 'not_found');
    else expect(res.status).toBe(200);
  });

  test('without a key, an unknown path is 401 like any other', async () => {
    for (const [, send] of ways(hub))
      await expectEnvelope(
        await send('GET', '/no-such-endpoint', { key: null }),
        401,
        'unauthenticated',
      );
  });
});

describe('request bodies that are not JSON', () => {
  let hub: TestHub;
  let event: Awaited<ReturnType<typeof insertEvent>>;
  let field: { id: number };
  beforeAll(async () => {
    hub = await createTestHub();
    event = await insertEvent(hub);
    const res = await hub.call('POST', `/events/${event.code}/registration-fields`, {
      json: { label: 'Camiseta', key: 'camiseta', type: 'text' },
    });
    field = ((await res.json()) as { data: { id: number } }).data;
  });
  afterAll(() => hub.close());

  const json = (value: unknown) => JSON.stringify(value);

  test('are 415 unsupported_media_type on POST, PUT and PATCH, and nothing is written', async () => {
    const race = { name: 'Texto puro', starts_at: '2027-03-14T06:30:00-03:00', distance: 5 };
    const requests: [string, string, string][] = [
      ['POST', `/events/${event.code}/races`, json(race)],
      [
        'PATCH',
        `/events/${event.code}/registration-fields/${field.id}`,
        json({ label: 'Trocado' }),
      ],
      ['PUT', `/events/${event.code}/legal-discounts`, json({ discounts: [] })],
    ];
    for (const [way, send] of ways(hub))
      for (const [method, p, body] of requests)
        for (const type of [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/jsonx',
          null,
        ]) {
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          const res = await send(method, p, { headers, body });
          await expectEnvelope(res, 415, 'unsupported_media_type').catch((e: Error) => {
            throw new Error(`${way} ${method} ${p} as ${type}: ${e.message}`);
          });
        }
    const races = await hub.call('GET', `/events/${event.code}/races`);
    expect(((await races.json()) as { data: unknown[] }).data).toEqual([]);
    const fields = await hub.call('GET', `/events/${event.code}/registration-fields`);
    expect(JSON.stringify(await fields.json())).not.toContain('Trocado');
  });

  test('JSON with a charset or a +json type is read as JSON', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const res = await hub.app.request(
        `http://hub.test/events/${event.code}/registration-fields/${field.id}`,
        {
          method: 'PATCH',
          headers: { authorization: `Bearer ${hub.manageKey}`, 'content-type': type },
          body: json({ label: `Camiseta ${type.length}` }),
        },
      );
      expect(res.status).toBe(200);
    }
  });

  test('a POST without a body is left to the route', async () => {
    const res = await hub.call('POST', `/events/${event.code}/races`);
    expect(res.status).not.toBe(415);
  });
});

describe('the OpenAPI document', () => {
  let hub: TestHub;
  let event: Awaited<ReturnType<typeof insertEvent>>;
  beforeAll(async () => {
    hub = await createTestHub();
    event = await insertEvent(hub);
    await createRace(hub, event.code);
  });
  afterAll(() => hub.close());

  test('only /api/v1/openapi.json is public; any other path ending like it needs a key', async () => {
    for (const [way, send] of ways(hub)) {
      const doc = await send('GET', '/openapi.json', { key: null });
      expect(doc.status, way).toBe(200);
      for (const p of [
        `/events/${event.code}/openapi.json`,
        '/events/NO-SUCH-EVENT/openapi.json',
        '/x/openapi.json',
      ]) {
        await expectEnvelope(await send('GET', p, { key: null }), 401, 'unauthenticated');
        await expectEnvelope(await send('GET', p), 404, 'not_found');
      }
      await expectEnvelope(
        await send('POST', '/openapi.json', { key: null }),
        401,
        'unauthenticated',
      );
    }
  });
});
