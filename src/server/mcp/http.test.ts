import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_KEYS_BURST } from '@/server/hub/middlewares/failure-throttle';
import { createDashboardServer } from '@/server/dashboard/server';
import { readEnv } from '@/server/env';
import { insertEvent } from '@/testing/hub/fixtures';
import { textOf, type McpTestClient } from '@/testing/hub/mcp-client';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

/* `/mcp` on the dashboard server, through the SDK's own HTTP client against `app.request`. */

const origin = 'http://dash.test';
let hub: TestHub;
let dataDir: string;
let servers: ReturnType<typeof createDashboardServer>[];
let event: string;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  hub = await createTestHub();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-http-'));
  const env = readEnv({ HUB_DATA_DIR: dataDir });
  // Two instances on one database, as behind a balancer.
  servers = [0, 1].map(() =>
    createDashboardServer(hub, env, { distDir: dataDir, sessionSecret: crypto.randomBytes(32) }),
  );
  event = (await insertEvent(hub)).code;
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await hub.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (headers: Record<string, string>, server = servers[0], query = '') =>
  server.request(`${origin}/mcp${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });

async function connect(key: string, server = servers[0], query = '') {
  const client = new Client({ name: 'http-agent', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${origin}/mcp${query}`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
    fetch: (url, init) => Promise.resolve(server.request(String(url), init)),
  });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    return { ...result, data: result.structuredContent } as Awaited<
      ReturnType<McpTestClient['call']>
    >;
  };
  return { client, call };
}

describe('/mcp', () => {
  it('is 401 without a key or with a wrong one', async () => {
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await post({ authorization: 'Bearer not-a-key' })).status).toBe(401);
  });

  it('refuses a foreign Origin, even with a good key', async () => {
    const res = await post({
      authorization: `Bearer ${hub.manageKey}`,
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('forbidden_origin');
    const same = await post({ authorization: `Bearer ${hub.manageKey}`, origin });
    expect(same.status).toBe(200);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await servers[0].request(`${origin}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hub.manageKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'x',
        params: { pad: 'x'.repeat(11 * 1024 * 1024) },
      }),
    });
    expect(res.status).toBe(413);
  });

  it('serves the tools to a manage key; a read key and read_only=1 get no write tool', async () => {
    const manage = await connect(hub.manageKey);
    const names = (await manage.client.listTools()).tools.map((t) => t.name);
    expect(names).toContain('apply_plan');
    expect(names).toContain('get_history');
    const reader = await connect(hub.readKey);
    expect((await reader.client.listTools()).tools.map((t) => t.name)).not.toContain('apply_plan');
    const readOnly = await connect(hub.manageKey, servers[0], '?read_only=1');
    expect((await readOnly.client.listTools()).tools.map((t) => t.name)).not.toContain(
      'apply_plan',
    );
    await Promise.all([manage, reader, readOnly].map((c) => c.client.close()));
  });

  it('plans on one instance, applies on the other, once; the history says an agent wrote', async () => {
    const first = await connect(hub.manageKey, servers[0]);
    const second = await connect(hub.manageKey, servers[1]);
    const plan = await first.call('plan_event_config', {
      event,
      config: {
        races: [
          { code: '10K', name: '10 km', distance: 10, starts_at: '2027-03-14T06:30:00-03:00' },
        ],
        batches: [{ name: '1º lote', max_installments: 1, prices: { '10K': 9990 } }],
        registration_fields: [],
      },
    });
    expect(plan.isError, textOf(plan)).toBeFalsy();
    expect(plan.data.counts.create).toBe(2);
    const applied = await second.call('apply_plan', { plan_id: plan.data.plan_id });
    expect(applied.isError, textOf(applied)).toBeFalsy();
    expect(applied.data.complete).toBe(true);
    const again = await first.call('apply_plan', { plan_id: plan.data.plan_id });
    expect(again.data).toMatchObject({ replayed: true, complete: true });
    const history = await first.call('get_history', { event });
    expect(
      history.data.changes.map((c: { via: string; actor: string; method: string }) => [
        c.via,
        c.actor,
        c.method,
      ]),
    ).toEqual([
      ['agent', 'test manage', 'POST'],
      ['agent', 'test manage', 'POST'],
    ]);
    await Promise.all([first, second].map((c) => c.client.close()));
  });

  it('applies a plan once when two instances are asked at the same moment', async () => {
    const [first, second] = await Promise.all(
      servers.map((server) => connect(hub.manageKey, server)),
    );
    const plan = await first.call('plan_event_config', {
      event,
      config: {
        registration_fields: [{ key: 'camiseta', label: 'Camiseta', type: 'text' }],
      },
    });
    expect(plan.data.counts.create, textOf(plan)).toBe(1);
    const answers = await Promise.all(
      [first, second].map((agent) => agent.call('apply_plan', { plan_id: plan.data.plan_id })),
    );
    const wrote = answers.filter((a) => !a.isError && a.data.replayed === false);
    expect(wrote).toHaveLength(1);
    const other = answers.find((a) => a !== wrote[0])!;
    expect(String(other.isError ? textOf(other) : other.data.replayed)).toMatch(
      /being applied by another call|true/,
    );
    const fields = (await (
      await hub.call('GET', `/events/${event}/registration-fields`)
    ).json()) as {
      data: { key: string }[];
    };
    expect(fields.data.filter((f) => f.key === 'camiseta')).toHaveLength(1);
    await Promise.all([first, second].map((c) => c.client.close()));
  });

  it('in front of an upstream hub, plans and applies there, recorded as the agent’s', async () => {
    const upstream = await createTestHub();
    cleanups.push(() => upstream.close());
    const far = (await insertEvent(upstream)).code;
    const port = await new Promise<number>((resolve) => {
      const srv = serve(
        { fetch: new Hono().route('/api/v1', upstream.app).fetch, port: 0, hostname: '127.0.0.1' },
        (info) => resolve(info.port),
      );
      cleanups.push(() => srv.close());
    });
    const proxy = createDashboardServer(
      hub,
      readEnv({ HUB_DATA_DIR: dataDir, HUB_UPSTREAM_URL: `http://127.0.0.1:${port}` }),
      { distDir: dataDir, sessionSecret: crypto.randomBytes(32) },
    );
    const agent = await connect(upstream.manageKey, proxy);
    const plan = await agent.call('plan_event_config', {
      event: far,
      config: {
        races: [{ code: '5K', name: '5 km', distance: 5, starts_at: '2027-03-14T07:00:00-03:00' }],
        batches: [],
        registration_fields: [],
      },
    });
    expect(plan.isError, textOf(plan)).toBeFalsy();
    const applied = await agent.call('apply_plan', { plan_id: plan.data.plan_id });
    expect(applied.data.complete, textOf(applied)).toBe(true);
    const races = (await (await upstream.call('GET', `/events/${far}/races`)).json()) as {
      data: { code: string }[];
    };
    expect(races.data.map((r) => r.code)).toEqual(['5K']);
    const history = await agent.call('get_history', { event: far });
    expect(history.data.changes).toEqual([
      expect.objectContaining({ via: 'agent', actor: 'test manage', method: 'POST' }),
    ]);
    await agent.client.close();
  });

  // Last: it leaves this client throttled.
  it('counts failed keys with /api/v1: past the burst, 429 with Retry-After', async () => {
    let last: Response | undefined;
    for (let i = 0; i <= FAILED_KEYS_BURST; i++)
      last = await post({ authorization: `Bearer wrong-${i}` });
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBeTruthy();
  });
});
